/**
 * Set-ups of the task tests: a company with a service and logged-in contractors of its own, another
 * company with its contractor, the calls as the web app makes them, and the rows as the database holds them.
 */

import { randomUUID } from 'node:crypto';
import {
  apiPaths,
  type EmployeeTask,
  type ErrorBody,
  inn12WithCheckDigits,
  type Task,
  type TaskInput,
} from '@vyplaty/contracts';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { customerEmployees, employeeRequisites, taskEmployees, tasks } from '../../db/schema/index.js';
import { acceptCurrentOffer, createEmployee, DEMO_PASSWORD, linkEmployee } from '../../db/seed/demo.js';
import { type LoggedInCompany, loggedInCompany } from '../../test-support/companies.js';
import type { TestClient } from '../../test-support/http-client.js';
import type { TestServer } from '../../test-support/test-server.js';
import { fund, liftLimits } from '../payouts/payouts-flow.test-helpers.js';

/** The platform's unit «Услуга» (seeded by the migration "payouts-service-units"). */
const PLATFORM_SERVICE_UNIT_ID = '5e4a1c00-0000-4000-8000-000000000001';

let n = 0;
const next = () => ++n;
const uniquePhone = () => `+7996${String(process.pid % 1000).padStart(3, '0')}${String(next()).padStart(4, '0')}`;
const personInn = () =>
  inn12WithCheckDigits(`79${String(process.pid % 10_000).padStart(4, '0')}${String(next()).padStart(4, '0')}`);

export type Contractor = { client: TestClient; id: string; accountId: string; fio: string };
export type TaskCompany = LoggedInCompany & { serviceId: string; contractors: Contractor[] };

export async function contractorOf(server: TestServer, customerId: string, lastName: string): Promise<Contractor> {
  const phone = uniquePhone();
  const db = server.runtime.ctx.db;
  const { employee, account } = await createEmployee(db, {
    phone,
    password: DEMO_PASSWORD,
    inn: personInn(),
    lastName,
    firstName: 'Иван',
  });
  await acceptCurrentOffer(db, account.id);
  await linkEmployee(db, { customerId, employeeId: employee.id });
  const client = server.client();
  expect((await client.post(apiPaths.auth.login, { login: phone, password: DEMO_PASSWORD })).status).toBe(200);
  return { client, id: employee.id, accountId: account.id, fio: `${lastName} Иван` };
}

/** A company with a service «Уборка …» in its catalogue and `contractors` contractors of its own. */
export async function taskCompany(server: TestServer, contractors: string[] = ['Петров']): Promise<TaskCompany> {
  const company = await loggedInCompany(server, { emailPrefix: 'tasks' });
  const service = await company.client.post<{ id: string }>(apiPaths.services.one, {
    name: `Уборка ${next()}`,
    unit_id: PLATFORM_SERVICE_UNIT_ID,
    price: '1000.00',
  });
  expect(service.status, JSON.stringify(service.body)).toBeLessThan(300);
  const people: Contractor[] = [];
  for (const lastName of contractors) people.push(await contractorOf(server, company.customerId, lastName));
  return { ...company, serviceId: service.body.id, contractors: people };
}

export const taskInput = (serviceId: string, more: Partial<TaskInput> = {}): TaskInput => ({
  name: 'Уборка офиса',
  description: 'Третий этаж',
  service_id: serviceId,
  pricing: 'FIXED',
  amount: '1500.00',
  period_start: '2026-12-01',
  period_end: '2026-12-05',
  place: 'Москва, Тверская 1',
  ...more,
});

export const at = (template: string, id: string) => template.replace(':id', id);
const p = apiPaths.tasks;

export const api = {
  create: (c: TestClient, body: unknown) => c.post<Task & ErrorBody>(p.create, body),
  one: (c: TestClient, id: string) => c.get<Task & ErrorBody>(at(p.one, id)),
  publish: (c: TestClient, id: string, audience: 'CHOSEN' | 'ALL') =>
    c.post<Task & ErrorBody>(at(p.publish, id), { audience }),
  /** WAIT_PAYOUT (accepting pays) goes with a fresh Idempotency-Key, as the web app sends it. */
  user: (c: TestClient, id: string, action: string, employeeIds: string[], comment?: string) =>
    c.post<Task & ErrorBody>(
      at(p.userAction, id),
      { action, employee_ids: employeeIds, ...(comment ? { comment } : {}) },
      action === 'WAIT_PAYOUT' ? { headers: { 'idempotency-key': randomUUID() } } : {},
    ),
  /** WAIT_PAYOUT with the key given (null: none sent). */
  accept: (c: TestClient, id: string, employeeIds: string[], key: string | null, payment?: 'NOW' | 'REGISTRY') =>
    c.post<Task & ErrorBody>(
      at(p.userAction, id),
      { action: 'WAIT_PAYOUT', employee_ids: employeeIds, ...(payment ? { payment } : {}) },
      key === null ? {} : { headers: { 'idempotency-key': key } },
    ),
  own: (c: TestClient, id: string, action: string, comment?: string) =>
    c.post<EmployeeTask & ErrorBody>(at(p.employeeAction, id), { action, ...(comment ? { comment } : {}) }),
  start: (c: TestClient, id: string) => c.post<EmployeeTask & ErrorBody>(at(p.inProgress, id), {}),
  done: (c: TestClient, id: string, comment?: string) =>
    c.post<EmployeeTask & ErrorBody>(at(p.done, id), comment ? { comment } : {}),
  completed: (c: TestClient, id: string) => c.post<Task & ErrorBody>(at(p.completed, id), {}),
  cancel: (c: TestClient, id: string, reason: string) => c.post<Task & ErrorBody>(at(p.cancel, id), { reason }),
};

/** A task created (DRAFT) by the company, answered 201. */
export async function draftTask(company: TaskCompany, more: Partial<TaskInput> = {}): Promise<Task> {
  const res = await api.create(company.client, taskInput(company.serviceId, more));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** The task's row and its pairs as stored: a refused call must leave both as they were. */
export async function rowsOf(server: TestServer, taskId: string) {
  const db = server.runtime.ctx.db;
  const [task] = await db.select().from(tasks).where(eq(tasks.id, taskId));
  const pairs = await db
    .select()
    .from(taskEmployees)
    .where(eq(taskEmployees.taskId, taskId))
    .orderBy(taskEmployees.employeeId);
  return { task, pairs };
}

/**
 * Accepting pays: these contractors paid as individuals (ГПХ, the link's regime OTHER) to a primary bank
 * account, the company with `kopecks` on its balance and its limits out of the way.
 */
export async function readyToPay(server: TestServer, customerId: string, employeeIds: string[], kopecks = 100_000_00n) {
  const db = server.runtime.ctx.db;
  for (const employeeId of employeeIds) {
    await db
      .update(customerEmployees)
      .set({ taxRegime: 'OTHER' })
      .where(and(eq(customerEmployees.customerId, customerId), eq(customerEmployees.employeeId, employeeId)));
    await db.insert(employeeRequisites).values({
      employeeId,
      isPrimary: true,
      kind: 'BANK_ACCOUNT',
      bik: '044525225',
      bankName: 'ПАО Сбербанк',
      corrAccount: '30101810400000000225',
      accountNumber: '40817810200001234567',
    });
  }
  if (kopecks > 0n) await fund(server, customerId, kopecks);
  await liftLimits(server, customerId);
}
