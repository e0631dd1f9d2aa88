import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type CreatePayoutsRequest, type PayoutCheckRequest } from '@vyplaty/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { checkAnswer, customerSession, payout, payoutsTestApi, SIDOROVA } from '../test/payouts-test-api';
import { partialPaySentence } from './partial-pay-dialog';

const originalAdapter = http.defaults.adapter;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const REASON = 'С этой выплатой доход исполнителя превысит 2 400 000,00 ₽ за год';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await import('../pages/payout-pages');
}, 30_000);

/** The НПД calls: the check fails row 2 (index 1); create pays rows 1 and 3 and keeps row 2 a draft with its reason. */
function partialApi() {
  return payoutsTestApi((call) => {
    if (call.path === apiPaths.payouts.list)
      return { status: 200, data: { items: [], totalCount: 0, next_cursor: null } };
    if (call.path === apiPaths.payouts.check) {
      return { status: 200, data: checkAnswer((call.body as PayoutCheckRequest).rows as never, [1]) };
    }
    if (call.path === apiPaths.payouts.create) {
      const rows = (call.body as CreatePayoutsRequest).rows;
      const items = rows.map((row, i) =>
        payout(7 + i, {
          status: i === 1 ? 'CREATED' : 'PENDING',
          amount: String(row.amount),
          reason: i === 1 ? REASON : null,
        }),
      );
      const outcomes = items.map((item, i) => ({ row: i, payout_id: item.id, paid: i !== 1, reason: item.reason }));
      return { status: 201, data: { items, rows: outcomes } };
    }
    return undefined;
  });
}

type User = ReturnType<typeof userEvent.setup>;

async function fillRow(user: User, index: number, name: string, amount: string) {
  await user.click((await screen.findAllByLabelText('Исполнитель'))[index] as HTMLElement);
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
  await user.type(screen.getAllByLabelText(/^Сумма/)[index] as HTMLElement, amount);
  await user.type(screen.getAllByLabelText('За что')[index] as HTMLElement, 'Сайт');
}

describe('several rows, one of them failing the check', { timeout: 60_000 }, () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    vi.unstubAllGlobals();
  });

  it('asks before paying the rows that passed: fix them first, or pay 2 of 3 and keep the third a draft', async () => {
    const api = partialApi();
    renderApp('/payments/npd/multiple', { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await screen.findByText('Строка 1');
    await user.click(screen.getByRole('button', { name: 'Добавить строку' }));
    await user.click(screen.getByRole('button', { name: 'Добавить строку' }));
    await fillRow(user, 0, 'Петров Пётр Петрович', '1000');
    await fillRow(user, 1, 'Сидорова Анна', '3000000');
    await fillRow(user, 2, 'Петров Пётр Петрович', '2000');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));

    // One line per row: two pass, the second names its first problem.
    await waitFor(() => expect(screen.getAllByText('Все проверки пройдены')).toHaveLength(2));
    expect(screen.getByText(REASON)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Есть строки, которые нельзя выплатить: исправьте их и проверьте снова — или оплатите только те, что прошли проверку.',
      ),
    ).toBeInTheDocument();

    // «Исправить строки»: nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Выплатить' }));
    let dialog = await screen.findByRole('dialog', { name: 'Оплатить строки, прошедшие проверку?' });
    expect(
      within(dialog).getByText('Оплатить 2 из 3: 1 строка не прошла проверку и останется черновиком'),
    ).toBeInTheDocument();
    const drafts = within(dialog).getByRole('list', { name: 'Строки, которые останутся черновиками' });
    expect(
      within(drafts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringMatching(new RegExp(`^Строка 2 \\(Сидорова.*\\): ${REASON}$`))]);
    await user.click(within(dialog).getByRole('button', { name: 'Исправить строки' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to(apiPaths.payouts.create)).toHaveLength(0);

    // «Оплатить 2 из 3»: one request with pay_passing and an Idempotency-Key.
    await user.click(screen.getByRole('button', { name: 'Выплатить' }));
    dialog = await screen.findByRole('dialog', { name: 'Оплатить строки, прошедшие проверку?' });
    await user.click(within(dialog).getByRole('button', { name: 'Оплатить 2 из 3' }));
    expect(await screen.findByText('Оплачено 2 из 3, черновиками остались: 1')).toBeInTheDocument();
    const creates = api.to(apiPaths.payouts.create);
    expect(creates).toHaveLength(1);
    expect(creates[0]?.key).toMatch(UUID);
    expect(creates[0]?.body).toMatchObject({
      pay: true,
      pay_passing: true,
      rows: [{ amount: '1000.00' }, { employee_id: SIDOROVA.id, amount: '3000000.00' }, { amount: '2000.00' }],
    });
    expect(screen.getByText(new RegExp(`Черновик — ${REASON}`))).toBeInTheDocument();
  });
});

describe('partialPaySentence', () => {
  it('says how many rows are paid and how many stay drafts, in Russian numbers', () => {
    expect(partialPaySentence(3, 5)).toBe('Оплатить 3 из 5: 2 строки не прошли проверку и останутся черновиками');
    expect(partialPaySentence(2, 3)).toBe('Оплатить 2 из 3: 1 строка не прошла проверку и останется черновиком');
    expect(partialPaySentence(1, 6)).toBe('Оплатить 1 из 6: 5 строк не прошли проверку и останутся черновиками');
    expect(partialPaySentence(1, 12)).toBe('Оплатить 1 из 12: 11 строк не прошли проверку и останутся черновиками');
    expect(partialPaySentence(1, 22)).toBe('Оплатить 1 из 22: 21 строка не прошла проверку и останется черновиком');
  });
});
