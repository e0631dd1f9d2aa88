import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, pathWithId, webhookEventTypeSchema } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import {
  delivery,
  deliveryDetail,
  deliveryId,
  endpoint,
  endpointId,
  integrationsTestApi,
  list,
  sessionAs,
} from '../test/integrations-test-api';

const PAGE = '/profile/integrations/webhooks';
const ENDPOINT_PAGE = `${PAGE}/${endpointId(1)}`;
const originalAdapter = http.defaults.adapter;
beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await preloadRoutes(PAGE, ENDPOINT_PAGE);
}, 60_000);
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

describe('webhooks (/profile/integrations/webhooks)', () => {
  it('lists the endpoints with their events, status and failures, and the sandbox hint', async () => {
    setViewportWidth(1400);
    const failing = endpoint(2, {
      url: 'https://old.romashka.ru/in',
      events: ['payout.status_changed', 'receipt.registered', 'balance.credited'],
      status: 'PAUSED',
      paused_reason: 'FAILING',
      consecutive_failures: 14,
    });
    const api = integrationsTestApi((call) =>
      call.path === apiPaths.webhooks.list ? list([endpoint(1, { description: 'ERP' }), failing]) : undefined,
    );
    renderApp(PAGE, { session: sessionAs('OWNER'), api: api.handler });
    const table = await screen.findByRole('table', { name: 'Адреса для вебхуков' });
    const rowOf = (url: string) => within(table).getByText(url).closest('tr') as HTMLElement;
    const first = rowOf('https://erp.romashka.ru/hooks/1');
    expect(within(first).getByText('ERP')).toBeInTheDocument();
    expect(within(first).getByText('1 событие')).toBeInTheDocument();
    expect(within(first).getByText('Статус выплаты изменился')).toBeInTheDocument();
    expect(within(first).getByText('Работает')).toBeInTheDocument();
    expect(within(first).getByText('Нет')).toBeInTheDocument();
    const second = rowOf('https://old.romashka.ru/in');
    expect(within(second).getByText('3 события')).toBeInTheDocument();
    expect(within(second).getByText('Приостановлен')).toBeInTheDocument();
    expect(within(second).getByText('Адрес не отвечал успехом сутки')).toBeInTheDocument();
    expect(within(second).getByText('14 подряд')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'https://erp.romashka.ru/hooks/1' })).toHaveAttribute(
      'href',
      ENDPOINT_PAGE,
    );
    expect(screen.getByRole('link', { name: '/sandbox/webhooks' })).toHaveAttribute('href', '/sandbox/webhooks');
  });

  it('adds an endpoint: at least one event before sending, «Все события», then the signing secret', async () => {
    const user = userEvent.setup();
    const secret = 'whsec_0123456789abcdef';
    const api = integrationsTestApi((call) =>
      call.path === apiPaths.webhooks.list && call.method === 'POST'
        ? { status: 201, data: { ...endpoint(3), secret } }
        : undefined,
    );
    renderApp(PAGE, { session: sessionAs('OWNER'), api: api.handler });
    await user.click(await screen.findByRole('button', { name: 'Добавить адрес' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый адрес для вебхуков' });
    await user.type(within(dialog).getByRole('textbox', { name: /Адрес/ }), 'https://erp.romashka.ru/hooks');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Выберите хотя бы одно событие')).toBeInTheDocument();
    expect(api.to(apiPaths.webhooks.list)).toEqual([]);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Все события' }));
    for (const box of within(dialog).getAllByRole('checkbox')) expect(box).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Баланс пополнен' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Все события' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));

    const shown = await screen.findByRole('dialog', { name: 'Адрес добавлен: секрет подписи' });
    expect(within(shown).getByText(secret)).toBeInTheDocument();
    expect(api.to(apiPaths.webhooks.list).map((c) => c.body)).toEqual([
      {
        url: 'https://erp.romashka.ru/hooks',
        description: '',
        events: webhookEventTypeSchema.options.filter((e) => e !== 'balance.credited'),
      },
    ]);
    await user.click(within(shown).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByText(secret)).not.toBeInTheDocument());
  });

  it('an endpoint’s deliveries: newest first, «Показать ещё» with next_cursor, the status filter', async () => {
    setViewportWidth(1400);
    const user = userEvent.setup();
    const path = pathWithId(apiPaths.webhooks.deliveries, endpointId(1));
    const api = integrationsTestApi((call) => {
      if (call.path === pathWithId(apiPaths.webhooks.one, endpointId(1))) return { status: 200, data: endpoint(1) };
      if (call.path !== path) return undefined;
      const params = call.params as { after?: string; status?: string };
      if (params.status === 'FAILED')
        return {
          status: 200,
          data: { items: [delivery(9, { status: 'FAILED', attempts: 5, last_status_code: 500 })], next_cursor: null },
        };
      if (params.after === 'cursor-2')
        return { status: 200, data: { items: [delivery(3, { event_type: 'ping' })], next_cursor: null } };
      return {
        status: 200,
        data: {
          items: [delivery(1, { status: 'PENDING', attempts: 0, last_status_code: null }), delivery(2)],
          next_cursor: 'cursor-2',
        },
      };
    });
    renderApp(ENDPOINT_PAGE, { session: sessionAs('OWNER'), api: api.handler });
    const table = await screen.findByRole('table', { name: 'Доставки' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Доставляется')).toBeInTheDocument();
    expect(within(table).getByText('Доставлено')).toBeInTheDocument();
    expect(api.to(path, 'GET')[0]?.params).toEqual({ page_size: 20 });

    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await within(table).findByText('Проверка адреса')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(api.to(path, 'GET').some((c) => (c.params as { after?: string }).after === 'cursor-2')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Статус' }));
    await user.click(await screen.findByRole('option', { name: 'Не доставлено' }));
    expect(await screen.findByText('Не доставлено', { selector: '.MuiChip-label' })).toBeInTheDocument();
    const filtered = await screen.findByRole('table', { name: 'Доставки' });
    await waitFor(() => expect(within(filtered).getAllByRole('row')).toHaveLength(2));
    expect(within(filtered).getByText('500')).toBeInTheDocument();
  });

  it('a delivery opens with its body and every attempt; «Отправить снова»', async () => {
    setViewportWidth(1400);
    const user = userEvent.setup();
    const detail = deliveryDetail(1, {
      status: 'SUCCEEDED',
      attempts: 2,
      attempts_list: [
        {
          attempt_no: 1,
          started_at: '2026-11-30T09:00:00.000Z',
          duration_ms: 5000,
          status_code: null,
          error: 'Получатель не ответил за 5 с',
          response_body: null,
        },
        {
          attempt_no: 2,
          started_at: '2026-11-30T09:01:00.000Z',
          duration_ms: 42,
          status_code: 200,
          error: null,
          response_body: 'ok',
        },
      ],
    });
    const api = integrationsTestApi((call) => {
      if (call.path === pathWithId(apiPaths.webhooks.one, endpointId(1))) return { status: 200, data: endpoint(1) };
      if (call.path === pathWithId(apiPaths.webhooks.deliveries, endpointId(1)))
        return { status: 200, data: { items: [delivery(1)], next_cursor: null } };
      if (call.path === pathWithId(apiPaths.webhooks.delivery, deliveryId(1))) return { status: 200, data: detail };
      if (call.path === pathWithId(apiPaths.webhooks.resend, deliveryId(1))) return { status: 200, data: { ok: true } };
      return undefined;
    });
    renderApp(ENDPOINT_PAGE, { session: sessionAs('OWNER'), api: api.handler });
    const table = await screen.findByRole('table', { name: 'Доставки' });
    await user.click(within(table).getByText('Статус выплаты изменился'));
    const drawer = await screen.findByRole('dialog', { name: 'Статус выплаты изменился' });
    const body = await within(drawer).findByLabelText('Тело запроса');
    expect(body.textContent).toBe(JSON.stringify(JSON.parse(detail.body), null, 2));
    expect(within(drawer).getByText('Попытка 1: 30.11.2026 12:00 МСК, 5000 мс')).toBeInTheDocument();
    expect(within(drawer).getByText('Ответа нет — Получатель не ответил за 5 с')).toBeInTheDocument();
    expect(within(drawer).getByText('Код ответа 200')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Ответ, попытка 2')).toHaveTextContent('ok');
    await user.click(within(drawer).getByRole('button', { name: 'Отправить снова' }));
    expect(await screen.findByText('Доставка отправлена снова')).toBeInTheDocument();
    expect(api.to(pathWithId(apiPaths.webhooks.resend, deliveryId(1)))).toHaveLength(1);
  });

  it('an endpoint paused for failures says its events wait, and «Возобновить» resumes it', async () => {
    const user = userEvent.setup();
    let paused = true;
    const api = integrationsTestApi((call) => {
      if (call.path === pathWithId(apiPaths.webhooks.one, endpointId(1)))
        return {
          status: 200,
          data: paused
            ? endpoint(1, { status: 'PAUSED', paused_reason: 'FAILING', consecutive_failures: 20 })
            : endpoint(1),
        };
      if (call.path === pathWithId(apiPaths.webhooks.deliveries, endpointId(1)))
        return { status: 200, data: { items: [], next_cursor: null } };
      if (call.path === pathWithId(apiPaths.webhooks.resume, endpointId(1))) {
        paused = false;
        return { status: 200, data: endpoint(1) };
      }
      return undefined;
    });
    renderApp(ENDPOINT_PAGE, { session: sessionAs('OWNER'), api: api.handler });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/портал приостановил доставки/);
    expect(alert).toHaveTextContent(/Новые события не теряются: они ждут/);
    await user.click(within(alert).getByRole('button', { name: 'Возобновить' }));
    expect(await screen.findByText(/Доставки возобновлены/)).toBeInTheDocument();
    expect(api.to(pathWithId(apiPaths.webhooks.resume, endpointId(1)))).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(/портал приостановил доставки/)).not.toBeInTheDocument());
  });
});
