/**
 * The acceptance window over HTTP (docs/decisions/tasks.md «Acceptance window»): a hand-over shows accept_by
 * to both sides; the job (run directly, the clock moved) accepts a pair after its window and not before —
 * payout held for its act, act sent, history by the system, both sides told —; a rerun makes no second payout;
 * a refused accept (no balance) leaves the pair DONE and tells the company once; a return restarts the window.
 */
import { apiPaths, type EmployeeTask, type TaskPair, type TaskPairListResponse } from '@vyplaty/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.js';
import { rowsOf } from '../../test-support/sql.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { acceptBySilenceJob } from './task-acceptance.jobs.js';
import { api, at, draftTask, readyToPay, type TaskCompany, taskCompany } from './tasks.test-helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const DAY = 86_400_000;
const CONSTANTS = {
  service_name: null,
  activity_kind: null,
  default_employee_kind: null,
  default_tax_regime: null,
  invite_comment: null,
};

/** Runs the job as if `days` days (and a minute) had passed. */
async function runJobAfter(days: number) {
  const ctx = server.runtime.ctx;
  const realNow = ctx.now;
  ctx.now = () => new Date(Date.now() + days * DAY + 60_000);
  try {
    await acceptBySilenceJob.handler(ctx, {});
  } finally {
    ctx.now = realNow;
  }
}

async function setWindow(company: TaskCompany, days: number) {
  const res = await company.client.request('PUT', apiPaths.employees.constants, {
    body: { ...CONSTANTS, task_acceptance_days: days },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A published task the company's first contractor has handed over (their pair DONE). */
async function handedOver(company: TaskCompany) {
  const contractor = company.contractors[0]!;
  const task = await draftTask(company);
  expect((await api.user(company.client, task.id, 'INVITE', [contractor.id])).status).toBe(200);
  expect((await api.publish(company.client, task.id, 'CHOSEN')).status).toBe(200);
  expect((await api.own(contractor.client, task.id, 'CONFIRM')).status).toBe(200);
  expect((await api.start(contractor.client, task.id)).status).toBe(200);
  const done = await api.done(contractor.client, task.id, 'Сделано');
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return { task, contractor, mine: done.body };
}

const pairOf = async (company: TaskCompany, taskId: string): Promise<TaskPair> =>
  (await company.client.post<TaskPairListResponse>(at(apiPaths.tasks.employees, taskId), {})).body.items[0]!;

const payoutsOf = async (customerId: string) =>
  (
    await rowsOf<{ n: number }>(
      server.runtime.ctx.db,
      sql`select count(*)::int as n from payouts where customer_id = ${customerId}`,
    )
  )[0]!.n;

const titlesOf = async (accountId: string) =>
  (
    await server.runtime.ctx.db
      .select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(eq(notifications.accountId, accountId))
  ).map((r) => `${r.title} | ${r.body}`);

describe('the acceptance window', () => {
  it('shows accept_by to both sides and accepts by silence after the window, once', async () => {
    const company = await taskCompany(server, ['Петров']);
    await setWindow(company, 3);
    const { task, contractor, mine } = await handedOver(company);
    expect(mine.acceptance_days).toBe(3);
    const handedOverAt = Date.parse(mine.my!.handed_over_at!);
    expect(Date.parse(mine.my!.accept_by!) - handedOverAt).toBe(3 * DAY);
    const pair = await pairOf(company, task.id);
    expect(pair).toMatchObject({
      status: 'DONE',
      accept_by: mine.my!.accept_by,
      handed_over_at: mine.my!.handed_over_at,
    });
    expect((await api.one(company.client, task.id)).body.acceptance_days).toBe(3);
    await readyToPay(server, company.customerId, [contractor.id]);

    // Not before the window has passed.
    await runJobAfter(2);
    expect((await pairOf(company, task.id)).status).toBe('DONE');
    expect(await payoutsOf(company.customerId)).toBe(0);

    await runJobAfter(3);
    const accepted = await pairOf(company, task.id);
    expect(accepted).toMatchObject({
      status: 'WAIT_PAYOUT',
      accept_by: null,
      payout: { status: 'PENDING', wait_status: 'WAIT_PERIOD', amount: '1500.00' },
      act: { status: 'AWAIT_SIGN_USER' },
    });
    // A rerun (or a second worker) finds the pair no longer DONE: no second payout.
    await runJobAfter(4);
    expect(await payoutsOf(company.customerId)).toBe(1);

    const history = await company.client.get<{
      items: { event: string; text: string; actor: string; comment: string }[];
    }>(at(apiPaths.tasks.history, task.id));
    expect(history.body.items.at(-1)).toMatchObject({
      event: 'AUTO_ACCEPTED',
      text: 'Работа принята автоматически',
      actor: 'Система',
      comment: 'компания не ответила за 3 дня',
    });
    const own = await contractor.client.get<EmployeeTask>(at(apiPaths.tasks.employeeOne, task.id));
    expect(own.body.my).toMatchObject({ status: 'WAIT_PAYOUT', payout: { wait_status: 'WAIT_PERIOD' } });
    expect(await titlesOf(contractor.accountId)).toContainEqual(
      expect.stringMatching(/^Работа принята автоматически \| .*компания не ответила за 3 дня$/),
    );
    expect(await titlesOf(company.accountId)).toContainEqual(
      expect.stringMatching(/^Работа принята автоматически \| Петров Иван/),
    );
  });

  it('a refused accept (no balance) leaves the pair DONE and tells the company once; the next run tries again', async () => {
    const company = await taskCompany(server, ['Сидоров']);
    const { task, contractor } = await handedOver(company);
    expect((await pairOf(company, task.id)).accept_by).not.toBeNull();
    await readyToPay(server, company.customerId, [contractor.id], 0n);

    await runJobAfter(15);
    await runJobAfter(15);
    expect((await pairOf(company, task.id)).status).toBe('DONE');
    expect(await payoutsOf(company.customerId)).toBe(0);
    const told = (await titlesOf(company.accountId)).filter((t) => t.startsWith('Не удалось принять работу'));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatch(/Не удалось принять работу автоматически: Сидоров Иван: .+/);
  });

  it('a return for rework ends the window and the next hand-over starts a new one', async () => {
    const company = await taskCompany(server, ['Козлов']);
    await setWindow(company, 2);
    const { task, contractor, mine } = await handedOver(company);
    const returned = await api.user(company.client, task.id, 'IN_PROGRESS', [contractor.id], 'Доделайте');
    expect(returned.status).toBe(200);
    expect((await pairOf(company, task.id)).accept_by).toBeNull();
    await runJobAfter(3);
    expect((await pairOf(company, task.id)).status).toBe('IN_PROGRESS');

    const again = await api.done(contractor.client, task.id, 'Доделано');
    expect(Date.parse(again.body.my!.accept_by!)).toBeGreaterThan(Date.parse(mine.my!.accept_by!));
    expect(Date.parse(again.body.my!.accept_by!) - Date.parse(again.body.my!.handed_over_at!)).toBe(2 * DAY);
  });
});
