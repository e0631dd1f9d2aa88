/**
 * A contractor's statistics per company over HTTP on a real database: the figures per Moscow month exact to the
 * kopeck, hours from tasks priced per hour, months in a row across a gap, the proposed rule (not enforced),
 * another company's contractor 404, the contractor's own figures per company and nobody else's.
 */
import {
  apiPaths,
  type ContractorStatistics,
  type ErrorBody,
  type OwnStatisticsResponse,
  pathWithId,
} from '@vyplaty/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkEmployee } from '../../db/seed/demo.js';
import { loggedInCompany } from '../../test-support/companies.js';
import type { TestClient } from '../../test-support/http-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { type Contractor, contractorOf, type TaskCompany, taskCompany } from '../tasks/tasks.test-helpers.js';
import { insertPaidPayout, monthFromNow, moscowInstant } from './contractor-statistics.test-helpers.js';

let server: TestServer;
let a: TaskCompany;
let x: Contractor;
let b: Awaited<ReturnType<typeof loggedInCompany>>;
let y: Contractor;

const companyStats = (c: TestClient, id: string, query = '') =>
  c.get<ContractorStatistics & ErrorBody>(`${pathWithId(apiPaths.contractorStatistics.company, id)}${query}`);
const ownStats = (c: TestClient, query = '') =>
  c.get<OwnStatisticsResponse & ErrorBody>(`${apiPaths.contractorStatistics.own}${query}`);
const month = (stats: ContractorStatistics, m: string) => stats.months.find((row) => row.month === m);

beforeAll(async () => {
  server = await startTestServer();
  a = await taskCompany(server, ['Статистиков']);
  x = a.contractors[0]!;
  b = await loggedInCompany(server, { emailPrefix: 'stats-b' });
  y = await contractorOf(server, b.customerId, 'Чужой');
  // X also works for B: B's money must never show in A's figures.
  await linkEmployee(server.runtime.ctx.db, { customerId: b.customerId, employeeId: x.id });
  const pay = (kopecks: bigint, paidAt: Date, more: Partial<Parameters<typeof insertPaidPayout>[1]> = {}) =>
    insertPaidPayout(server, { customerId: a.customerId, employeeId: x.id, kopecks, paidAt, ...more });
  // This month: two orders, one of them a task of 7.5 hours.
  await pay(1500_00n, moscowInstant(monthFromNow(0), 2), {
    task: { serviceId: a.serviceId, unit: 'час', quantity: '7.500' },
  });
  await pay(1n, moscowInstant(monthFromNow(0), 1, '00:30'));
  // Not orders: a failed (ERROR) and a pending payout.
  await pay(999_00n, moscowInstant(monthFromNow(0), 1), { status: 'ERROR' });
  await pay(888_00n, moscowInstant(monthFromNow(0), 1), { status: 'PENDING' });
  // Last month, paid 00:30 Moscow on its 1st — still the previous day in UTC.
  await pay(1000_00n, moscowInstant(monthFromNow(-1), 1, '00:30'), { task: { serviceId: a.serviceId } });
  await pay(333_33n, moscowInstant(monthFromNow(-2), 28, '23:59'));
  // A gap at -3, then one order at -4: the run is 3, not 5.
  await pay(100_00n, moscowInstant(monthFromNow(-4), 10));
  await insertPaidPayout(server, {
    customerId: b.customerId,
    employeeId: x.id,
    kopecks: 7777_77n,
    paidAt: moscowInstant(monthFromNow(-3)),
  });
});
afterAll(() => server?.close());

describe('the company about its contractor', () => {
  it('counts DONE payouts per Moscow month to the kopeck, hours where known, months in a row across a gap', async () => {
    const res = await companyStats(a.client, x.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stats = res.body;
    expect(stats.months).toHaveLength(12);
    expect(stats.months[0]!.month).toBe(monthFromNow(0));
    expect(stats.months[11]!.month).toBe(monthFromNow(-11));
    expect(month(stats, monthFromNow(0))).toEqual({
      month: monthFromNow(0),
      orders: 2,
      tasks_completed: 1,
      paid: '1500.01',
      hours: '7.5',
      orders_with_hours: 1,
    });
    expect(month(stats, monthFromNow(-1))).toMatchObject({
      orders: 1,
      tasks_completed: 1,
      paid: '1000.00',
      hours: null,
    });
    expect(month(stats, monthFromNow(-2))).toMatchObject({ orders: 1, tasks_completed: 0, paid: '333.33' });
    expect(month(stats, monthFromNow(-3))).toMatchObject({ orders: 0, paid: '0.00', hours: null });
    expect(month(stats, monthFromNow(-4))).toMatchObject({ orders: 1, paid: '100.00' });
    expect(stats.months_in_a_row).toBe(3);
    expect(stats.total).toEqual({ orders: 5, tasks_completed: 2, paid: '2933.34', hours: '7.5', orders_with_hours: 1 });
    expect(stats.first_paid_at).toBe(moscowInstant(monthFromNow(-4), 10).toISOString());
    expect(stats.last_paid_at).toBe(moscowInstant(monthFromNow(0), 2).toISOString());
    expect(stats.rule).toEqual({
      months_in_a_row_max: 6,
      hours_per_month_max: 160,
      enforced: false,
      would_exceed: false,
      month: null,
      reasons: [],
    });
  });

  it('shows as many months as asked, 1 to 36, and refuses others in Russian', async () => {
    expect((await companyStats(a.client, x.id, '?months=3')).body.months.map((m) => m.month)).toEqual([
      monthFromNow(0),
      monthFromNow(-1),
      monthFromNow(-2),
    ]);
    expect((await companyStats(a.client, x.id, '?months=36')).body.months).toHaveLength(36);
    for (const bad of ['0', '37', 'abc', '1.5']) {
      const res = await companyStats(a.client, x.id, `?months=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.error_message).toContain('Число месяцев');
    }
  });

  it('answers 404 for another company’s contractor, an unknown id and a malformed one alike; 403 to a contractor', async () => {
    for (const id of [y.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await companyStats(a.client, id);
      expect(res.status, id).toBe(404);
      expect(res.body.error_message).toBe('Исполнитель не найден');
    }
    expect((await companyStats(x.client, x.id)).status).toBe(403);
  });

  it('B sees only its own payouts to the contractor they share', async () => {
    const stats = (await companyStats(b.client, x.id)).body;
    expect(stats.total).toMatchObject({ orders: 1, paid: '7777.77' });
    expect(stats.months_in_a_row).toBe(0);
  });
});

describe('the proposed rule (not enforced)', () => {
  it('is crossed by the 7th month in a row, named by that month', async () => {
    const z = await contractorOf(server, a.customerId, 'Постоянный');
    for (let i = 0; i <= 7; i++) {
      await insertPaidPayout(server, {
        customerId: a.customerId,
        employeeId: z.id,
        kopecks: 10_00n,
        paidAt: moscowInstant(monthFromNow(-i)),
      });
    }
    const stats = (await companyStats(a.client, z.id)).body;
    expect(stats.months_in_a_row).toBe(8);
    expect(stats.rule).toMatchObject({
      enforced: false,
      would_exceed: true,
      month: monthFromNow(-1),
      reasons: ['MONTHS_IN_A_ROW'],
    });
  });

  it('is crossed by more than 160 hours in a month; a run ending last month still counts', async () => {
    const w = await contractorOf(server, a.customerId, 'Часовой');
    const task = { serviceId: a.serviceId, unit: 'Час', quantity: '160.5' };
    for (const [delta, quantity] of [
      [-1, '160.000'],
      [-2, '160.5'],
    ] as const) {
      await insertPaidPayout(server, {
        customerId: a.customerId,
        employeeId: w.id,
        kopecks: 16_050_00n,
        paidAt: moscowInstant(monthFromNow(delta)),
        task: { ...task, quantity },
      });
    }
    const stats = (await companyStats(a.client, w.id)).body;
    expect(stats.months_in_a_row).toBe(2);
    expect(month(stats, monthFromNow(-1))!.hours).toBe('160');
    expect(month(stats, monthFromNow(-2))!.hours).toBe('160.5');
    expect(stats.rule).toMatchObject({ would_exceed: true, month: monthFromNow(-2), reasons: ['HOURS_PER_MONTH'] });
  });
});

describe('the contractor about themselves', () => {
  it('sees their figures with each of their companies, and one company when asked', async () => {
    const res = await ownStats(x.client);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byCompany = new Map(res.body.items.map((item) => [item.customer_id, item]));
    expect([...byCompany.keys()].sort()).toEqual([a.customerId, b.customerId].sort());
    expect(byCompany.get(a.customerId)).toMatchObject({
      organisation_name: a.name,
      employee_id: x.id,
      months_in_a_row: 3,
      total: { orders: 5, paid: '2933.34' },
    });
    expect(byCompany.get(b.customerId)!.total).toMatchObject({ orders: 1, paid: '7777.77' });
    // Each item names the link the companies list shows, so the contractor's screen matches them up.
    const companies = await x.client.get<{ items: { id: string; organisation_name: string }[] }>(
      apiPaths.employeeOnboarding.companies,
    );
    expect(res.body.items.map((item) => [item.link_id, item.organisation_name]).sort()).toEqual(
      companies.body.items.map((company) => [company.id, company.organisation_name]).sort(),
    );
    const one = await ownStats(x.client, `?customer_id=${b.customerId}&months=2`);
    expect(one.body.items).toHaveLength(1);
    expect(one.body.items[0]!.months).toHaveLength(2);
  });

  it('never sees another contractor’s figures: a company not theirs is 404, and the company’s call is 403', async () => {
    const own = await ownStats(y.client);
    expect(own.body.items.map((item) => item.customer_id)).toEqual([b.customerId]);
    expect(own.body.items[0]!.total.orders).toBe(0);
    for (const id of [a.customerId, 'nope']) {
      const res = await ownStats(y.client, `?customer_id=${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body.error_message).toBe('Компания не найдена');
    }
    expect((await ownStats(a.client)).status).toBe(403);
  });
});
