/**
 * Paying a registry over HTTP on a real database with the bank and FNS sandboxes (issue 25): the refusals
 * that change nothing (FAIL_ERRORS with a bad row, a balance that does not cover it, a registry not checked),
 * one Idempotency-Key paying once, the rows becoming payouts of the existing kind sent as ONE bank registry,
 * every payout DONE with its receipt, the ledger balanced, the company told, the result report.
 */
import {
  apiPaths,
  type ErrorBody,
  inn12WithCheckDigits,
  MASS_PAYOUT_PAY_MESSAGES,
  type MassPayout,
  massPayoutPaidText,
  type NotificationListResponse,
  pathWithId,
} from '@vyplaty/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, fnsReceipts, ledgerOperations, payouts } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import type { TestClient } from '../../test-support/http-client.js';
import { startTestServer, type TestServer, waitFor } from '../../test-support/test-server.js';
import { block, unblock } from '../ledger/index.js';
import {
  balanceOf,
  bankControl,
  company,
  fund,
  individualContractor,
  liftLimits,
  npdContractor,
} from '../payouts/payouts-flow.test-helpers.js';
import {
  download,
  getRegistry,
  importedRegistry as importedRegistryOf,
  npdRow,
  pathsOf,
  postPay,
  rowsOf,
  sheetRows,
  type TemplateRow,
  waitImported,
  waitPaid,
} from './mass-payouts.test-helpers.js';

let server: TestServer;
let client: TestClient;
let customerId: string;
const inns: string[] = [];
const paths = pathsOf('NPD');

beforeAll(async () => {
  server = await startTestServer({
    SBER_SANDBOX_BIND_DELAY_MS: '0',
    BANK_SANDBOX_DELAY_MS: '0',
    BANK_REGISTRY_FIRST_READ_SECONDS: '0',
  });
  // The bank's one request a second per method is kept (the client must wait it out), operations quick.
  await bankControl(server, '/registry-settings', { operationDelayMs: 0 });
  const c = await company(server);
  client = c.client;
  customerId = c.customerId;
  await liftLimits(server, customerId);
  await fund(server, customerId, 1_000_000n);
  for (let i = 0; i < 4; i += 1) inns.push((await npdContractor(server, customerId)).inn);
}, 180_000);
afterAll(async () => server?.close());

const pay = (id: string, key?: string | null) => postPay(client, id, { key });
const importedRegistry = (rows: TemplateRow[], name: string) => importedRegistryOf(client, rows, name);

describe('paying a registry', () => {
  let registry: MassPayout;

  it('refuses what it cannot pay and changes nothing', async () => {
    registry = await importedRegistry(
      [
        npdRow(inns[0]!, '1500,00'),
        npdRow(inns[1]!, '2500.50'),
        npdRow('500100732250', '100,00'),
        npdRow(inns[2]!, '300,00'),
        npdRow(inns[3]!, '400,00', { 'Внешний ID': 'ext-pay-1' }),
      ],
      'Реестр к оплате.xlsx',
    );
    expect(registry.rows).toEqual({ valid: 4, invalid: 1, duplicate: 0 });

    const noKey = await pay(registry.id, null);
    expect(noKey.status).toBe(400);

    // «Не оплачивать, если есть ошибки» (the default) with a bad row.
    const failErrors = await pay(registry.id);
    expect(failErrors.status, JSON.stringify(failErrors.body)).toBe(422);
    expect(failErrors.body.error_message).toBe(MASS_PAYOUT_PAY_MESSAGES.hasErrors(1));

    const mode = await client.request<MassPayout>('PUT', pathWithId(paths.one, registry.id), {
      body: { error_mode: 'IGNORE_ERRORS' },
    });
    expect(mode.status).toBe(200);

    // Support blocks most of the balance: told now, nothing held.
    const blocked = { customerId, amountKopecks: 900_000n, description: 'Блокировка (тест)' };
    await inTransaction(server.runtime.ctx, (txCtx) => block(txCtx, blocked));
    const poor = await pay(registry.id);
    expect(poor.status, JSON.stringify(poor.body)).toBe(409);
    expect(poor.body.error_message).toMatch(/^Недостаточно средств на балансе/);
    await inTransaction(server.runtime.ctx, (txCtx) => unblock(txCtx, blocked));

    const after = await getRegistry(client, 'NPD', registry.id);
    expect(after.body).toMatchObject({ status: 'DRAFT', payment: null });
    expect((await balanceOf(server, customerId)).heldKopecks).toBe(0n);
  });

  it('pays the valid rows once per key: one bank registry, every payout DONE with its receipt', async () => {
    const key = crypto.randomUUID();
    const first = await pay(registry.id, key);
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    expect(first.body).toMatchObject({ status: 'PROCESSING', payment: { phase: 'CHECKING', rows_paid: 0 } });
    // The same key again answers the same and starts nothing; another key finds it paying.
    const replay = await pay(registry.id, key);
    expect(replay.status).toBe(202);
    expect(replay.body.id).toBe(registry.id);
    const again = await pay(registry.id);
    expect(again.status).toBe(409);
    expect(again.body.error_message).toBe(MASS_PAYOUT_PAY_MESSAGES.notDraft);
    // Nothing can be changed while it is paid.
    const mode = await client.request<ErrorBody>('PUT', pathWithId(paths.one, registry.id), {
      body: { error_mode: 'FAIL_ERRORS' },
    });
    expect(mode.status).toBe(409);

    const seen: MassPayout[] = [];
    const paid = await waitPaid(client, registry.id, { seen });
    expect(paid.status, JSON.stringify(paid)).toBe('COMPLETED');
    expect(paid.payment).toMatchObject({ phase: 'DONE', rows_total: 4, rows_paid: 4, rows_failed: 0, error: null });
    expect(seen.some((s) => s.payment?.phase === 'FOLLOWING' || s.payment?.phase === 'CREATING')).toBe(true);

    const rows = await rowsOf(client, 'NPD', registry.id);
    expect(rows.map((r) => [r.row_number, r.state, r.payout_status])).toEqual([
      [2, 'PAYOUT_CREATED', 'DONE'],
      [3, 'PAYOUT_CREATED', 'DONE'],
      [4, 'INVALID', null],
      [5, 'PAYOUT_CREATED', 'DONE'],
      [6, 'PAYOUT_CREATED', 'DONE'],
    ]);
    const payoutIds = rows.flatMap((r) => (r.payout_id ? [r.payout_id] : []));
    const made = await server.runtime.ctx.db.select().from(payouts).where(inArray(payouts.id, payoutIds));
    expect(made.map((p) => [p.kind, p.status, p.bankState]).sort()).toEqual(
      Array.from({ length: 4 }, () => ['NPD', 'DONE', 'SENT']),
    );
    expect(made.find((p) => p.externalId === 'ext-pay-1')?.amountKopecks).toBe(40_000n);

    // One bank registry of 4 payments, not 4 single payments.
    const bank = (await bankControl(server, '/registries')) as {
      items: { paymentsCount: number; status: string; payments: { externalId: string }[] }[];
    };
    expect(bank.items).toHaveLength(1);
    expect(bank.items[0]).toMatchObject({ paymentsCount: 4, status: 'EXECUTED' });
    expect(bank.items[0]!.payments.map((p) => p.externalId).sort()).toEqual([...payoutIds].sort());

    // The money: 4 700,50 ₽ left the balance, nothing stays held, the registry's own HOLD resolved.
    const balance = await balanceOf(server, customerId);
    expect(balance.heldKopecks).toBe(0n);
    expect(balance.availableKopecks).toBe(1_000_000n - 470_050n);
    const registryHolds = await server.runtime.ctx.db
      .select()
      .from(ledgerOperations)
      .where(eq(ledgerOperations.referenceId, registry.id));
    expect(registryHolds.map((o) => o.type).sort()).toEqual(['HOLD', 'UNHOLD']);

    // Each payout's НПД receipt.
    await waitFor(
      async () => {
        const receipts = await server.runtime.ctx.db
          .select()
          .from(fnsReceipts)
          .where(inArray(fnsReceipts.payoutId, payoutIds));
        return receipts.length === 4 && receipts.every((r) => r.status === 'REGISTERED') ? receipts : undefined;
      },
      'the receipts to be registered',
      60_000,
    );

    const notes = await client.post<NotificationListResponse>(apiPaths.notifications.list, { page: 1, page_size: 50 });
    expect(notes.body.items.map((n) => n.title)).toContain(massPayoutPaidText(registry.number, 4, 4));
  });

  it('reports each row: its payout, status, receipt, or why it was not paid', async () => {
    const report = await download(client, pathWithId(paths.report, registry.id));
    expect(report.status).toBe(200);
    const sheet = await sheetRows(report.bytes);
    expect(sheet[0]).toEqual([
      'Строка',
      'ФИО',
      'ИНН',
      'Сумма',
      'НДФЛ',
      'К выплате',
      'Выплата №',
      'Статус',
      'Дата выплаты',
      'Чек',
      'Причина',
    ]);
    expect(sheet).toHaveLength(6);
    const bad = sheet.find((r) => r[0] === '4')!;
    expect(bad[7]).toBe('Не оплачена: ошибка');
    expect(bad[10]).not.toBe('');
    const good = sheet.find((r) => r[0] === '2')!;
    expect(good[7]).toBe('Выплачено');
    expect(good[9]).toMatch(/^https?:\/\//);
  });
});

describe('an individuals’ registry entered by hand', () => {
  it('is imported like a file, paid through the payment API with НДФЛ withheld', async () => {
    const people: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const person = await individualContractor(server, customerId);
      const inn = inn12WithCheckDigits(
        `53${String(process.pid % 100_000).padStart(5, '0')}${String(i).padStart(3, '0')}`,
      );
      await server.runtime.ctx.db.update(employees).set({ inn }).where(eq(employees.id, person.employeeId));
      people.push(inn);
    }
    const formRow = (inn: string, amount: string) => ({
      last_name: 'Гражданкин',
      first_name: 'Глеб',
      inn,
      amount,
      method: 'CARD' as const,
      card_number: '4111111111111111',
    });
    const create = (body: unknown, key: string | null = crypto.randomUUID()) =>
      client.post<MassPayout & ErrorBody>(
        apiPaths.individualMassPayouts.createFromForm,
        body,
        key ? { headers: { 'Idempotency-Key': key } } : {},
      );
    // Bad input: no rows, a row without a name — a clear Russian message, nothing made.
    const empty = await create({ rows: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error_message).toBe('Добавьте хотя бы одну строку');
    const key = crypto.randomUUID();
    const made = await create({ rows: [formRow(people[0]!, '1000,00'), formRow(people[1]!, '2000.00')] }, key);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ kind: 'INDIVIDUAL', status: 'DRAFT', file: { kind: 'EXCEL' } });
    expect(made.body.file.name).toMatch(/^Реестр, введённый вручную \d\d\.\d\d\.\d{4}\.xlsx$/);
    // The same key again is the same registry.
    const replay = await create({ rows: [formRow(people[0]!, '1000,00'), formRow(people[1]!, '2000.00')] }, key);
    expect(replay.body.id).toBe(made.body.id);

    const imported = await waitImported(client, 'INDIVIDUAL', made.body.id);
    expect(imported.rows, JSON.stringify(await rowsOf(client, 'INDIVIDUAL', imported.id))).toEqual({
      valid: 2,
      invalid: 0,
      duplicate: 0,
    });
    expect(imported.totals).toEqual({ gross: '3000.00', ndfl: '390.00', net: '2610.00' });

    const paths = pathsOf('INDIVIDUAL');
    const started = await client.post<MassPayout & ErrorBody>(
      pathWithId(paths.pay, imported.id),
      {},
      { headers: { 'Idempotency-Key': crypto.randomUUID() } },
    );
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const paid = await waitFor(
      async () => {
        const res = await getRegistry(client, 'INDIVIDUAL', imported.id);
        return res.body.status === 'COMPLETED' || res.body.status === 'ERROR' ? res.body : undefined;
      },
      'the individuals’ registry to be paid',
      90_000,
    );
    expect(paid.payment, JSON.stringify(paid)).toMatchObject({ rows_paid: 2, rows_failed: 0 });
    const rows = await rowsOf(client, 'INDIVIDUAL', imported.id);
    expect(rows.map((r) => [r.state, r.payout_status, r.net])).toEqual([
      ['PAYOUT_CREATED', 'DONE', '870.00'],
      ['PAYOUT_CREATED', 'DONE', '1740.00'],
    ]);
    const made2 = await server.runtime.ctx.db
      .select()
      .from(payouts)
      .where(
        inArray(
          payouts.id,
          rows.map((r) => r.payout_id!),
        ),
      );
    expect(made2.map((p) => [p.kind, p.ndflKopecks]).sort()).toEqual([
      ['INDIVIDUAL', 13_000n],
      ['INDIVIDUAL', 26_000n],
    ]);
  });
});
