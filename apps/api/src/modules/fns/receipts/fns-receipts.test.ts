/**
 * Receipts of income in FNS over HTTP on a real database, against the FNS sandbox: registration through
 * the service (as the payout work will call it), DUPLICATE after a lost answer, refusals, a retried
 * INTERNAL_ERROR, the printable receipt and the company's cancellation.
 */

import {
  apiPaths,
  type ErrorBody,
  type FnsCancelReasonsResponse,
  formatKopecks,
  type Receipt,
  ruDay,
} from '@vyplaty/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fnsReceipts, notifications } from '../../../db/schema/index.js';
import { acceptCurrentOffer, createEmployee, DEMO_PASSWORD, linkEmployee } from '../../../db/seed/demo.js';
import { inTransaction } from '../../../db/transaction.js';
import { watchFnsTraffic } from '../../../integrations/fns/fns.schema-check.js';
import { REQUESTED_PERMISSIONS } from '../../../integrations/fns/fns.types.js';
import { escapeHtml } from '../../../lib/html.js';
import { loggedInCompany } from '../../../test-support/companies.js';
import type { TestClient } from '../../../test-support/http-client.js';
import { personInn } from '../../../test-support/isolation/world.js';
import { rowsOf } from '../../../test-support/sql.js';
import { startTestServer, type TestServer, waitFor } from '../../../test-support/test-server.js';
import { selectBinding, upsertBinding } from '../connection/fns-binding.repo.js';
import { receiptDeadline } from './fns-receipt-deadline.js';
import {
  insertReceipt,
  pendingIncomeKopecks,
  registeredIncomeSinceKopecks,
  updateReceipt,
} from './fns-receipts.repo.js';
import { type IncomeService, registerIncome, requeueIncomeRegistration } from './fns-receipts.service.js';
import { STALLED_AFTER_MS, sweepReceiptsJob } from './fns-receipts-sweep.jobs.js';

const DEMO_INN = '500100732259';

let server: TestServer;
let traffic: ReturnType<typeof watchFnsTraffic>;
let seq = 0;
let amount = 100_00n;
/** Every receipt of this file gets its own total, so the sandbox's receipts are told apart by it. */
const nextAmount = () => (amount += 1_11n);

type Party = { client: TestClient; id: string; accountId: string };
let companyA: Party & { inn: string; name: string };
let companyB: Party;
let contractorX: Party;
let contractorY: Party;

const db = () => server.runtime.ctx.db;

async function sandbox<T = Record<string, unknown>>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.baseUrl}/sandbox/fns/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `sandbox ${path}`).toBeLessThan(300);
  return (await response.json()) as T;
}

type SandboxMessage = { message_id: string; method: string; inn: string | null; outcome: string };
const messages = async (method: string, inn: string) =>
  (await sandbox<{ items: SandboxMessage[] }>('control/messages')).items.filter(
    (m) => m.method === method && m.inn === inn,
  );

/** The contractor connects the platform in «Мой налог»: the bind request, approved in the sandbox. */
async function bindInSandbox(inn: string) {
  const { id } = await server.runtime.ctx.fns!.call('PostBindPartnerWithInn', {
    inn,
    permissions: REQUESTED_PERMISSIONS,
  });
  await sandbox(`control/bind-requests/${id}/approve`, {});
}

async function newCompany(inn: string, name: string) {
  const { client, customerId, accountId } = await loggedInCompany(server, { inn, name, emailPrefix: 'receipts' });
  return { client, id: customerId, accountId, inn, name };
}

async function newContractor(inn: string | null, customerId: string) {
  const phone = `+7995${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(4, '0')}`;
  const { employee, account } = await createEmployee(db(), {
    phone,
    password: DEMO_PASSWORD,
    ...(inn ? { inn } : {}),
    lastName: 'Чеков',
    firstName: 'Антон',
  });
  await acceptCurrentOffer(db(), account.id);
  await linkEmployee(db(), { customerId, employeeId: employee.id });
  const client = server.client();
  expect((await client.post(apiPaths.auth.login, { login: phone, password: DEMO_PASSWORD })).status).toBe(200);
  return { client, id: employee.id, accountId: account.id };
}

function register(
  customerId: string,
  employeeId: string,
  options: { operationUniqueId?: string; services?: IncomeService[]; operationTime?: Date } = {},
) {
  const total = nextAmount();
  return inTransaction(server.runtime.ctx, (txCtx) =>
    registerIncome(txCtx, {
      customerId,
      employeeId,
      operationUniqueId: options.operationUniqueId ?? crypto.randomUUID(),
      operationTime: options.operationTime ?? new Date(),
      services: options.services ?? [{ name: 'Курьерская доставка по заданию №1', amountKopecks: total, quantity: 1 }],
    }),
  );
}

const receiptRow = async (id: string) => (await db().select().from(fnsReceipts).where(eq(fnsReceipts.id, id)))[0]!;
const waitForStatus = (id: string, status: string, timeoutMs?: number) =>
  waitFor(
    async () => {
      const row = await receiptRow(id);
      return row.status === status ? row : undefined;
    },
    `receipt ${status}`,
    timeoutMs,
  );

/** The sandbox's receipts of the contractor on the day of `at` with this total. */
async function sandboxReceipts(inn: string, totalKopecks: bigint, at: Date) {
  const from = new Date(at.getTime() - 86_400_000).toISOString();
  const to = new Date(at.getTime() + 86_400_000).toISOString();
  const page = await server.runtime.ctx.fns!.call('GetIncomeRequestV2', { inn, from, to, limit: 1000, offset: 0 });
  return page.receipts.filter((r) => r.totalAmountKopecks === totalKopecks);
}

/** A registered НПД in FNS who never connected the platform, working for company A. */
async function unboundContractor(firstName: string, lastName: string) {
  const inn = personInn();
  const phone = `7999${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(4, '0')}`;
  await sandbox('control/taxpayers', { inn, first_name: firstName, second_name: lastName, phone, registered: true });
  return { inn, contractor: await newContractor(inn, companyA.id) };
}

const notificationsOf = (accountId: string) =>
  db().select().from(notifications).where(eq(notifications.accountId, accountId));

beforeAll(async () => {
  server = await startTestServer({ FNS_SANDBOX_MESSAGE_DELAY_MS: '0' });
  traffic = watchFnsTraffic(server.baseUrl);
  await bindInSandbox(DEMO_INN);
  companyA = await newCompany('7707083893', 'ООО "Чеки и Ко"');
  companyB = await newCompany('7702070139', 'ООО "Соседи"');
  contractorX = await newContractor(DEMO_INN, companyA.id);
  contractorY = await newContractor(personInn(), companyB.id);
}, 60_000);
afterAll(async () => server?.close());
// Every message the portal sent FNS and every answer, checked against the XSD 0.28 after each test.
afterEach(() => traffic.check());

describe('registering income', () => {
  it('registers the receipt in FNS once: REGISTERED with its id and link, and the contractor is told', async () => {
    const pending = await register(companyA.id, contractorX.id);
    expect(pending).toMatchObject({ status: 'PENDING', inn: DEMO_INN, customerInn: '7707083893' });
    const row = await waitForStatus(pending.id, 'REGISTERED');
    expect(row.receiptId).toMatch(/^[0-9a-z]+$/);
    expect(row.link).toBe(`https://lknpd.nalog.ru/api/v1/receipt/${DEMO_INN}/${row.receiptId}/print`);
    expect(row.registeredAt).not.toBeNull();
    const inFns = await sandboxReceipts(DEMO_INN, row.totalKopecks, row.operationTime);
    expect(inFns.map((r) => [r.receiptId, r.incomeType])).toEqual([[row.receiptId, 'FROM_LEGAL_ENTITY']]);
    const told = await waitFor(
      async () => (await notificationsOf(contractorX.accountId)).find((n) => n.title.includes(row.receiptId!)),
      'the contractor notified',
    );
    expect(told.title).toBe(`Чек №${row.receiptId} зарегистрирован в «Мой налог»`);
  });

  it('the same operation again returns the same row and sends nothing', async () => {
    const operationUniqueId = crypto.randomUUID();
    const first = await register(companyA.id, contractorX.id, { operationUniqueId });
    await waitForStatus(first.id, 'REGISTERED');
    const sent = (await messages('PostIncomeRequestV2', DEMO_INN)).length;
    const again = await register(companyA.id, contractorX.id, { operationUniqueId });
    expect(again.id).toBe(first.id);
    expect(again.status).toBe('REGISTERED');
    // Messages to FNS go out from jobs: once the queue has run every due job, a second one would have been sent.
    await server.waitForQueueIdle();
    expect((await messages('PostIncomeRequestV2', DEMO_INN)).length).toBe(sent);
    const rows = await db().select().from(fnsReceipts).where(eq(fnsReceipts.operationUniqueId, operationUniqueId));
    expect(rows).toHaveLength(1);
  });

  it('a lost answer: the resend is DUPLICATE and resolves to the receipt FNS already holds', async () => {
    const first = await register(companyA.id, contractorX.id);
    const registered = await waitForStatus(first.id, 'REGISTERED');
    // As if the answer never reached us: the row is PENDING again with a fresh message to send.
    await db()
      .update(fnsReceipts)
      .set({ status: 'PENDING', receiptId: null, link: null, registeredAt: null })
      .where(eq(fnsReceipts.id, first.id));
    const [lost] = await db().select().from(fnsReceipts).where(eq(fnsReceipts.id, first.id));
    await inTransaction(server.runtime.ctx, (txCtx) => requeueIncomeRegistration(txCtx, lost!));
    const resolved = await waitForStatus(first.id, 'REGISTERED');
    expect(resolved.receiptId).toBe(registered.receiptId);
    expect(resolved.link).toBe(registered.link);
    expect((await messages('PostIncomeRequestV2', DEMO_INN)).some((m) => m.outcome === 'DUPLICATE')).toBe(true);
    expect(await sandboxReceipts(DEMO_INN, registered.totalKopecks, registered.operationTime)).toHaveLength(1);
  });

  it('DUPLICATE for a company payout: its receipt is matched by what ReceiptV2 carries, among look-alikes', async () => {
    // ReceiptV2 names no customer: a match on the company's ИНН never found it and the receipt stayed PENDING.
    const operationTime = new Date();
    const total = nextAmount();
    const services = [
      { name: 'Монтаж стенда на выставке', amountKopecks: total - 10_00n, quantity: 1 },
      { name: 'Доставка материалов', amountKopecks: 5_00n, quantity: 2 },
    ];
    const alike = {
      inn: DEMO_INN,
      requestTime: operationTime.toISOString(),
      operationTime: operationTime.toISOString(),
      totalAmountKopecks: total,
    };
    // Listed before ours, the same day, second and total: another company's payout for other services,
    // and a person's payment for the very same services.
    await server.runtime.ctx.fns!.call('PostIncomeRequestV2', {
      ...alike,
      incomeType: 'FROM_LEGAL_ENTITY',
      customerInn: '7702070139',
      customerOrganization: 'ООО "Соседи"',
      services: [{ name: 'Демонтаж стенда', amountKopecks: total, quantity: 1 }],
      operationUniqueId: crypto.randomUUID(),
    });
    await server.runtime.ctx.fns!.call('PostIncomeRequestV2', { ...alike, incomeType: 'FROM_INDIVIDUAL', services });
    const first = await register(companyA.id, contractorX.id, { operationTime, services: [...services].reverse() });
    const registered = await waitForStatus(first.id, 'REGISTERED');
    expect(await sandboxReceipts(DEMO_INN, total, operationTime)).toHaveLength(3);

    await db()
      .update(fnsReceipts)
      .set({ status: 'PENDING', receiptId: null, link: null, registeredAt: null })
      .where(eq(fnsReceipts.id, first.id));
    const [lost] = await db().select().from(fnsReceipts).where(eq(fnsReceipts.id, first.id));
    await inTransaction(server.runtime.ctx, (txCtx) => requeueIncomeRegistration(txCtx, lost!));
    const resolved = await waitForStatus(first.id, 'REGISTERED');
    expect([resolved.receiptId, resolved.link]).toEqual([registered.receiptId, registered.link]);
    const outcomes = (await messages('PostIncomeRequestV2', DEMO_INN)).map((m) => m.outcome);
    expect(outcomes[0]).toBe('DUPLICATE');
  });

  it('refuses bad input with Russian reasons and stores nothing', async () => {
    const service = { name: 'Услуга', amountKopecks: 100_00n, quantity: 1 };
    const cases: [Parameters<typeof register>[2], string][] = [
      [{ services: [] }, 'В чеке должно быть от 1 до 6 услуг'],
      [{ services: Array.from({ length: 7 }, () => service) }, 'В чеке должно быть от 1 до 6 услуг'],
      [{ services: [{ ...service, amountKopecks: 0n }] }, 'Сумма услуги в чеке должна быть положительной, в копейках'],
      [
        { services: [{ ...service, amountKopecks: -100_00n }] },
        'Сумма услуги в чеке должна быть положительной, в копейках',
      ],
      [{ services: [{ ...service, name: 'я'.repeat(257) }] }, 'Название услуги в чеке: от 1 до 256 символов'],
    ];
    const [{ count: before } = { count: -1 }] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(fnsReceipts);
    for (const [options, message] of cases) {
      await expect(register(companyA.id, contractorX.id, options)).rejects.toThrow(message);
    }
    const noInn = await newContractor(null, companyA.id);
    await expect(register(companyA.id, noInn.id)).rejects.toThrow(
      'У исполнителя не указан ИНН: чек в «Мой налог» зарегистрировать нельзя',
    );
    const [{ count: after } = { count: -2 }] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(fnsReceipts);
    expect(after).toBe(before);
  });

  it('an unbound taxpayer: ERROR with the Russian reason, and the company is told the receipt is owed', async () => {
    const { inn, contractor: unbound } = await unboundContractor('Пётр', 'Отвязанный');
    const pending = await register(companyA.id, unbound.id);
    const row = await waitForStatus(pending.id, 'ERROR');
    expect(row.errorCode).toBe('TAXPAYER_UNBOUND');
    expect(row.errorMessage).toBe(
      'ФНС не зарегистрировала чек: исполнитель отключил платформу в «Мой налог» (ответ ФНС: «Пользователь не привязан к Партнеру»)',
    );
    expect(row.receiptId).toBeNull();
    const told = await waitFor(
      async () =>
        (await notificationsOf(companyA.accountId)).find(
          (n) => n.title === 'Чек самозанятого не зарегистрирован в ФНС',
        ),
      'the company notified',
    );
    expect(told.body).toContain(inn);
    expect(told.body).toContain('Чек обязателен по закону');
  });

  it('TAXPAYER_UNBOUND marks the connection lost at once and tells the contractor', async () => {
    const { inn, contractor: gone } = await unboundContractor('Олег', 'Ушедший');
    // We still believe the platform is connected; FNS knows the contractor has disconnected it.
    await upsertBinding(
      db(),
      gone.id,
      { by: 'INN', inn, status: 'BIND', permissions: REQUESTED_PERMISSIONS, boundAt: new Date() },
      new Date(),
    );
    const pending = await register(companyA.id, gone.id);
    await waitForStatus(pending.id, 'ERROR');
    const binding = await waitFor(async () => {
      const row = await selectBinding(db(), gone.id);
      return row?.status === 'UNBIND' ? row : undefined;
    }, 'the connection marked lost');
    expect(binding.unboundAt).not.toBeNull();
    const told = await notificationsOf(gone.accountId);
    expect(told.map((n) => n.title)).toContain('Платформа отключена от «Мой налог»');
  });

  it('INTERNAL_ERROR once: the queue retries and the receipt is registered', async () => {
    await sandbox('control', { internal_error_next: 1 });
    const pending = await register(companyA.id, contractorX.id);
    const row = await waitForStatus(pending.id, 'REGISTERED', 40_000);
    expect(row.receiptId).not.toBeNull();
    const outcomes = (await messages('PostIncomeRequestV2', DEMO_INN)).map((m) => m.outcome);
    expect(outcomes).toContain('INTERNAL_ERROR');
    expect(await sandboxReceipts(DEMO_INN, row.totalKopecks, row.operationTime)).toHaveLength(1);
  }, 60_000);
});

describe('the hourly sweep', () => {
  /** As if the queue had given up: the receipt and its message are recorded, no job will run them. */
  async function abandoned(customerId: string, employeeId: string, operationTime = new Date()) {
    const withoutQueue = {
      ...server.runtime.ctx,
      jobs: { ...server.runtime.ctx.jobs, enqueue: async () => undefined },
    };
    const total = nextAmount();
    return inTransaction(withoutQueue, (txCtx) =>
      registerIncome(txCtx, {
        customerId,
        employeeId,
        operationUniqueId: crypto.randomUUID(),
        operationTime,
        services: [{ name: 'Курьерская доставка по заданию №2', amountKopecks: total, quantity: 1 }],
      }),
    );
  }
  const sweep = () => sweepReceiptsJob.handler(server.runtime.ctx, {});

  it('resumes a PENDING receipt the queue gave up on, and FNS gets it once', async () => {
    const pending = await abandoned(companyA.id, contractorX.id);
    await sweep();
    // A resumed receipt is sent by a job: once the queue has run every due job, it would no longer be PENDING.
    await server.waitForQueueIdle();
    expect((await receiptRow(pending.id)).status).toBe('PENDING'); // touched within the retry window: left alone

    await db()
      .update(fnsReceipts)
      .set({ updatedAt: new Date(Date.now() - STALLED_AFTER_MS - 60_000) })
      .where(eq(fnsReceipts.id, pending.id));
    await sweep();
    const row = await waitForStatus(pending.id, 'REGISTERED');
    expect(await sandboxReceipts(DEMO_INN, row.totalKopecks, row.operationTime)).toHaveLength(1);
  });

  it('warns the company once when a receipt is still unregistered two days before the deadline', async () => {
    const now = new Date();
    const twoMonthsAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 15, 9));
    const overdue = await abandoned(companyA.id, contractorX.id, twoMonthsAgo);
    const current = await abandoned(companyA.id, contractorX.id, now);
    await sweep();
    const warned = await receiptRow(overdue.id);
    expect(warned.deadlineAlertedAt).not.toBeNull();
    expect((await receiptRow(current.id)).deadlineAlertedAt).toBeNull();
    const deadline = ruDay(receiptDeadline(twoMonthsAgo));
    const warnings = (await notificationsOf(companyA.accountId)).filter((n) =>
      n.body.includes(`до ${deadline} включительно`),
    );
    expect(warnings.map((n) => n.title)).toEqual(['Срок регистрации чека истекает']);
    expect(warnings[0]!.body).toContain(`ИНН ${DEMO_INN}`);

    await sweep();
    expect(
      (await notificationsOf(companyA.accountId)).filter((n) => n.body.includes(`до ${deadline} включительно`)),
    ).toHaveLength(1);
  });
});

describe('the printable receipt', () => {
  it('the company and the contractor get the HTML; anyone else, unknown and malformed get the same 404', async () => {
    const pending = await register(companyA.id, contractorX.id, {
      services: [{ name: 'Доставка документов', amountKopecks: 1234_56n, quantity: 1 }],
    });
    const row = await waitForStatus(pending.id, 'REGISTERED');
    const path = apiPaths.fns.receiptPrint.replace(':inn', DEMO_INN).replace(':receiptId', row.receiptId!);
    for (const owner of [companyA, contractorX]) {
      const res = await owner.client.get<string>(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(res.body).toContain(`Чек №${row.receiptId}`);
      // The money as the card shows it (issue 24.7: the receipt and the card agree).
      expect(res.body).toContain(escapeHtml(formatKopecks(1234_56n)));
      expect(res.body).toContain('Доставка документов');
    }
    const notFound = { error_message: 'Чек не найден', code: 'NOT_FOUND' };
    for (const [client, target] of [
      [companyB.client, path],
      [contractorY.client, path],
      [companyA.client, apiPaths.fns.receiptPrint.replace(':inn', DEMO_INN).replace(':receiptId', 'zzzzzzzzzz')],
      [companyA.client, apiPaths.fns.receiptPrint.replace(':inn', '123').replace(':receiptId', row.receiptId!)],
      [contractorX.client, apiPaths.fns.receiptPrint.replace(':inn', DEMO_INN).replace(':receiptId', '%3Cscript%3E')],
    ] as const) {
      const res = await client.get<ErrorBody>(target);
      expect(res.status, target).toBe(404);
      expect(res.body).toMatchObject(notFound);
    }
  });
});

describe('cancelling a receipt', () => {
  it('refuses the wrong role, another company, an unknown reason; then cancels once', async () => {
    const pending = await register(companyA.id, contractorX.id);
    const registered = await waitForStatus(pending.id, 'REGISTERED');
    const cancel = (client: TestClient, body: unknown) =>
      client.post<Receipt & ErrorBody>(apiPaths.fns.cancelReceipt, body);

    const byContractor = await cancel(contractorX.client, { receipt_id: pending.id, reason_code: 'REFUND' });
    expect(byContractor.status).toBe(403);
    for (const receiptId of [pending.id, registered.receiptId!]) {
      const byOther = await cancel(companyB.client, { receipt_id: receiptId, reason_code: 'REFUND' });
      expect(byOther.status).toBe(404);
      expect(byOther.body.error_message).toBe('Чек не найден');
    }
    const malformed = await cancel(companyA.client, { receipt_id: '../x', reason_code: 'REFUND' });
    expect([malformed.status, malformed.body.error_message]).toEqual([404, 'Чек не найден']);
    const badReason = await cancel(companyA.client, { receipt_id: pending.id, reason_code: 'BORED' });
    expect(badReason.status).toBe(400);
    expect(JSON.stringify(badReason.body)).toContain(
      'Выберите причину аннулирования: «Возврат средств» или «Чек сформирован ошибочно»',
    );
    expect(await receiptRow(pending.id)).toEqual(registered);

    const accepted = await cancel(companyA.client, {
      receipt_id: registered.receiptId,
      reason_code: 'REGISTRATION_MISTAKE',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      id: pending.id,
      status: 'CANCEL_PENDING',
      receipt_id: registered.receiptId,
      cancel_reason: 'REGISTRATION_MISTAKE',
      print_url: `/api/v1/receipt/${DEMO_INN}/${registered.receiptId}/print`,
    });
    const canceled = await waitForStatus(pending.id, 'CANCELED');
    expect(canceled.canceledAt).not.toBeNull();
    const [inFns] = await sandboxReceipts(DEMO_INN, registered.totalKopecks, registered.operationTime);
    expect(inFns?.cancelationTime).toEqual(expect.any(String));
    const page = await companyA.client.get<string>(
      apiPaths.fns.receiptPrint.replace(':inn', DEMO_INN).replace(':receiptId', registered.receiptId!),
    );
    expect(page.body).toContain('Аннулирован');

    const again = await cancel(companyA.client, { receipt_id: pending.id, reason_code: 'REFUND' });
    expect([again.status, again.body.error_message]).toEqual([409, 'Чек уже аннулирован']);
    expect(await receiptRow(pending.id)).toEqual(canceled);
  });

  it('a receipt not registered yet cannot be cancelled', async () => {
    const { contractor: unbound } = await unboundContractor('Ольга', 'Ошибкина');
    const pending = await register(companyA.id, unbound.id);
    const failed = await waitForStatus(pending.id, 'ERROR');
    const res = await companyA.client.post<ErrorBody>(apiPaths.fns.cancelReceipt, {
      receipt_id: pending.id,
      reason_code: 'REFUND',
    });
    expect(res.status).toBe(409);
    expect(res.body.error_message).toBe(
      'Чек не зарегистрирован в ФНС: аннулировать можно только зарегистрированный чек',
    );
    expect(await receiptRow(pending.id)).toEqual(failed);
  });
});

describe('reasons to cancel', () => {
  it('answers both roles the two reasons, and caches FNS’s list', async () => {
    for (const party of [companyA, contractorX]) {
      const res = await party.client.get<FnsCancelReasonsResponse>(apiPaths.fns.cancelReceiptReasons);
      expect(res.status).toBe(200);
      expect(res.body.items).toEqual([
        { code: 'REFUND', description: 'Возврат средств' },
        { code: 'REGISTRATION_MISTAKE', description: 'Чек сформирован ошибочно' },
      ]);
    }
    const cached = await waitFor(async () => {
      const rows = await rowsOf<{ items: unknown }>(
        db(),
        sql`select items from fns_dictionaries where name = 'cancel_reasons'`,
      );
      return rows[0];
    }, 'the reasons cached');
    expect(cached.items).toEqual([
      { code: 'REFUND', description: 'Возврат средств' },
      { code: 'REGISTRATION_MISTAKE', description: 'Чек сформирован ошибочно' },
    ]);
  });
});

describe('income sums for the yearly cap', () => {
  it('counts paid-unregistered and registered receipts by the Moscow year, and registered ones after a moment', async () => {
    const contractor = await newContractor(personInn(), companyA.id);
    const receipt = async (
      totalKopecks: bigint,
      operationTime: string,
      status: 'PENDING' | 'ERROR' | 'REGISTERED' | 'CANCELED',
      registeredAt?: string,
    ) => {
      const row = await insertReceipt(
        db(),
        {
          customerId: companyA.id,
          employeeId: contractor.id,
          inn: '000000000000',
          operationUniqueId: crypto.randomUUID(),
          payoutId: null,
          services: [{ name: 'Услуга', amountKopecks: totalKopecks, quantity: 1 }],
          totalKopecks,
          operationTime: new Date(operationTime),
          customerInn: companyA.inn,
          customerOrganization: companyA.name,
        },
        new Date(),
      );
      await updateReceipt(
        db(),
        row!.id,
        { status, registeredAt: registeredAt ? new Date(registeredAt) : null },
        new Date(),
      );
    };
    // 01:00 on 1 January 2026 in Moscow is still 2025 in UTC: it is income of 2026.
    await receipt(100n, '2025-12-31T22:00:00Z', 'PENDING');
    await receipt(20n, '2026-03-01T10:00:00Z', 'ERROR');
    await receipt(3n, '2025-12-31T20:59:59Z', 'PENDING');
    await receipt(4_000n, '2026-02-01T10:00:00Z', 'REGISTERED', '2026-02-01T10:00:05Z');
    await receipt(50_000n, '2026-02-02T10:00:00Z', 'REGISTERED', '2026-02-03T10:00:00Z');
    await receipt(600_000n, '2026-02-02T11:00:00Z', 'CANCELED', '2026-02-02T11:00:05Z');

    expect(await pendingIncomeKopecks(db(), contractor.id, 2026)).toBe(120n);
    expect(await pendingIncomeKopecks(db(), contractor.id, 2025)).toBe(3n);
    expect(await registeredIncomeSinceKopecks(db(), contractor.id, 2026, null)).toBe(54_000n);
    expect(await registeredIncomeSinceKopecks(db(), contractor.id, 2026, new Date('2026-02-02T00:00:00Z'))).toBe(
      50_000n,
    );
    expect(await registeredIncomeSinceKopecks(db(), contractor.id, 2025, null)).toBe(0n);
    expect(await pendingIncomeKopecks(db(), contractorY.id, 2026)).toBe(0n);
  });
});
