/** A fake API for the payout screens' tests: fixtures, the layout's calls, and what each test routes. */
import { apiPaths, IDEMPOTENCY_KEY_HEADER, type PayoutCheckResponse } from '@vyplaty/contracts';
import type { InternalAxiosRequestConfig } from 'axios';
import { balanceFixture } from '../../../test/fixtures/balance';
import { contractorFixture, uuidOf } from '../../../test/fixtures/contractors';
import { verifiedCustomerProfile } from '../../../test/fixtures/customer';
import { payoutFixture } from '../../../test/fixtures/payouts';
import { pathOf, type StubReply } from '../../../test/http-stub';

export const customerSession = { role: 'user', entity_id: 'c1', is_verified: true } as const;
export const employeeSession = { role: 'employee', entity_id: 'e1', is_verified: true } as const;

/** The shared contractor fixture (test/fixtures/contractors.ts) under the name these tests use. */
export const contractor = contractorFixture;
export { uuidOf };

export const PETROV = contractor(1);
export const SIDOROVA = contractor(2, {
  last_name: 'Сидорова',
  first_name: 'Анна',
  patronymic: null,
  inn: '771234567890',
});

/** The shared payout fixture (test/fixtures/payouts.ts) under the name these tests use. */
export const payout = payoutFixture;

const PASSED = [
  { rule: 'NPD_STATUS', title: 'Статус НПД на дату выплаты', passed: true, message: null },
  { rule: 'REQUISITES', title: 'Реквизиты для выплаты', passed: true, message: 'Карта •• 4242' },
  { rule: 'BALANCE', title: 'Достаточно денег на балансе', passed: true, message: null },
];

/** A check answer for `count` rows; `failing` rows fail the income cap with its Russian reason. */
export function checkAnswer(
  rows: { employee_id: string; amount: string }[],
  failing: number[] = [],
): PayoutCheckResponse {
  return {
    rows: rows.map((row, index) => ({
      employee_id: row.employee_id,
      payable: !failing.includes(index),
      checks: failing.includes(index)
        ? [
            ...PASSED.slice(0, 2),
            {
              rule: 'INCOME_CAP',
              title: 'Доход за год не больше 2,4 млн ₽',
              passed: false,
              message: 'С этой выплатой доход исполнителя превысит 2 400 000,00 ₽ за год',
            },
          ]
        : PASSED,
      breakdown: null,
    })),
    total: '1500.50',
    available: '150000.00',
  };
}

export type Call = { method: string; path: string; params: unknown; body: unknown; key: string | undefined };

/**
 * Routes a request: the layout's calls (profile, bell, balance, contractors, services) are answered
 * here unless the route answers them first; the rest by `route` (404 when it returns undefined).
 */
export function payoutsTestApi(route: (call: Call) => StubReply | undefined | Promise<StubReply | undefined>) {
  const calls: Call[] = [];
  const handler = async (req: InternalAxiosRequestConfig): Promise<StubReply> => {
    const path = pathOf(req);
    const method = (req.method ?? 'get').toUpperCase();
    const body = typeof req.data === 'string' ? JSON.parse(req.data) : req.data;
    const key = req.headers?.get?.(IDEMPOTENCY_KEY_HEADER) as string | undefined;
    const call = { method, path, params: req.params, body, key: key ?? undefined };
    calls.push(call);
    const answer = await route(call);
    if (answer) return answer;
    if (path === apiPaths.userProfile) return { status: 200, data: verifiedCustomerProfile };
    if (path === apiPaths.notifications.notReadCount) return { status: 200, data: { count: 0 } };
    if (path === apiPaths.balance.balance) return { status: 200, data: balanceFixture() };
    if (path === apiPaths.employees.list) return { status: 200, data: { items: [PETROV, SIDOROVA], totalCount: 2 } };
    if (path === apiPaths.services.list) return { status: 200, data: { items: [] } };
    return { status: 404, data: { code: 'NOT_FOUND', error_message: 'Не найдено' } };
  };
  return {
    handler,
    calls,
    to: (path: string, method = 'POST') => calls.filter((c) => c.path === path && c.method === method),
  };
}
