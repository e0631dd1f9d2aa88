import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type Payout, type PayoutListRequest } from '@vyplaty/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import type { StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { type Call, customerSession, payout, payoutsTestApi } from '../test/payouts-test-api';

const originalAdapter = http.defaults.adapter;

// The route's page is a lazy chunk: loaded once here, so the first case does not spend its wait on the transform;
// the long forms of these screens take their time on a busy machine.
beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await import('../pages/payout-pages');
}, 30_000);
const UUID = /^[0-9a-f-]{36}$/;

const DONE = payout(3, {
  receipt: {
    status: 'REGISTERED',
    receipt_id: '20abc',
    link: 'https://lknpd.nalog.ru/api/v1/receipt/500100732259/20abc/print',
    print_url: '/api/v1/receipt/500100732259/20abc/print',
  },
  paid_at: '2026-11-21T09:05:00.000Z',
});
const DECLINED = payout(2, {
  status: 'DECLINED',
  amount: '700.00',
  reason: 'Банк отклонил платёж: счёт получателя закрыт',
  can_repeat: true,
  employee: { ...DONE.employee, last_name: 'Сидорова', first_name: 'Анна', patronymic: null },
});
const DRAFT = payout(1, { status: 'CREATED', amount: '300.00', can_edit: true, can_pay: true, recipient: null });

type Options = { listReply?: StubReply; actionReply?: (call: Call) => StubReply | undefined };

function listApi(items: Payout[], options: Options = {}) {
  const files = [{ id: 'f1', name: 'Акт № 3.pdf', size: 20480, added_at: '2026-11-21T10:00:00.000Z' }];
  return payoutsTestApi((call) => {
    if (call.path === apiPaths.payouts.list) {
      if (options.listReply) return options.listReply;
      return { status: 200, data: { items, totalCount: items.length, next_cursor: null } };
    }
    const answer = options.actionReply?.(call);
    if (answer) return answer;
    if (/\/history$/.test(call.path)) {
      return {
        status: 200,
        data: {
          items: [
            { id: 'h1', event: 'CREATED', text: 'Выплата создана', at: '2026-11-21T09:00:00.000Z' },
            { id: 'h2', event: 'PAID', text: 'Деньги перечислены на карту •• 4242', at: '2026-11-21T09:05:00.000Z' },
          ],
        },
      };
    }
    if (/\/file$/.test(call.path) && call.method === 'GET') return { status: 200, data: { items: files } };
    if (/\/file$/.test(call.path) && call.method === 'POST') {
      files.push({ id: 'f2', name: 'Отчёт.pdf', size: 1024, added_at: '2026-11-22T10:00:00.000Z' });
      return { status: 201, data: files.at(-1) };
    }
    if (/\/file\/f1$/.test(call.path) && call.method === 'DELETE') {
      files.splice(0, 1);
      return { status: 204 };
    }
    return undefined;
  });
}

const lists = (api: ReturnType<typeof listApi>) =>
  api.to(apiPaths.payouts.list).map((call) => call.body as PayoutListRequest);

async function openRow(user: ReturnType<typeof userEvent.setup>, text: string) {
  const table = await screen.findByRole('table', { name: 'Выплаты' });
  await user.click(within(table).getByText(text));
  return screen.findByRole('dialog', { name: /^Выплата № / });
}

describe('the company’s payouts list and drawer', { timeout: 60_000 }, () => {
  beforeEach(() => setViewportWidth(1440));
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    vi.unstubAllGlobals();
  });

  it('reads its filters from the address, sorts on the server and writes a new filter back', async () => {
    const api = listApi([DONE, DECLINED]);
    const { router } = renderApp('/payments/npd/multiple?status=DONE&scope=MY&date_from=2026-11-01', {
      session: customerSession,
      api: api.handler,
    });
    const table = await screen.findByRole('table', { name: 'Выплаты' });
    expect(within(table).getByText('Сидорова Анна')).toBeInTheDocument();
    expect(within(table).getByText('Зарегистрирован')).toBeInTheDocument();
    expect(lists(api)[0]).toEqual({
      page: 1,
      page_size: 20,
      sort: { field: 'ADDED_AT', direction: 'DESC' },
      filters: { status: ['DONE'], scope: 'MY', date_from: '2026-11-01' },
    });
    expect(screen.getByText('Статус: Выплачено')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Мои' })).toHaveAttribute('aria-pressed', 'true');

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Сумма' }));
    await waitFor(() => expect(lists(api).at(-1)?.sort).toEqual({ field: 'AMOUNT', direction: 'DESC' }));
    await user.click(screen.getByRole('button', { name: 'Все выплаты' }));
    await user.click(screen.getByRole('button', { name: 'Фильтры (2)' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Фильтры' })).getByLabelText('Статус'));
    await user.click(await screen.findByRole('option', { name: 'Отклонено банком' }));
    await waitFor(() => expect(lists(api).at(-1)?.filters).toEqual({ status: ['DECLINED'], date_from: '2026-11-01' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'DECLINED',
      date_from: '2026-11-01',
      sort: 'AMOUNT',
      direction: 'DESC',
    });
  });

  it('?payout= from a balance operation opens that payout: one of the other kind moves to its own page first', async () => {
    const individual = payout(7, { kind: 'INDIVIDUAL', service_name: 'Монтаж витрины' });
    const api = listApi([DONE], {
      actionReply: (call) => {
        if (call.path === apiPaths.userPayouts.one.replace(':id', individual.id)) {
          return { status: 200, data: individual };
        }
        if (call.path === apiPaths.individualPayouts.list) {
          return { status: 200, data: { items: [individual], totalCount: 1, next_cursor: null } };
        }
        return undefined;
      },
    });
    const { router } = renderApp(`/payments/npd/single?payout=${individual.id}&status=DONE`, {
      session: customerSession,
      api: api.handler,
    });
    const drawer = await screen.findByRole('dialog', { name: 'Выплата № 7' });
    expect(within(drawer).getByText('Монтаж витрины')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payments/individual/single');
    // Read once: the parameter leaves the address, so a reload or a shared link does not reopen it.
    await waitFor(() => expect(router.state.location.search).not.toContain('payout='));
  });

  it('?payout= of an unknown payout says so in Russian and opens nothing', async () => {
    const api = listApi([DONE]);
    renderApp('/payments/npd/single?payout=20000000-0000-4000-8000-000000000099', {
      session: customerSession,
      api: api.handler,
    });
    expect(await screen.findByText('Не найдено')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /^Выплата № / })).not.toBeInTheDocument();
  });

  it('a row opens the drawer: amount, status, recipient, receipt links, history and files', async () => {
    const api = listApi([DONE]);
    renderApp('/payments/npd/multiple', { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    const drawer = await openRow(user, 'Петров Пётр Петрович');
    expect(drawer).toHaveAccessibleName('Выплата № 3');
    expect(within(drawer).getByText('1 500,50 ₽')).toBeInTheDocument();
    expect(within(drawer).getByText('Выплачено')).toBeInTheDocument();
    expect(within(drawer).getByText('Карта •• 4242')).toBeInTheDocument();
    expect(within(drawer).getByText('500100732259')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Открыть чек' })).toHaveAttribute('href', DONE.receipt?.link);
    expect(within(drawer).getByRole('link', { name: 'Распечатать чек' })).toHaveAttribute(
      'href',
      expect.stringContaining('/api/v1/receipt/500100732259/20abc/print'),
    );
    expect(await within(drawer).findByText('Деньги перечислены на карту •• 4242')).toBeInTheDocument();
    expect(within(drawer).getByText('Выплата создана')).toBeInTheDocument();
    expect(await within(drawer).findByRole('button', { name: 'Акт № 3.pdf' })).toBeInTheDocument();
    // A paid payout offers nothing to do.
    expect(
      within(drawer).queryByRole('button', { name: /Повторить|Отменить выплату|Оплатить/ }),
    ).not.toBeInTheDocument();
  });

  it('deletes a file through the SPEC delete dialog and adds one through the drop zone', async () => {
    const api = listApi([DONE]);
    renderApp('/payments/npd/multiple', { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    const drawer = await openRow(user, 'Петров Пётр Петрович');
    await user.click(await within(drawer).findByRole('button', { name: 'Удалить файл Акт № 3.pdf' }));
    const confirm = await screen.findByRole('dialog', { name: 'Вы уверены, что хотите удалить выбранный элемент?' });
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Файл удалён')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/file/f1'))).toBe(true);

    await user.click(await within(drawer).findByRole('button', { name: 'Добавить файл' }));
    const input = drawer.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF'], 'Отчёт.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Файл добавлен')).toBeInTheDocument();
    const upload = api.calls.find((c) => c.method === 'POST' && c.path.endsWith('/file'));
    expect((upload?.body as FormData | undefined)?.get('file')).toBeInstanceOf(File);
    expect(await within(drawer).findByRole('button', { name: 'Отчёт.pdf' })).toBeInTheDocument();
  });

  it('repeats a declined payout with an Idempotency-Key and shows the reason it was declined', async () => {
    const repeat = payout(4, { status: 'PENDING', repeat_of: DECLINED.id });
    const api = listApi([DECLINED], {
      actionReply: (call) => (call.path.endsWith('/repeat') ? { status: 201, data: repeat } : undefined),
    });
    renderApp('/payments/npd/multiple', { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    const drawer = await openRow(user, 'Сидорова Анна');
    expect(within(drawer).getByText('Банк отклонил платёж: счёт получателя закрыт')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Повторить выплату' }));
    expect(await screen.findByText('Создан повтор выплаты: № 4')).toBeInTheDocument();
    const call = api.calls.find((c) => c.path === `/v1/payout/${DECLINED.id}/repeat`);
    expect(call?.key).toMatch(UUID);
    expect(await screen.findByRole('dialog', { name: 'Выплата № 4' })).toBeInTheDocument();
  });

  it('pays a draft, and deletes a draft after the SPEC confirmation', async () => {
    const paid = { ...DRAFT, status: 'PENDING' as const, can_pay: false, can_edit: false };
    const items = [DRAFT];
    const api = listApi(items, {
      actionReply: (call) => {
        if (call.path === apiPaths.payouts.pay) {
          items[0] = paid;
          return { status: 200, data: { items: [paid] } };
        }
        if (call.method === 'DELETE' && call.path === `/v1/payout/${DRAFT.id}`) return { status: 204 };
        return undefined;
      },
    });
    renderApp('/payments/npd/multiple', { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    let drawer = await openRow(user, 'Петров Пётр Петрович');
    expect(within(drawer).getByText('Определится при выплате по основным реквизитам')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Удалить черновик' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /Вы уверены/ })).getByRole('button', { name: 'Удалить' }),
    );
    expect(await screen.findByText('Черновик удалён')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Выплата № 1' })).not.toBeInTheDocument());

    drawer = await openRow(user, 'Петров Пётр Петрович');
    await user.click(within(drawer).getByRole('button', { name: 'Оплатить' }));
    expect(await screen.findByText('Выплата отправлена')).toBeInTheDocument();
    const pay = api.to(apiPaths.payouts.pay)[0];
    expect(pay?.body).toEqual({ payout_ids: [DRAFT.id] });
    expect(pay?.key).toMatch(UUID);
    await waitFor(() => expect(within(drawer).queryByRole('button', { name: 'Оплатить' })).not.toBeInTheDocument());
  });

  it('a draft left by a partial payment shows why in the list and in its drawer', async () => {
    const reason = 'Сумма 700 000,00 ₽ больше лимита на одну выплату: 600 000,00 ₽';
    const api = listApi([{ ...DRAFT, reason }, DECLINED]);
    renderApp('/payments/npd/multiple', { session: customerSession, api: api.handler });
    const table = await screen.findByRole('table', { name: 'Выплаты' });
    const row = within(table).getByText('Не прошла проверку').closest('tr') as HTMLElement;
    expect(within(row).getByText('Черновик')).toBeInTheDocument();
    expect(within(row).getByText(reason)).toBeInTheDocument();
    // A declined payout's reason stays in its drawer, not under its status.
    expect(within(table).queryByText(DECLINED.reason as string)).not.toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(within(row).getByText('Черновик'));
    const drawer = await screen.findByRole('dialog', { name: 'Выплата № 1' });
    expect(within(drawer).getByText(`Не прошла проверку: ${reason}`)).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Оплатить' })).toBeEnabled();
  });

  it('a payout waiting for its act says so, links to an act prefilled for it and can still be cancelled', async () => {
    const waiting = payout(8, { status: 'PENDING', waiting_for: 'SIGNED_ACT', can_cancel: true });
    const api = listApi([waiting]);
    renderApp('/payments/npd/multiple', { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    const table = await screen.findByRole('table', { name: 'Выплаты' });
    expect(within(table).getByText('Ждёт подписанного акта')).toBeInTheDocument();
    const drawer = await openRow(user, 'Петров Пётр Петрович');
    const alert = within(drawer).getByRole('alert');
    expect(alert).toHaveTextContent('Ждёт подписанного акта');
    expect(alert).toHaveTextContent(
      'В банк выплата уйдёт, когда акт, связанный с ней, подпишут компания и исполнитель',
    );
    const link = within(alert).getByRole('link', { name: 'Оформить акт' });
    const target = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(target.pathname).toBe('/document-management/single');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      payout: waiting.id,
      employee: waiting.employee.id,
      employee_name: 'Петров Пётр Петрович',
    });
    expect(within(drawer).getByRole('button', { name: 'Отменить выплату' })).toBeInTheDocument();
  });

  it('the open drawer follows a settling payout: a status reached meanwhile shows without reopening', async () => {
    let pending = payout(6, { status: 'PENDING' });
    const api = listApi([pending], {
      actionReply: (call) => (call.path === `/v1/payout/${pending.id}` ? { status: 200, data: pending } : undefined),
    });
    renderApp('/payments/npd/multiple', { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    const drawer = await openRow(user, 'Петров Пётр Петрович');
    expect(within(drawer).getByText('В обработке')).toBeInTheDocument();
    pending = payout(6, { status: 'DECLINED', reason: 'Банк отклонил платёж: счёт закрыт' });
    expect(
      await within(drawer).findByText('Банк отклонил платёж: счёт закрыт', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('keeps the list’s address when switching between one and several payouts', async () => {
    const api = listApi([DONE]);
    const { router } = renderApp('/payments/npd/multiple?status=DONE', { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('link', { name: 'Одна выплата' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payments/npd/single'));
    expect(router.state.location.search).toBe('?status=DONE');
  });

  it('cancels a payout not yet sent; a refusal is the server’s Russian message', async () => {
    const pending = payout(5, { status: 'PENDING', can_cancel: true });
    const api = listApi([pending], {
      actionReply: (call) =>
        call.path.endsWith('/cancel')
          ? {
              status: 409,
              data: { code: 'INVALID_STATE', error_message: 'Выплата уже отправлена в банк: отменить нельзя' },
            }
          : undefined,
    });
    renderApp('/payments/npd/multiple', { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    const drawer = await openRow(user, 'Петров Пётр Петрович');
    await user.click(within(drawer).getByRole('button', { name: 'Отменить выплату' }));
    expect(await screen.findByText('Выплата уже отправлена в банк: отменить нельзя')).toBeInTheDocument();
  });

  it('a list that failed on the server offers «Повторить»', async () => {
    const api = listApi([], {
      listReply: { status: 502, data: { code: 'INTERNAL', error_message: 'Внутренняя ошибка сервера' } },
    });
    renderApp('/payments/npd/multiple', { session: customerSession, api: api.handler });
    expect(await screen.findByText('Что-то пошло не так')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('a refused list says so with the server’s reason and offers no retry', async () => {
    const refused = listApi([], {
      listReply: { status: 403, data: { code: 'FORBIDDEN', error_message: 'Нет прав на выплаты' } },
    });
    renderApp('/payments/npd/multiple', { session: customerSession, api: refused.handler });
    expect(await screen.findByText('Нет доступа')).toBeInTheDocument();
    expect(screen.getByText('Нет прав на выплаты')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
  });
});
