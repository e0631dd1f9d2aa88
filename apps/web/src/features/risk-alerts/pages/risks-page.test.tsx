import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiPaths,
  RISK_ALERT_KIND_LABELS,
  RISK_ALERT_WHAT_TO_DO,
  type RiskAlert,
  type RiskAlertsResponse,
} from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { verifiedCustomerProfile } from '../../../test/fixtures/customer';
import { pathOf, type StubHandler } from '../../../test/http-stub';
import { preloadRoutes, renderApp } from '../../../test/render-app';

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});
beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await preloadRoutes('/risks');
}, 60_000);

const customer = { role: 'user', entity_id: 'c1', is_verified: true } as const;

const cancelled: RiskAlert = {
  id: 'r1',
  kind: 'RECEIPT_CANCELLED',
  title: RISK_ALERT_KIND_LABELS.RECEIPT_CANCELLED,
  what_to_do: RISK_ALERT_WHAT_TO_DO.RECEIPT_CANCELLED,
  status: 'OPEN',
  employee_id: 'e1',
  employee_name: 'Сидоров Семён Петрович',
  employee_inn: '500100732259',
  details: { receipt_id: '20abc', total_kopecks: '150000' },
  facts: [
    { label: 'Чек', value: '№20abc' },
    { label: 'Сумма чека', value: '1 500,00 ₽' },
  ],
  payout_id: null,
  // 21:30 UTC is 00:30 of the next day in Moscow.
  found_at: '2026-03-04T21:30:00.000Z',
  resolved_at: null,
};

const nearCap: RiskAlert = {
  ...cancelled,
  id: 'r2',
  kind: 'INCOME_NEAR_CAP',
  title: RISK_ALERT_KIND_LABELS.INCOME_NEAR_CAP,
  what_to_do: RISK_ALERT_WHAT_TO_DO.INCOME_NEAR_CAP,
  employee_name: null,
  employee_inn: null,
  details: { year: 2026 },
  facts: [{ label: 'Доход за год', value: '2 200 000,00 ₽' }],
};

type World = { items: RiskAlert[]; lists: Record<string, unknown>[]; resolved: string[] };

function api(world: World): StubHandler {
  return (req) => {
    const path = pathOf(req);
    if (path === apiPaths.userProfile) return { status: 200, data: verifiedCustomerProfile };
    if (path === apiPaths.riskAlerts.list) {
      const params = req.params as Record<string, unknown>;
      world.lists.push(params);
      const shown = world.items.filter(
        (a) => (!params.status || a.status === params.status) && (!params.kind || a.kind === params.kind),
      );
      const open = world.items.filter((a) => a.status === 'OPEN').length;
      const data: RiskAlertsResponse = { items: shown, totalCount: shown.length, open_count: open };
      return { status: 200, data };
    }
    const resolve = /^\/v1\/user\/risk_alerts\/([^/]+)\/resolve$/.exec(path);
    if (resolve && req.method === 'post') {
      const alert = world.items.find((a) => a.id === resolve[1]);
      if (!alert) return { status: 404, data: { code: 'NOT_FOUND', error_message: 'Риск не найден' } };
      Object.assign(alert, { status: 'RESOLVED', resolved_at: '2026-03-05T09:00:00.000Z' });
      world.resolved.push(alert.id);
      return { status: 200, data: alert };
    }
    return { status: 404, data: {} };
  };
}

const newWorld = (items: RiskAlert[]): World => ({ items: items.map((a) => ({ ...a })), lists: [], resolved: [] });

describe('the company’s tax risks (/risks)', () => {
  it('lists each risk with the contractor, the facts and «Что делать»; the header counts the open ones', async () => {
    renderApp('/risks', { session: customer, api: api(newWorld([cancelled, nearCap])) });
    const receipt = await screen.findByRole('article', { name: 'Исполнитель аннулировал чек' });
    expect(within(receipt).getByText('Исполнитель: Сидоров Семён Петрович, ИНН 500100732259')).toBeInTheDocument();
    expect(within(receipt).getByText('Сумма чека')).toBeInTheDocument();
    expect(within(receipt).getByText('1 500,00 ₽')).toBeInTheDocument();
    expect(within(receipt).getByText('Найден 05.03.2026 00:30 МСК')).toBeInTheDocument();
    expect(within(receipt).getByRole('heading', { name: 'Что делать' })).toBeInTheDocument();
    expect(within(receipt).getByText(/снова сформировать чек на эту выплату/)).toBeInTheDocument();
    expect(within(receipt).getByText('Открыт')).toBeInTheDocument();
    const cap = screen.getByRole('article', { name: 'Доход исполнителя близок к лимиту 2,4 млн ₽' });
    expect(within(cap).getByText('Исполнитель: ФИО не указано')).toBeInTheDocument();
    expect(screen.getByText('Открытых рисков: 2')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Налоговые риски: открытых 2' });
    expect(link).toHaveAttribute('href', '/risks');
  });

  it('«Отметить решённым» marks the risk and reads the list and the header’s count again', async () => {
    const world = newWorld([cancelled, nearCap]);
    renderApp('/risks', { session: customer, api: api(world) });
    const receipt = await screen.findByRole('article', { name: 'Исполнитель аннулировал чек' });
    await screen.findByRole('link', { name: 'Налоговые риски: открытых 2' });
    await userEvent.click(within(receipt).getByRole('button', { name: 'Отметить решённым' }));
    await waitFor(() => expect(world.resolved).toEqual(['r1']));
    expect(await within(receipt).findByText('Решён')).toBeInTheDocument();
    expect(within(receipt).queryByRole('button', { name: 'Отметить решённым' })).not.toBeInTheDocument();
    expect(within(receipt).getByText(/решён 05\.03\.2026 12:00 МСК/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Налоговые риски: открытых 1' })).toBeInTheDocument();
    expect(screen.getByText('Открытых рисков: 1')).toBeInTheDocument();
  });

  it('asks the server for the chosen kind and state from page 1 and keeps them in the address', async () => {
    const world = newWorld([cancelled, nearCap]);
    const { router } = renderApp('/risks?page=2', { session: customer, api: api(world) });
    await screen.findByText('Открытых рисков: 2');
    const pageLists = () => world.lists.filter((p) => p.page_size !== 1);
    expect(pageLists()[0]).toMatchObject({ page: 2, page_size: 20 });
    await userEvent.click(screen.getByRole('combobox', { name: 'Вид риска' }));
    await userEvent.click(await screen.findByRole('option', { name: RISK_ALERT_KIND_LABELS.INCOME_NEAR_CAP }));
    await waitFor(() => expect(pageLists().at(-1)).toMatchObject({ page: 1, kind: 'INCOME_NEAR_CAP' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Состояние' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Решённые' }));
    await waitFor(() => expect(pageLists().at(-1)).toMatchObject({ kind: 'INCOME_NEAR_CAP', status: 'RESOLVED' }));
    expect(await screen.findByText('Рисков с такими условиями нет — измените вид или состояние')).toBeInTheDocument();
    expect(router.state.location.search).toContain('kind=INCOME_NEAR_CAP');
    expect(router.state.location.search).toContain('status=RESOLVED');
  });

  it('says when there are no risks yet', async () => {
    renderApp('/risks', { session: customer, api: api(newWorld([])) });
    expect(await screen.findByText(/^Рисков пока нет/)).toBeInTheDocument();
    expect(screen.getByText('Открытых рисков нет')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Налоговые риски' })).toHaveAttribute('href', '/risks');
  });
});
