import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type CreatePayoutsRequest, type PayoutCheckRequest } from '@vyplaty/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { balanceFixture } from '../../../test/fixtures/balance';
import type { StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import {
  type Call,
  checkAnswer,
  customerSession,
  PETROV,
  payout,
  payoutsTestApi,
  SIDOROVA,
} from '../test/payouts-test-api';

const originalAdapter = http.defaults.adapter;

// The route's page is a lazy chunk: loaded once here, so the first case does not spend its wait on the transform;
// the long forms of these screens take their time on a busy machine.
beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await import('../pages/payout-pages');
}, 30_000);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const LIST_EMPTY = { status: 200, data: { items: [], totalCount: 0, next_cursor: null } } as const;

type Options = {
  createReplies?: StubReply[];
  failing?: number[];
  balance?: object;
  /** What GET payout/{id} answers afterwards: the bank has settled the payout meanwhile. */
  settled?: 'DONE' | 'DECLINED';
};

/** The NPD and individual payout calls: check answers every row, create answers from `createReplies` in turn. */
function moneyApi(kind: 'NPD' | 'INDIVIDUAL', options: Options = {}) {
  const paths = kind === 'NPD' ? apiPaths.payouts : apiPaths.individualPayouts;
  const replies = [...(options.createReplies ?? [])];
  return payoutsTestApi((call: Call) => {
    if (call.path === apiPaths.balance.balance && options.balance) return { status: 200, data: options.balance };
    if (call.path === paths.list) return LIST_EMPTY;
    if (options.settled && call.method === 'GET' && /\/payout\/[^/]+$/.test(call.path)) {
      return { status: 200, data: payout(7, { kind, status: options.settled, employee: { ...payout(1).employee } }) };
    }
    if (call.path === paths.check) {
      const answer = checkAnswer((call.body as PayoutCheckRequest).rows as never, options.failing);
      if (kind === 'INDIVIDUAL') {
        for (const row of answer.rows) {
          row.breakdown = {
            amount: '10000.00',
            ndfl: '1300.00',
            payout_amount: '8700.00',
            contributions: '3000.00',
            ndfl_rate: '13',
            year_income_before: '0.00',
          };
        }
      }
      return { status: 200, data: answer };
    }
    if (call.path === paths.create) {
      const rows = (call.body as CreatePayoutsRequest).rows;
      const items = rows.map((row, i) =>
        payout(7 + i, { kind, status: 'PENDING', amount: String(row.amount), employee: { ...payout(1).employee } }),
      );
      return replies.shift() ?? { status: 201, data: { items } };
    }
    return undefined;
  });
}

type User = ReturnType<typeof userEvent.setup>;

/** Opens the picker (its first page of contractors) and takes one; the server search has its own case. */
async function pickContractor(user: User, name: string, field: HTMLElement) {
  await user.click(field);
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

/** Fills row `index` of the form (0-based) with a contractor, an amount and what it is for. */
async function fillRow(user: User, index: number, name: string, amount: string) {
  await pickContractor(user, name, (await screen.findAllByLabelText('Исполнитель'))[index] as HTMLElement);
  await user.type(screen.getAllByLabelText(/^Сумма/)[index] as HTMLElement, amount);
  await user.type(screen.getAllByLabelText('За что')[index] as HTMLElement, 'Сайт');
}

describe('a single НПД payout', { timeout: 60_000 }, () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    vi.unstubAllGlobals();
  });

  it('checks every rule, shows the checklist and the money available beside «Выплатить»', async () => {
    const api = moneyApi('NPD');
    renderApp('/payments/npd/single', { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('Доступно на балансе: 150 000,00 ₽')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выплатить' })).toBeDisabled();

    await fillRow(user, 0, 'Петров Пётр Петрович', '1500.5');
    expect(screen.getByText('Итого: 1 500,50 ₽')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Проверить' }));

    // One line per row, opening to every rule.
    expect(await screen.findByText('Все проверки пройдены')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Проверка выплаты' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Все проверки' }));
    const checklist = await screen.findByRole('list', { name: 'Проверка выплаты' });
    expect(within(checklist).getByText('Статус НПД на дату выплаты')).toBeInTheDocument();
    expect(within(checklist).getByText('Карта •• 4242')).toBeInTheDocument();
    expect(within(checklist).getAllByLabelText('выполнено')).toHaveLength(3);
    expect(api.to(apiPaths.payouts.check)[0]?.body).toEqual({
      rows: [{ employee_id: PETROV.id, amount: '1500.50', service_name: 'Сайт' }],
    });
    expect(screen.getByRole('button', { name: 'Выплатить' })).toBeEnabled();
  });

  it('names a failed rule with its Russian reason and does not let the row be paid', async () => {
    const api = moneyApi('NPD', { failing: [0] });
    renderApp('/payments/npd/single', { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await fillRow(user, 0, 'Петров Пётр Петрович', '3000000');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));

    // The one line names the first problem; the full list shows it on its rule.
    const summary = await screen.findByText('С этой выплатой доход исполнителя превысит 2 400 000,00 ₽ за год');
    expect(summary.closest('div')?.querySelector('[aria-label="не выполнено"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Все проверки' }));
    const checklist = await screen.findByRole('list', { name: 'Проверка выплаты' });
    const failed = within(checklist).getByText('Доход за год не больше 2,4 млн ₽').closest('li') as HTMLElement;
    expect(within(failed).getByLabelText('не выполнено')).toBeInTheDocument();
    expect(
      within(failed).getByText('С этой выплатой доход исполнителя превысит 2 400 000,00 ₽ за год'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выплатить' })).toBeDisabled();
  });

  it('pays with pay:true and an Idempotency-Key, shows the result and opens the payout’s drawer', async () => {
    const api = moneyApi('NPD');
    renderApp('/payments/npd/single', { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await fillRow(user, 0, 'Петров Пётр Петрович', '1500,50');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    await user.click(await screen.findByRole('button', { name: 'Выплатить' }));

    const drawer = await screen.findByRole('dialog', { name: 'Выплата № 7' });
    expect(within(drawer).getByText('В обработке')).toBeInTheDocument();
    const [create] = api.to(apiPaths.payouts.create);
    expect(create?.body).toEqual({
      rows: [{ employee_id: PETROV.id, amount: '1500.50', service_name: 'Сайт' }],
      pay: true,
    });
    expect(create?.key).toMatch(UUID);
    await user.click(within(drawer).getByRole('button', { name: 'Закрыть' }));
    expect(await screen.findByText('Выплата № 7: в обработке')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '№ 7' }));
    expect(await screen.findByRole('dialog', { name: 'Выплата № 7' })).toBeInTheDocument();
  });

  it('the result banner follows the payout to the status the bank gave it, never staying at «создана»', async () => {
    const api = moneyApi('NPD', { settled: 'DECLINED' });
    renderApp('/payments/npd/single', { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await fillRow(user, 0, 'Петров Пётр Петрович', '1500,50');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    await user.click(await screen.findByRole('button', { name: 'Выплатить' }));
    const drawer = await screen.findByRole('dialog', { name: 'Выплата № 7' });
    await user.click(within(drawer).getByRole('button', { name: 'Закрыть' }));
    expect(await screen.findByText('Выплата № 7: отклонено банком')).toBeInTheDocument();
    expect(screen.getByText(/: Отклонено банком$/)).toBeInTheDocument();
    expect(screen.queryByText('Выплата создана')).not.toBeInTheDocument();
  });

  it('a retry after a lost answer sends the same key; a new payout afterwards gets a new one', async () => {
    const api = moneyApi('NPD', {
      createReplies: ['network-error', { status: 503, data: { code: 'INTERNAL', error_message: 'Сервис недоступен' } }],
    });
    renderApp('/payments/npd/single', { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await fillRow(user, 0, 'Петров Пётр Петрович', '1500,50');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    await user.click(await screen.findByRole('button', { name: 'Выплатить' }));
    expect(await screen.findByText(/Ответ о выплате не дошёл/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Выплатить' }));
    await waitFor(() => expect(api.to(apiPaths.payouts.create)).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Выплатить' }));
    await screen.findByRole('dialog', { name: 'Выплата № 7' });

    const keys = api.to(apiPaths.payouts.create).map((call) => call.key);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    await user.click(await screen.findByRole('button', { name: 'Новая выплата' }));
    await fillRow(user, 0, 'Петров Пётр Петрович', '1500,50');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    await user.click(await screen.findByRole('button', { name: 'Выплатить' }));
    await waitFor(() => expect(api.to(apiPaths.payouts.create)).toHaveLength(4));
    expect(api.to(apiPaths.payouts.create)[3]?.key).not.toBe(keys[0]);
  });

  it('a double click on «Выплатить» sends one request', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = moneyApi('NPD');
    const slow = payoutsTestApi(async (call) => {
      if (call.path === apiPaths.payouts.create) await held;
      return undefined;
    });
    renderApp('/payments/npd/single', {
      session: customerSession,
      api: async (req) => {
        await slow.handler(req);
        return api.handler(req);
      },
    });
    const user = userEvent.setup({ delay: null });
    await fillRow(user, 0, 'Петров Пётр Петрович', '100');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    const pay = await screen.findByRole('button', { name: 'Выплатить' });
    // Two presses before React renders the disabled button: the second must send nothing.
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(pay).toBeDisabled());
    fireEvent.click(pay);
    release();
    await screen.findByRole('dialog', { name: 'Выплата № 7' });
    expect(api.to(apiPaths.payouts.create)).toHaveLength(1);
  });

  it('a refusal puts the server’s Russian message on the field and asks for a new check after a change', async () => {
    const api = moneyApi('NPD', {
      createReplies: [
        {
          status: 400,
          data: {
            code: 'VALIDATION_ERROR',
            error_message: 'Проверьте сумму',
            fields: { 'rows.0.amount': 'Превышен лимит выплат компании за день' },
          },
        },
      ],
    });
    renderApp('/payments/npd/single', { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await fillRow(user, 0, 'Петров Пётр Петрович', '90000');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    await user.click(await screen.findByRole('button', { name: 'Выплатить' }));
    expect(await screen.findByText('Превышен лимит выплат компании за день')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Комментарий'), 'аванс');
    expect(screen.getByRole('button', { name: 'Выплатить' })).toBeDisabled();
    expect(screen.queryByRole('list', { name: 'Проверка выплаты' })).not.toBeInTheDocument();
  });

  it('finds the contractor on the server and takes «За что» from the company’s catalogue with its id', async () => {
    const service = {
      id: '40000000-0000-4000-8000-000000000001',
      name: 'Монтаж оборудования',
      unit: { id: '50000000-0000-4000-8000-000000000001', name: 'Час', short_name: 'ч' },
      price: '2000.00',
    };
    const api = payoutsTestApi((call) => {
      if (call.path === apiPaths.services.list) return { status: 200, data: { items: [service] } };
      if (call.path === apiPaths.payouts.list) return LIST_EMPTY;
      if (call.path === apiPaths.payouts.check) {
        return { status: 200, data: checkAnswer((call.body as PayoutCheckRequest).rows as never) };
      }
      return undefined;
    });
    renderApp('/payments/npd/single', { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Исполнитель'), 'Сидорова');
    await waitFor(() =>
      expect(api.to(apiPaths.employees.list).map((call) => (call.body as { search?: string }).search)).toContain(
        'Сидорова',
      ),
    );
    await user.click(await screen.findByRole('option', { name: /Сидорова Анна/ }));
    await user.type(screen.getByLabelText('Сумма, ₽'), '4000');
    await user.click(screen.getByLabelText('За что'));
    await waitFor(() => expect(api.to(apiPaths.services.list, 'GET')).toHaveLength(1));
    // The price is grouped with a no-break space, as ru-RU writes it.
    await user.click(await screen.findByRole('option', { name: /^Монтаж оборудования — 2\s000,00 ₽ за ч$/ }));
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    await screen.findByText('Все проверки пройдены');
    expect(api.to(apiPaths.payouts.check)[0]?.body).toEqual({
      rows: [
        { employee_id: SIDOROVA.id, amount: '4000.00', service_name: 'Монтаж оборудования', service_id: service.id },
      ],
    });
  });

  it('shows support’s payments block with its reason and keeps «Выплатить» closed', async () => {
    const api = moneyApi('NPD', {
      balance: balanceFixture({ payments_blocked: true, payments_block_reason: 'Проверка документов' }),
    });
    renderApp('/payments/npd/single', { session: customerSession, api: api.handler });
    expect(
      await screen.findByText('Выплаты компании остановлены службой поддержки: Проверка документов'),
    ).toBeInTheDocument();
  });

  it('says how much is missing when the total is over the available money', async () => {
    const api = moneyApi('NPD', { balance: balanceFixture({ available: '1000.00' }) });
    renderApp('/payments/npd/single', { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Сумма, ₽'), '1500');
    expect(await screen.findByText(/не хватает 500,00 ₽/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Пополнить баланс' })).toHaveAttribute('href', '/profile/balance');
  });
});

describe('an individual payout and several rows', { timeout: 60_000 }, () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    vi.unstubAllGlobals();
  });

  it('shows the НДФЛ breakdown (gross, НДФЛ, net, contributions) before confirming', async () => {
    const api = moneyApi('INDIVIDUAL');
    renderApp('/payments/individual/single', { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await fillRow(user, 0, 'Петров Пётр Петрович', '10000');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    await user.click(await screen.findByRole('button', { name: 'Все проверки' }));
    const breakdown = await screen.findByRole('region', { name: 'Расчёт НДФЛ и взносов' });
    expect(within(breakdown).getByText('10 000,00 ₽')).toBeInTheDocument();
    expect(within(breakdown).getByText('НДФЛ (13 %)')).toBeInTheDocument();
    expect(within(breakdown).getByText('1 300,00 ₽')).toBeInTheDocument();
    expect(within(breakdown).getByText('8 700,00 ₽')).toBeInTheDocument();
    expect(within(breakdown).getByText('3 000,00 ₽')).toBeInTheDocument();
    expect(
      screen.getByText('На руки: 8 700,00 ₽ · НДФЛ: 1 300,00 ₽ · взносы компании: 3 000,00 ₽'),
    ).toBeInTheDocument();
    expect(api.to(apiPaths.individualPayouts.check)).toHaveLength(1);
  });

  it('pays several rows together with one key: per-row checklists and the total', async () => {
    const api = moneyApi('NPD');
    renderApp('/payments/npd/multiple', { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await screen.findByText('Строка 1');
    await user.click(screen.getByRole('button', { name: 'Добавить строку' }));
    await user.click(screen.getByRole('button', { name: 'Добавить строку' }));
    expect(screen.getAllByRole('button', { name: 'Удалить строку' })).toHaveLength(3);
    await user.click(screen.getAllByRole('button', { name: 'Удалить строку' })[2] as HTMLElement);
    await fillRow(user, 0, 'Петров Пётр Петрович', '1000');
    await fillRow(user, 1, 'Сидорова Анна', '2500,25');
    expect(screen.getByText('Итого: 3 500,25 ₽')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    await waitFor(() => expect(screen.getAllByText('Все проверки пройдены')).toHaveLength(2));
    await user.click(screen.getAllByRole('button', { name: 'Все проверки' })[1] as HTMLElement);
    expect(await screen.findByRole('list', { name: 'Проверка: строка 2' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Проверка: строка 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Выплатить' }));
    expect(await screen.findByText('Создано выплат: 2')).toBeInTheDocument();
    const creates = api.to(apiPaths.payouts.create);
    expect(creates).toHaveLength(1);
    expect(creates[0]?.body).toMatchObject({
      rows: [
        { employee_id: PETROV.id, amount: '1000.00' },
        { employee_id: SIDOROVA.id, amount: '2500.25' },
      ],
      pay: true,
    });
  });
});
