import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type Employee, type EmployeePayout, type EmployeePayoutListRequest } from '@vyplaty/contracts';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { pathOf, type StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { employeeSession, uuidOf } from '../test/payouts-test-api';

const originalAdapter = http.defaults.adapter;

// The route's page is a lazy chunk: loaded once here, so the first case does not spend its wait on the transform;
// the long forms of these screens take their time on a busy machine.
beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await import('./employee-payments-page');
  await import('./employee-payment-page');
}, 30_000);
/** GET employee: the contractor's card, as the API answers it. */
const CONTRACTOR_CARD = {
  id: 'e1',
  last_name: 'Петров',
  first_name: 'Пётр',
  patronymic: 'Петрович',
  phone_number: '+79990000001',
  email: null,
  inn: '500100732259',
  is_verified: true,
  status: 'ACTIVE',
} satisfies Employee;
const COMPANY = { id: uuidOf('30000000', 1), name: 'ООО "Ромашка"', inn: '7707083893' };

const employeePayout = (n: number, fields: Partial<EmployeePayout> = {}): EmployeePayout => ({
  id: uuidOf('20000000', n),
  number: n,
  kind: 'NPD',
  status: 'DONE',
  company: COMPANY,
  amount: '1500.50',
  breakdown: null,
  service_name: 'Разработка сайта',
  recipient: { kind: 'CARD', label: 'Карта •• 4242' },
  reason: null,
  waiting_for: null,
  receipt: {
    status: 'REGISTERED',
    receipt_id: '20abc',
    link: 'https://lknpd.nalog.ru/api/v1/receipt/500100732259/20abc/print',
    print_url: '/api/v1/receipt/500100732259/20abc/print',
  },
  created_at: '2026-11-21T09:00:00.000Z',
  paid_at: '2026-11-21T09:05:00.000Z',
  ...fields,
});

const NPD = employeePayout(3);
const INDIVIDUAL = employeePayout(4, {
  kind: 'INDIVIDUAL',
  amount: '8700.00',
  receipt: null,
  breakdown: {
    amount: '10000.00',
    ndfl: '1300.00',
    payout_amount: '8700.00',
    contributions: '3000.00',
    ndfl_rate: '13',
    year_income_before: '0.00',
  },
});
const HISTORY = [
  { id: 'h1', event: 'CREATED', text: 'Выплата создана', at: '2026-11-21T09:00:00.000Z' },
  { id: 'h2', event: 'ADD_RECEIPT', text: 'Зарегистрирован чек № 20abc', at: '2026-11-21T09:06:00.000Z' },
] as const;

function employeeApi(route: (path: string) => StubReply | undefined = () => undefined) {
  const lists: EmployeePayoutListRequest[] = [];
  const paths: string[] = [];
  const handler = (req: InternalAxiosRequestConfig): StubReply => {
    const path = pathOf(req);
    paths.push(path);
    const routed = route(path);
    if (routed) return routed;
    if (path === apiPaths.employee) return { status: 200, data: CONTRACTOR_CARD };
    if (path === apiPaths.notifications.notReadCount) return { status: 200, data: { count: 0 } };
    if (path === apiPaths.employeeOnboarding.companies) {
      const said = { status: 'NEVER', ended_on: null, stated_at: '2026-11-01T09:00:00.000Z' };
      const company = {
        id: COMPANY.id,
        organisation_name: COMPANY.name,
        inn: COMPANY.inn,
        status: 'ACTIVE',
        tax_regime: 'NPD',
        joined_at: '2026-11-01T09:00:00.000Z',
        former_employment: { employee: said, customer: null },
      };
      return { status: 200, data: { items: [company] } };
    }
    if (path === apiPaths.employeePayouts.all) {
      lists.push(JSON.parse(String(req.data)));
      return { status: 200, data: { items: [NPD, INDIVIDUAL], totalCount: 2, next_cursor: null } };
    }
    if (path === `/v1/employee/payout/${NPD.id}`) return { status: 200, data: { ...NPD, history: HISTORY } };
    if (path === `/v1/employee/individual_payout/${INDIVIDUAL.id}`) {
      return { status: 200, data: { ...INDIVIDUAL, history: HISTORY.slice(0, 1) } };
    }
    return { status: 404, data: { code: 'NOT_FOUND', error_message: 'Выплата не найдена' } };
  };
  return { handler, lists, paths };
}

describe('the contractor’s payouts', { timeout: 60_000 }, () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    vi.unstubAllGlobals();
  });

  it('lists payouts from every company with filters in the address; a row opens its page', async () => {
    const api = employeeApi();
    const { router } = renderApp('/employee/payments?kind=NPD&date_from=2026-11-01', {
      session: employeeSession,
      api: api.handler,
    });
    const table = await screen.findByRole('table', { name: 'Выплаты' });
    expect(within(table).getAllByText('ООО "Ромашка"')).toHaveLength(2);
    expect(within(table).getByText('8 700,00 ₽')).toBeInTheDocument();
    expect(within(table).getByText('Зарегистрирован')).toBeInTheDocument();
    expect(api.lists[0]).toEqual({ page: 1, page_size: 20, filters: { kind: 'NPD', date_from: '2026-11-01' } });

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText('Статус'));
    await user.click(await screen.findByRole('option', { name: 'Выплачено' }));
    await waitFor(() =>
      expect(api.lists.at(-1)?.filters).toEqual({ kind: 'NPD', date_from: '2026-11-01', status: ['DONE'] }),
    );
    await user.click(screen.getByLabelText('Компания'));
    await user.click(await screen.findByRole('option', { name: 'ООО "Ромашка"' }));
    await waitFor(() => expect(api.lists.at(-1)?.filters?.customer_id).toBe(COMPANY.id));
    expect(new URLSearchParams(router.state.location.search).get('customer_id')).toBe(COMPANY.id);

    await user.click(within(table).getByText('8 700,00 ₽'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/employee/payments/${INDIVIDUAL.id}`));
    expect(router.state.location.search).toBe('?kind=INDIVIDUAL');
    expect(await screen.findByRole('heading', { name: 'Выплата № 4' })).toBeInTheDocument();
    expect(screen.getByText('НДФЛ (13 %)')).toBeInTheDocument();
    expect(api.paths).toContain(`/v1/employee/individual_payout/${INDIVIDUAL.id}`);
  });

  it('a payout’s page: amount, company, status history, the receipt to open and print', async () => {
    const api = employeeApi();
    renderApp(`/employee/payments/${NPD.id}`, { session: employeeSession, api: api.handler });
    expect(await screen.findByRole('heading', { name: 'Выплата № 3' })).toBeInTheDocument();
    expect(screen.getByText('1 500,50 ₽')).toBeInTheDocument();
    expect(screen.getByText('ООО "Ромашка", ИНН 7707083893')).toBeInTheDocument();
    expect(screen.getByText('Карта •• 4242')).toBeInTheDocument();
    expect(screen.getByText('Зарегистрирован чек № 20abc')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть чек' })).toHaveAttribute('href', NPD.receipt?.link);
    expect(screen.getByRole('link', { name: 'Распечатать чек' })).toHaveAttribute(
      'href',
      expect.stringContaining('/api/v1/receipt/500100732259/20abc/print'),
    );
  });

  it('a payout waiting for its act says so in plain words and leads to the documents', async () => {
    const waiting = employeePayout(5, { status: 'PENDING', waiting_for: 'SIGNED_ACT', receipt: null, paid_at: null });
    const api = employeeApi((path) =>
      path === `/v1/employee/payout/${waiting.id}`
        ? { status: 200, data: { ...waiting, history: HISTORY.slice(0, 1) } }
        : undefined,
    );
    renderApp(`/employee/payments/${waiting.id}?kind=NPD`, { session: employeeSession, api: api.handler });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ждёт подписанного акта');
    expect(alert).toHaveTextContent('Они придут, когда акт по этой выплате подпишут обе стороны — вы и компания');
    expect(within(alert).getByRole('link', { name: 'К документам' })).toHaveAttribute('href', '/employee/documents');
  });

  it('an address without the kind finds an individual payout after the НПД call says 404', async () => {
    const api = employeeApi();
    renderApp(`/employee/payments/${INDIVIDUAL.id}`, { session: employeeSession, api: api.handler });
    expect(await screen.findByRole('heading', { name: 'Выплата № 4' })).toBeInTheDocument();
    expect(api.paths).toContain(`/v1/employee/payout/${INDIVIDUAL.id}`);
    expect(screen.getByText('На руки')).toBeInTheDocument();
    expect(screen.getAllByText('8 700,00 ₽').length).toBeGreaterThan(0);
  });

  it('a payout that is not the contractor’s says «Не найдено» without a retry', async () => {
    const api = employeeApi();
    renderApp(`/employee/payments/${uuidOf('99999999', 9)}`, { session: employeeSession, api: api.handler });
    expect(await screen.findByText('Не найдено')).toBeInTheDocument();
    expect(screen.getByText('Выплата не найдена')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
  });
});
