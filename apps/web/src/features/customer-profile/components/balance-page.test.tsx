import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiPaths,
  type BalanceOperationItem,
  type BankAccount,
  IDEMPOTENCY_KEY_HEADER,
  type Moneyback,
} from '@vyplaty/contracts';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BALANCE_REFETCH_MS } from '../../../lib/balance';
import { http } from '../../../lib/http';
import { balanceFixture } from '../../../test/fixtures/balance';
import { verifiedCustomerProfile } from '../../../test/fixtures/customer';
import { pathOf, type StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';
import { captureSavedFiles } from '../../../test/saved-files';
import { setViewportWidth } from '../../../test/viewport';
import { TOP_UP_TIMING } from './top-up-dialog';

const originalAdapter = http.defaults.adapter;

// The route's page is a lazy chunk: loaded once here, so the first case does not spend its wait on the transform;
// the long forms of these screens take their time on a busy machine.
beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await import('../pages/balance-page');
}, 30_000);
const customer = { role: 'user', entity_id: 'c1', is_verified: true } as const;
const PAGE = '/profile/balance';

const ACCOUNT: BankAccount = {
  id: '11111111-1111-4111-8111-111111111111',
  account_type: 'LEGAL_ENTITY',
  bik: '044525225',
  bank_name: 'ПАО Сбербанк',
  corr_account: '30101810400000000225',
  account_number: '40702810700380000001',
  integration: null,
  integration_status: null,
  is_default: true,
  created_at: '2026-11-20T09:00:00.000Z',
};

const operation = (n: number, fields: Partial<BalanceOperationItem> = {}): BalanceOperationItem => ({
  id: `op-${n}`,
  type: 'CREDIT',
  amount: '50000.00',
  description: `Пополнение от ООО «Ромашка», п/п ${n}`,
  payout_id: null,
  created_at: '2026-11-20T09:00:00.000Z',
  ...fields,
});

type Call = { method: string; path: string; params: Record<string, unknown>; key?: string; body?: unknown };
type Options = { balance?: StubReply; moneybackReplies?: StubReply[]; operations?: BalanceOperationItem[] };

function balanceApi(options: Options = {}) {
  const calls: Call[] = [];
  const moneybacks: Moneyback[] = [];
  const replies = [...(options.moneybackReplies ?? [])];
  const operations = options.operations ?? [
    operation(1),
    operation(2, { type: 'DEBIT', amount: '1500.50', description: 'Выплата № 7 Петрову П. П.' }),
  ];
  const handler = (req: InternalAxiosRequestConfig): StubReply => {
    const path = pathOf(req);
    const method = (req.method ?? 'get').toUpperCase();
    const key = req.headers?.get?.(IDEMPOTENCY_KEY_HEADER) as string | undefined;
    const body = typeof req.data === 'string' ? JSON.parse(req.data) : undefined;
    calls.push({ method, path, params: req.params ?? {}, key, body });
    if (path === apiPaths.userProfile) return { status: 200, data: verifiedCustomerProfile };
    if (path === apiPaths.notifications.notReadCount) return { status: 200, data: { count: 0 } };
    if (path === apiPaths.balance.balance) return options.balance ?? { status: 200, data: balanceFixture() };
    if (path === apiPaths.userBanks) return { status: 200, data: { items: [ACCOUNT] } };
    if (path === apiPaths.balance.operations) {
      const page = Number(req.params?.page ?? 1);
      const size = Number(req.params?.page_size ?? 20);
      const items = operations.slice((page - 1) * size, page * size);
      return { status: 200, data: { items, totalCount: operations.length, next_cursor: `cursor-${page}` } };
    }
    if (path === apiPaths.balance.statementFile) return { status: 200, data: new Blob(['xlsx']) };
    if (path === apiPaths.balance.moneyback && method === 'GET') return { status: 200, data: { items: moneybacks } };
    if (path === apiPaths.balance.moneyback && method === 'POST') {
      const reply = replies.shift();
      if (reply) return reply;
      const created: Moneyback = {
        id: 'mb-1',
        amount: body.amount,
        status: 'PENDING',
        reason: null,
        bank_account_label: 'ПАО Сбербанк, …0001',
        created_at: '2026-11-22T10:00:00.000Z',
      };
      moneybacks.push(created);
      return { status: 201, data: created };
    }
    return { status: 404, data: { code: 'NOT_FOUND', error_message: 'Не найдено' } };
  };
  return {
    handler,
    calls,
    to: (path: string, method = 'GET') => calls.filter((c) => c.path === path && c.method === method),
  };
}

describe('profile → balance', { timeout: 60_000 }, () => {
  beforeEach(() => setViewportWidth(1440));
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    vi.unstubAllGlobals();
  });

  it('shows available, held, blocked and debt, and support’s payments block with its reason', async () => {
    const api = balanceApi({
      balance: {
        status: 200,
        data: balanceFixture({
          debt: '100.00',
          debt_limit: '50000.00',
          payments_blocked: true,
          payments_block_reason: 'Проверка документов',
        }),
      },
    });
    renderApp(PAGE, { session: customer, api: api.handler });
    const figures = await screen.findByLabelText('Баланс');
    expect(within(figures).getByText('150 000,00 ₽')).toBeInTheDocument();
    expect(within(figures).getByText('2 500,00 ₽')).toBeInTheDocument();
    expect(within(figures).getByText('100,00 ₽')).toBeInTheDocument();
    expect(within(figures).getByText('Кредитный лимит 50 000,00 ₽')).toBeInTheDocument();
    expect(screen.getByText(/Выплаты компании остановлены службой поддержки: Проверка документов/)).toBeInTheDocument();
  });

  it('«Пополнить» shows the nominal account and the purpose line, each copied with «скопировано»', async () => {
    const api = balanceApi();
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Пополнить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Пополнение баланса' });
    expect(within(dialog).getByText('40702810900000000001')).toBeInTheDocument();
    expect(within(dialog).getByText('044525225')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Зачисление появится на балансе в течение минуты после поступления денег на счёт.'),
    ).toBeInTheDocument();
    expect(TOP_UP_TIMING).toBe('Зачисление появится на балансе в течение минуты после поступления денег на счёт.');
    await user.click(within(dialog).getByRole('button', { name: 'Скопировать: Назначение платежа' }));
    expect(await navigator.clipboard.readText()).toBe(balanceFixture().nominal_account.purpose);
    expect(await screen.findByText('скопировано')).toBeInTheDocument();
  });

  it('a top-up credited while the page is open shows without a reload, with its operation and the bell asked again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let available = '150000.00';
      const operations = [operation(1)];
      const api = balanceApi({
        operations,
        get balance() {
          return { status: 200, data: balanceFixture({ available }) };
        },
      });
      renderApp(PAGE, { session: customer, api: api.handler });
      const figures = await screen.findByLabelText('Баланс');
      expect(within(figures).getByText('150 000,00 ₽')).toBeInTheDocument();
      const bellAsked = api.to(apiPaths.notifications.notReadCount).length;
      // The statement job credits a top-up on the server.
      available = '200000.00';
      operations.unshift(operation(9, { description: 'Пополнение от ООО «Лютик»' }));
      await vi.advanceTimersByTimeAsync(BALANCE_REFETCH_MS);
      expect(await within(figures).findByText('200 000,00 ₽')).toBeInTheDocument();
      expect(await screen.findByText('Пополнение от ООО «Лютик»')).toBeInTheDocument();
      await waitFor(() => expect(api.to(apiPaths.notifications.notReadCount).length).toBeGreaterThan(bellAsked));
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists operations with filters from the address and asks the next page after the previous page’s cursor', async () => {
    const many = Array.from({ length: 25 }, (_, i) => operation(i + 1));
    const api = balanceApi({ operations: many });
    const { router } = renderApp(`${PAGE}?types=CREDIT,DEBIT&amount_from=100.00`, {
      session: customer,
      api: api.handler,
    });
    const table = await screen.findByRole('table', { name: 'Операции по балансу' });
    expect(within(table).getByText('Пополнение от ООО «Ромашка», п/п 1')).toBeInTheDocument();
    expect(within(table).getAllByText('+ 50 000,00 ₽')).toHaveLength(20);
    expect(api.to(apiPaths.balance.operations)[0]?.params).toEqual({
      page: 1,
      page_size: 20,
      types: 'CREDIT,DEBIT',
      amount_from: '100.00',
    });
    expect(screen.getByText('Вид: Пополнение, Списание')).toBeInTheDocument();
    expect(screen.getByText('Сумма от: 100,00 ₽')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: /следующ/i }));
    await waitFor(() =>
      expect(api.to(apiPaths.balance.operations).at(-1)?.params).toMatchObject({ page: 2, after: 'cursor-1' }),
    );
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');

    await user.click(screen.getByTitle('Убрать фильтр «Вид»'));
    await waitFor(() =>
      expect(api.to(apiPaths.balance.operations).at(-1)?.params).toEqual({
        page: 1,
        page_size: 20,
        amount_from: '100.00',
      }),
    );
  });

  it('downloads the statement of a period as Excel', async () => {
    const saved = captureSavedFiles();
    const api = balanceApi();
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Выписка' }));
    const dialog = await screen.findByRole('dialog', { name: 'Выписка по балансу' });
    await user.click(within(dialog).getByRole('button', { name: 'Скачать Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const params = api.to(apiPaths.balance.statementFile)[0]?.params;
    // Without the API's file name, the period's: «Выписка 2026-11-01 — 2026-11-29.xlsx».
    expect(saved[0]).toBe(`Выписка ${params?.date_from} — ${params?.date_to}.xlsx`);
    expect(params).toMatchObject({ format: 'xlsx' });
    expect(params?.date_from).toMatch(/^\d{4}-\d{2}-01$/);
    expect(params?.date_to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('returns money to the company’s account; after a lost answer the retry carries the same key, even from a reopened dialog', async () => {
    const api = balanceApi({ moneybackReplies: ['network-error'] });
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Вернуть деньги' }));
    let dialog = await screen.findByRole('dialog', { name: 'Вернуть деньги на счёт компании' });
    await waitFor(() => expect(within(dialog).getByText('ПАО Сбербанк, …0001')).toBeInTheDocument());
    await user.type(within(dialog).getByLabelText('Сумма, ₽'), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Вернуть' }));
    expect(await screen.findByText(/Ответ банка не дошёл/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Отменить' }));

    await user.click(screen.getByRole('button', { name: 'Вернуть деньги' }));
    dialog = await screen.findByRole('dialog', { name: 'Вернуть деньги на счёт компании' });
    await user.type(within(dialog).getByLabelText('Сумма, ₽'), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Вернуть' }));
    expect(await screen.findByText(/Заявка на возврат принята/)).toBeInTheDocument();

    const sent = api.to(apiPaths.balance.moneyback, 'POST');
    expect(sent).toHaveLength(2);
    expect(sent[0]?.body).toEqual({ amount: '1000.00', bank_account_id: ACCOUNT.id });
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]?.key).toBe(sent[0]?.key);
    const returns = await screen.findByRole('table', { name: 'Возвраты денег' });
    expect(within(returns).getByText('Отправлен в банк')).toBeInTheDocument();
  });

  it('a refused moneyback shows the server’s Russian reason on the field', async () => {
    const api = balanceApi({
      moneybackReplies: [
        {
          status: 400,
          data: {
            code: 'VALIDATION_ERROR',
            error_message: 'Проверьте сумму',
            fields: { amount: 'Недостаточно средств на балансе: доступно 150 000,00 ₽' },
          },
        },
      ],
    });
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Вернуть деньги' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вернуть деньги на счёт компании' });
    await user.type(within(dialog).getByLabelText('Сумма, ₽'), '999999');
    await user.click(within(dialog).getByRole('button', { name: 'Вернуть' }));
    expect(
      await within(dialog).findByText('Недостаточно средств на балансе: доступно 150 000,00 ₽'),
    ).toBeInTheDocument();
  });

  it('a balance that failed to load offers «Повторить»', async () => {
    const api = balanceApi({
      balance: { status: 503, data: { code: 'BANK_UNAVAILABLE', error_message: 'Банк не отвечает, попробуйте позже' } },
    });
    renderApp(PAGE, { session: customer, api: api.handler });
    expect(await screen.findByText('Банк не отвечает, попробуйте позже')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
  it('an operation of a payout links to that payout on the payouts page; a top-up has no such link', async () => {
    const payoutId = '20000000-0000-4000-8000-000000000007';
    const api = balanceApi({
      operations: [
        operation(1),
        operation(2, { type: 'DEBIT', amount: '8700.00', description: 'Выплата № 7', payout_id: payoutId }),
      ],
    });
    renderApp(PAGE, { session: customer, api: api.handler });
    const table = await screen.findByRole('table', { name: 'Операции по балансу' });
    const links = within(table).getAllByRole('link', { name: /^Открыть выплату/ });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', `/payments/npd/single?payout=${payoutId}`);
  });
});
