import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiPaths,
  MASS_PAYOUT_PAY_MESSAGES,
  type MassPayout,
  type MassPayoutRow,
  pathWithId,
} from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import type { StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';
import { captureSavedFiles } from '../../../test/saved-files';
import {
  BAD_ROW,
  importing,
  paying,
  REPEAT_ROW,
  registry,
  registryId,
  registryRow,
} from '../test/mass-payouts-test-api';
import { type Call, customerSession, payoutsTestApi, uuidOf } from '../test/payouts-test-api';

const originalAdapter = http.defaults.adapter;
beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await import('./payments-pages');
}, 30_000);
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.restoreAllMocks();
});

const ID = registryId(1);
const PAGE = `/payments/mass-payment/${ID}`;
const ONE = pathWithId(apiPaths.massPayouts.one, ID);
const ROWS = pathWithId(apiPaths.massPayouts.rows, ID);
const PAY = pathWithId(apiPaths.massPayouts.pay, ID);
const REPORT = pathWithId(apiPaths.massPayouts.report, ID);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function registryApi(current: () => MassPayout, rows: MassPayoutRow[], change?: (call: Call) => StubReply | undefined) {
  return payoutsTestApi((call) => {
    if (call.path === ONE && call.method === 'GET') return { status: 200, data: current() };
    if (call.path === ROWS && call.method === 'GET') {
      const state = (call.params as { state?: string }).state;
      return { status: 200, data: { items: rows.filter((r) => !state || r.state === state), next_cursor: null } };
    }
    if (call.path === pathWithId(apiPaths.massPayouts.history, ID)) return { status: 200, data: { items: [] } };
    return change?.(call);
  });
}

const DRAFT_ROWS = [registryRow(1), registryRow(2), registryRow(3), BAD_ROW, REPEAT_ROW];

const paidRow = registryRow(1, {
  state: 'PAYOUT_CREATED',
  payout_id: uuidOf('20000000', 7),
  payout_number: 7,
  payout_status: 'DONE',
});
const failedRow = registryRow(2, {
  state: 'FAILED',
  errors: ['Исполнитель больше не самозанятый: выплата не создана'],
});

const completed = () =>
  paying(
    1,
    { phase: 'DONE', rows_done: 4, rows_paid: 3, rows_failed: 1, finished_at: '2026-11-21T09:05:00.000Z' },
    { status: 'COMPLETED' },
  );

describe('paying a registry (/payments/mass-payment/{id})', () => {
  it.each([
    { name: 'a checked draft with verified rows', shown: registry(1), isEnabled: true },
    {
      name: 'a draft of confirmed repeats only (the sum to pay is above zero)',
      shown: registry(1, {
        rows: { valid: 0, invalid: 1, duplicate: 1 },
        totals: { gross: '1000.00', ndfl: '0.00', net: '1000.00' },
      }),
      isEnabled: true,
    },
    {
      name: 'a draft with nothing to pay',
      shown: registry(1, {
        rows: { valid: 0, invalid: 2, duplicate: 1 },
        totals: { gross: '0.00', ndfl: '0.00', net: '0.00' },
      }),
      isEnabled: false,
    },
  ])('«Оплатить реестр» for $name: enabled = $isEnabled', async ({ shown, isEnabled }) => {
    const api = registryApi(() => shown, DRAFT_ROWS);
    renderApp(PAGE, { session: customerSession, api: api.handler });
    const button = await screen.findByRole('button', { name: 'Оплатить реестр' });
    if (isEnabled) expect(button).toBeEnabled();
    else expect(button).toBeDisabled();
    expect(screen.queryByText(/появится в ближайшем обновлении/)).not.toBeInTheDocument();
  });

  it('offers no payment while the file is still checked', async () => {
    const api = registryApi(() => importing(1, 1, 5), []);
    renderApp(PAGE, { session: customerSession, api: api.handler });
    expect(await screen.findByText('Проверено 1 из 5 строк')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Оплатить реестр' })).not.toBeInTheDocument();
  });

  it('confirms the totals and the mode, pays with an Idempotency-Key and follows the payment to its end', async () => {
    let now = registry(1);
    const api = registryApi(
      () => now,
      DRAFT_ROWS,
      (call) => {
        if (call.path !== PAY) return undefined;
        now = paying(1, { phase: 'CHECKING', rows_done: 2, rows_total: 5 });
        return { status: 202, data: now };
      },
    );
    renderApp(PAGE, { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Оплатить реестр' }));
    const dialog = await screen.findByRole('dialog', { name: 'Оплатить реестр № 1?' });
    expect(within(dialog).getAllByText('4 000,00 ₽')).toHaveLength(2);
    expect(within(dialog).queryByText('НДФЛ')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Режим: «Оплатить только верные строки»')).toBeInTheDocument();
    expect(api.to(PAY)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Оплатить' }));

    await waitFor(() => expect(api.to(PAY)).toHaveLength(1));
    expect(api.to(PAY)[0]?.body).toEqual({ channel: 'NOMINAL_ACCOUNT' });
    expect(api.to(PAY)[0]?.key).toMatch(UUID);
    expect(await screen.findByText('Проверяем строки перед оплатой: 2 из 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Ход оплаты реестра' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Оплачивается')).toBeInTheDocument();
    // A registry being paid can no longer change: no removal, no repeats to confirm, no mode, no deletion.
    expect(screen.queryByRole('button', { name: 'Удалить реестр' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText('Режим оплаты: «Оплатить только верные строки»')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Подтвердить повтор' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Выбрать строку/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Скачать отчёт о выплате' })).not.toBeInTheDocument();

    now = paying(1, { phase: 'FOLLOWING', rows_done: 4, rows_paid: 2, rows_failed: 1 });
    expect(await screen.findByText('Банк проводит выплаты: выплачено 2 из 4, не выплачено 1')).toBeInTheDocument();

    now = completed();
    expect(await screen.findByText('Реестр № 1: выплачено 3 из 4')).toBeInTheDocument();
    expect(screen.getByText('Оплачен')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скачать отчёт о выплате' })).toBeInTheDocument();
    const asked = api.to(ONE, 'GET').length;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(api.to(ONE, 'GET')).toHaveLength(asked);
  });

  it('a lost answer keeps the key for the next click; a refusal shows the server’s reason', async () => {
    let replies: StubReply[] = [
      'network-error',
      { status: 422, data: { code: 'VALIDATION_ERROR', error_message: MASS_PAYOUT_PAY_MESSAGES.hasErrors(2) } },
    ];
    const api = registryApi(
      () => registry(1, { error_mode: 'FAIL_ERRORS' }),
      DRAFT_ROWS,
      (call) => {
        if (call.path !== PAY) return undefined;
        const [reply, ...rest] = replies;
        replies = rest;
        return reply;
      },
    );
    renderApp(PAGE, { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Оплатить реестр' }));
    const dialog = await screen.findByRole('dialog', { name: 'Оплатить реестр № 1?' });
    expect(within(dialog).getByText('Режим: «Не оплачивать, если есть ошибки»')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Оплатить' }));
    expect(await screen.findByText(/Ответ не дошёл/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Оплатить' }));
    expect(await screen.findByText(MASS_PAYOUT_PAY_MESSAGES.hasErrors(2))).toBeInTheDocument();
    const [first, second] = api.to(PAY);
    expect(first?.key).toMatch(UUID);
    expect(second?.key).toBe(first?.key);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Черновик')).toBeInTheDocument();
  });

  it('a registry that was not paid says why, and its rows say why each was not paid', async () => {
    const failed = paying(
      1,
      { phase: 'DONE', rows_failed: 4, error: 'Недостаточно денег на балансе: не хватает 1 000,00 ₽' },
      { status: 'ERROR' },
    );
    const api = registryApi(() => failed, [failedRow]);
    renderApp(PAGE, { session: customerSession, api: api.handler });
    expect(await screen.findByText('Недостаточно денег на балансе: не хватает 1 000,00 ₽')).toBeInTheDocument();
    expect(screen.getByText('Ошибка оплаты')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Строки реестра' });
    expect(within(table).getByText('Не оплачена')).toBeInTheDocument();
    expect(within(table).getByText('Исполнитель больше не самозанятый: выплата не создана')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Не оплаченные' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скачать отчёт о выплате' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Оплатить реестр' })).not.toBeInTheDocument();
  });

  it('a registry whose payment paid nothing is a draft again: the reason, and it can be paid again', async () => {
    const refused = paying(
      1,
      { phase: 'DONE', error: 'Недостаточно денег на балансе: доступно 100,00 ₽' },
      { status: 'DRAFT' },
    );
    const api = registryApi(() => refused, DRAFT_ROWS);
    renderApp(PAGE, { session: customerSession, api: api.handler });
    expect(await screen.findByText('Недостаточно денег на балансе: доступно 100,00 ₽')).toBeInTheDocument();
    expect(screen.getByText(/Деньги не списаны/)).toBeInTheDocument();
    expect(screen.getByText('Черновик')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Оплатить реестр' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Скачать отчёт о выплате' })).not.toBeInTheDocument();
    expect(screen.queryByText(/выплачено 0 из/)).not.toBeInTheDocument();
  });

  it('a paid row links to its payout with the payout’s status; the result report is downloaded', async () => {
    const saved = captureSavedFiles();
    const api = registryApi(completed, [paidRow, failedRow], (call) =>
      call.path === REPORT ? { status: 200, data: new Blob(['x']) } : undefined,
    );
    renderApp(PAGE, { session: customerSession, api: api.handler });
    const table = await screen.findByRole('table', { name: 'Строки реестра' });
    const link = within(table).getByRole('link', { name: 'Выплата № 7' });
    expect(link).toHaveAttribute('href', `/payments/npd/single?payout=${paidRow.payout_id}`);
    expect(within(table).getByText('Выплачено')).toBeInTheDocument();
    expect(within(table).getByText('Выплата создана')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Скачать отчёт о выплате' }));
    await waitFor(() => expect(saved).toEqual(['Реестр № 1 — отчёт о выплате.xlsx']));
  });
});
