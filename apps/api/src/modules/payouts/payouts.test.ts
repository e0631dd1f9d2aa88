// size: the payout journeys of both kinds through HTTP, the jobs, the ledger and both sandboxes, read top to bottom
/**
 * Payouts through HTTP on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL), the real job
 * queue and the bank and FNS sandboxes: НПД to DONE with a receipt, an individual payout with НДФЛ,
 * a late decline released (UNHOLD) and repeated, drafts, cancel, files, lists, the contractor's side,
 * and every bad input refused in Russian with nothing changed.
 */
import { randomUUID } from 'node:crypto';
import {
  apiPaths,
  type EmployeePayoutDetail,
  type EmployeePayoutListResponse,
  type ErrorBody,
  formatKopecks,
  type IndividualBreakdown,
  type Payout,
  type PayoutCheckResponse,
  type PayoutHistoryResponse,
  type PayoutListResponse,
  pathWithId,
} from '@vyplaty/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerOperations, notifications, payouts } from '../../db/schema/index.js';
import { moscowDateTime } from '../../lib/moscow-time.js';
import { sendForm } from '../../test-support/isolation/world.js';
import { rowsOf } from '../../test-support/sql.js';
import { startTestServer, type TestServer, waitFor } from '../../test-support/test-server.js';
import { supportHeaders } from '../balance/balance.test-helpers.js';
import {
  balanceOf,
  bankControl,
  bankPayments,
  company,
  createPayouts,
  fund,
  getPayout,
  individualContractor,
  liftLimits,
  npdContractor,
  pathsOf,
  row,
  waitForPayout,
} from './payouts-flow.test-helpers.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ FNS_SANDBOX_MESSAGE_DELAY_MS: '0', BANK_SANDBOX_DELAY_MS: '0' });
});
afterAll(() => server?.close());

/** The answer with the no-break spaces of ru-RU amounts read as plain ones. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value).replaceAll('\u00a0', ' '));
const isFinal = (p: Payout) => p.status === 'DONE' || p.status === 'DECLINED' || p.status === 'ERROR';
const history = async (client: Parameters<typeof getPayout>[0], path: string, id: string) =>
  (await client.get<PayoutHistoryResponse>(pathWithId(path, id))).body.items.map((i) => i.event);
const countRows = async (table: 'payouts' | 'ledger_operations', customerId: string) =>
  (
    await rowsOf<{ n: number }>(
      server.runtime.ctx.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where customer_id = ${customerId}`,
    )
  )[0]!.n;

describe('НПД payout: check → HOLD → bank → DONE → DEBIT → receipt → both told', () => {
  it('pays a connected self-employed contractor once, with a receipt and the history of every step', async () => {
    const a = await company(server);
    await fund(server, a.customerId, 10_000_00n);
    const c = await npdContractor(server, a.customerId);

    const check = await a.client.post<PayoutCheckResponse>(apiPaths.payouts.check, {
      rows: [{ employee_id: c.employeeId, amount: '1500.00' }],
    });
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    expect(check.body.available).toBe('10000.00');
    expect(check.body.rows[0]!.payable).toBe(true);
    expect(check.body.rows[0]!.checks.map((x) => x.rule)).toEqual(
      expect.arrayContaining([
        'EMPLOYEE',
        'REQUISITES',
        'BALANCE',
        'LIMIT_PER_PAYOUT',
        'NPD_REGISTERED',
        'YEARLY_LIMIT',
      ]),
    );
    expect(check.body.rows[0]!.checks.find((x) => x.rule === 'REQUISITES')!.message).toBe('Счёт •• 4567, ПАО Сбербанк');

    const created = await createPayouts(a.client, 'NPD', { rows: [row(c.employeeId, '1 500,00')], pay: true });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const [payout] = created.body.items;
    expect(payout).toMatchObject({
      status: 'PENDING',
      amount: '1500.00',
      kind: 'NPD',
      created_by_me: true,
      breakdown: null,
    });
    expect(payout!.recipient).toEqual({ kind: 'BANK_ACCOUNT', label: 'Счёт •• 4567, ПАО Сбербанк' });

    const done = await waitForPayout(a.client, 'NPD', payout!.id, isFinal, 'the НПД payout settled');
    expect(done.status).toBe('DONE');
    expect(done.paid_at).not.toBeNull();
    const withReceipt = await waitForPayout(
      a.client,
      'NPD',
      payout!.id,
      (p) => p.receipt?.status === 'REGISTERED',
      'the receipt registered',
    );
    expect(withReceipt.receipt!.receipt_id).toBeTruthy();
    expect(withReceipt.receipt!.print_url).toContain('/print');
    // «Открыть чек» (issue 24.7): embedded, the FNS sandbox's own page of this receipt (an lknpd link would name a
    // receipt FNS never saw); it shows the card's money and the paid time in Moscow, said so.
    const inn = withReceipt.employee.inn;
    expect(withReceipt.receipt!.link).toBe(`/sandbox/fns/receipt/${inn}/${withReceipt.receipt!.receipt_id}/print`);
    const receiptPage = await fetch(`${server.baseUrl}${withReceipt.receipt!.link}`);
    expect(receiptPage.status).toBe(200);
    const receiptHtml = await receiptPage.text();
    expect(receiptHtml).toContain(formatKopecks(1_500_00n));
    expect(receiptHtml).toContain(`${moscowDateTime(new Date(done.paid_at!))} МСК`);
    await waitFor(async () => {
      const events = await history(a.client, apiPaths.payouts.history, payout!.id);
      return events.includes('ADD_RECEIPT') ? events : undefined;
    }, 'ADD_RECEIPT in the history');
    expect(await history(a.client, apiPaths.payouts.history, payout!.id)).toEqual([
      'CREATED',
      'PROCESSING',
      'PAID',
      'ADD_RECEIPT',
    ]);

    // Money: 1 500 ₽ debited once, nothing held; the bank executed the payment once.
    expect(await balanceOf(server, a.customerId)).toMatchObject({ availableKopecks: 8_500_00n, heldKopecks: 0n });
    expect((await bankPayments(server)).get(payout!.id)).toMatchObject({ status: 'DONE', executions: 1 });

    // The contractor sees it, with the receipt; both sides were told.
    const mine = await c.client.post<EmployeePayoutListResponse>(apiPaths.employeePayouts.payouts, {});
    expect(mine.body.items.map((p) => [p.id, p.status, p.amount])).toEqual([[payout!.id, 'DONE', '1500.00']]);
    const detail = await c.client.get<EmployeePayoutDetail>(pathWithId(apiPaths.employeePayouts.payout, payout!.id));
    expect(detail.body.receipt?.status).toBe('REGISTERED');
    expect(detail.body.history.map((h) => h.event)).toContain('PAID');
    const toldContractor = await server.runtime.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, c.accountId));
    expect(plain(toldContractor.map((n) => n.title))).toEqual(expect.arrayContaining(['Вам перечислено 1 500,00 ₽']));
    const toldCompany = await server.runtime.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, a.accountId));
    expect(plain(toldCompany.map((n) => n.body).join('\n'))).toMatch(/Исполнитель Сидоров С\. получил 1 500,00 ₽/);
  });
});

describe('individual payout: НДФЛ withheld, the net paid', () => {
  it('shows and stores gross, НДФЛ, net and contributions; pays the net; counts the year cumulatively', async () => {
    const a = await company(server);
    await fund(server, a.customerId, 500_000_00n);
    await liftLimits(server, a.customerId);
    const c = await individualContractor(server, a.customerId);

    const check = await a.client.post<PayoutCheckResponse>(apiPaths.individualPayouts.check, {
      rows: [{ employee_id: c.employeeId, amount: '100000.00' }],
    });
    expect(check.body.rows[0]!.breakdown).toEqual({
      amount: '100000.00',
      ndfl: '13000.00',
      payout_amount: '87000.00',
      contributions: '30000.00',
      ndfl_rate: '13',
      year_income_before: '0.00',
    });

    const created = await createPayouts(a.client, 'INDIVIDUAL', { rows: [row(c.employeeId, '100000')], pay: true });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.items[0]!.id;
    expect(await balanceOf(server, a.customerId)).toMatchObject({ heldKopecks: 87_000_00n });
    const done = await waitForPayout(a.client, 'INDIVIDUAL', id, isFinal, 'the individual payout settled');
    expect(done.status).toBe('DONE');
    expect(await balanceOf(server, a.customerId)).toMatchObject({ availableKopecks: 413_000_00n, heldKopecks: 0n });
    const full = await a.client.get<IndividualBreakdown>(pathWithId(apiPaths.individualPayouts.full, id));
    expect(full.body).toMatchObject({ ndfl: '13000.00', payout_amount: '87000.00' });

    // The next one counts the first: 100 000 ₽ before, no receipt for an individual payout.
    const second = await a.client.post<PayoutCheckResponse>(apiPaths.individualPayouts.check, {
      rows: [{ employee_id: c.employeeId, amount: '50000.00' }],
    });
    expect(second.body.rows[0]!.breakdown).toMatchObject({ year_income_before: '100000.00', ndfl: '6500.00' });
    expect(done.receipt).toBeNull();

    // The contractor reads the net as their amount.
    const mine = await c.client.post<EmployeePayoutListResponse>(apiPaths.employeePayouts.all, {});
    expect(mine.body.items.map((p) => [p.kind, p.amount, p.breakdown?.ndfl])).toEqual([
      ['INDIVIDUAL', '87000.00', '13000.00'],
    ]);
  });
});

describe('a late decline: UNHOLD, the reason, a repeat', () => {
  it('releases the money with the bank’s reason; the repeat is a new payout and the original says so', async () => {
    const a = await company(server);
    await fund(server, a.customerId, 5_000_00n);
    const c = await individualContractor(server, a.customerId);
    await bankControl(server, '/faults', { lateDeclineNext: 1 });
    const created = await createPayouts(a.client, 'INDIVIDUAL', { rows: [row(c.employeeId, '1000.00')], pay: true });
    const id = created.body.items[0]!.id;
    const declined = await waitForPayout(a.client, 'INDIVIDUAL', id, isFinal, 'the declined payout settled');
    expect(declined).toMatchObject({ status: 'DECLINED', can_repeat: true, can_cancel: false });
    expect(declined.reason).toMatch(/Банк получателя/);
    expect(await balanceOf(server, a.customerId)).toMatchObject({ availableKopecks: 5_000_00n, heldKopecks: 0n });
    const types = await server.runtime.ctx.db
      .select({ type: ledgerOperations.type })
      .from(ledgerOperations)
      .where(eq(ledgerOperations.customerId, a.customerId));
    expect(types.map((t) => t.type).sort()).toEqual(['CREDIT', 'HOLD', 'UNHOLD']);
    expect(await history(a.client, apiPaths.individualPayouts.history, id)).toEqual(['CREATED', 'PROCESSING', 'ERROR']);

    const key = randomUUID();
    const repeat = await a.client.post<Payout>(
      pathWithId(apiPaths.individualPayouts.repeat, id),
      {},
      {
        headers: { 'idempotency-key': key },
      },
    );
    expect(repeat.status, JSON.stringify(repeat.body)).toBe(201);
    expect(repeat.body).toMatchObject({ repeat_of: id, status: 'PENDING', amount: '1000.00' });
    const original = await getPayout(a.client, 'INDIVIDUAL', id);
    expect(original).toMatchObject({ repeat_status: 'CREATED', repeated_by: repeat.body.id, can_repeat: false });
    // The same key again answers the same; another payout with that key is another request.
    const again = await a.client.post<Payout>(
      pathWithId(apiPaths.individualPayouts.repeat, id),
      {},
      {
        headers: { 'idempotency-key': key },
      },
    );
    expect(again.body.id).toBe(repeat.body.id);
    const other = await a.client.post<ErrorBody>(
      pathWithId(apiPaths.individualPayouts.repeat, repeat.body.id),
      {},
      {
        headers: { 'idempotency-key': key },
      },
    );
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await waitForPayout(a.client, 'INDIVIDUAL', repeat.body.id, isFinal, 'the repeat settled')).status).toBe(
      'DONE',
    );
  });
});

describe('the bank’s answer lost, the bank unreachable', () => {
  it('asks the bank before sending again: each payout is executed once', async () => {
    const a = await company(server);
    await fund(server, a.customerId, 5_000_00n);
    const c = await individualContractor(server, a.customerId);
    await bankControl(server, '/faults', { lostAnswerNext: 1, errorNext: 1, hangMs: 0 });
    const created = await createPayouts(a.client, 'INDIVIDUAL', {
      rows: [row(c.employeeId, '100.00'), row(c.employeeId, '200.00')],
      pay: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const payments = await Promise.all(
      created.body.items.map((p) =>
        waitForPayout(a.client, 'INDIVIDUAL', p.id, isFinal, 'a payout settled after a fault'),
      ),
    );
    expect(payments.map((p) => p.status)).toEqual(['DONE', 'DONE']);
    const seen = await bankPayments(server);
    expect(created.body.items.map((p) => seen.get(p.id)?.executions)).toEqual([1, 1]);
    expect(await balanceOf(server, a.customerId)).toMatchObject({
      availableKopecks: 5_000_00n - 87_00n - 174_00n,
      heldKopecks: 0n,
    });
    for (const p of created.body.items) {
      expect(await history(a.client, apiPaths.individualPayouts.history, p.id)).toEqual([
        'CREATED',
        'PROCESSING',
        'PAID',
      ]);
    }
  }, 60_000);
});

describe('drafts, files and the list', () => {
  it('creates drafts, edits, pays one and deletes another; files come and go with history; the list sorts and filters', async () => {
    const a = await company(server);
    await fund(server, a.customerId, 3_000_00n);
    const c = await npdContractor(server, a.customerId);
    const created = await createPayouts(a.client, 'NPD', {
      rows: [row(c.employeeId, '100.00'), row(c.employeeId, '200.00', { comment: 'второй' })],
      pay: false,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const [first, second] = created.body.items;
    expect([first!.number + 1, first!.status, first!.can_pay]).toEqual([second!.number, 'CREATED', true]);
    expect(await balanceOf(server, a.customerId)).toMatchObject({ heldKopecks: 0n });

    const edited = await a.client.request<Payout>('PUT', pathWithId(apiPaths.payouts.one, first!.id), {
      body: { amount: '150.00', service_name: 'Курьерская доставка' },
    });
    expect(edited.body).toMatchObject({ amount: '150.00', service_name: 'Курьерская доставка' });

    const upload = await sendForm(a.client, 'POST', pathWithId(apiPaths.payouts.files, first!.id), {
      file: { name: 'акт.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') },
    });
    const file = (await upload.json()) as { id: string; name: string };
    expect([upload.status, file.name]).toEqual([201, 'акт.pdf']);
    const download = await a.client.get(pathWithId(apiPaths.payouts.file, first!.id).replace(':fileId', file.id));
    expect(download.status).toBe(200);
    const badFile = await sendForm(a.client, 'POST', pathWithId(apiPaths.payouts.files, first!.id), {
      file: { name: 'virus.exe', bytes: Buffer.from('MZ') },
    });
    expect(badFile.status).toBe(400);
    const removed = await a.client.request(
      'DELETE',
      pathWithId(apiPaths.payouts.file, first!.id).replace(':fileId', file.id),
    );
    expect(removed.status).toBe(204);

    await a.client.post(apiPaths.payouts.check, { rows: [{ employee_id: c.employeeId, amount: '150.00' }] });
    const paid = await a.client.post<{ items: Payout[] }>(
      apiPaths.payouts.pay,
      { payout_ids: [first!.id] },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.items[0]!.status).toBe('PENDING');
    const payTwice = await a.client.post<ErrorBody>(
      apiPaths.payouts.pay,
      { payout_ids: [first!.id] },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect([payTwice.status, payTwice.body.error_message]).toEqual([
      409,
      `Выплата №${first!.number} уже не черновик: оплатить её повторно нельзя`,
    ]);
    const deleted = await a.client.request('DELETE', pathWithId(apiPaths.payouts.one, second!.id));
    expect(deleted.status).toBe(204);
    expect((await a.client.get<ErrorBody>(pathWithId(apiPaths.payouts.one, second!.id))).status).toBe(404);
    await waitForPayout(a.client, 'NPD', first!.id, isFinal, 'the paid draft settled');
    expect(await history(a.client, apiPaths.payouts.history, first!.id)).toEqual(
      expect.arrayContaining(['CREATED', 'UPDATED', 'ADD_FILE', 'DELETE_FILE', 'PROCESSING', 'PAID']),
    );

    // Three more for the list: newest first by default, sorted by amount, filtered, paged by cursor.
    for (const amount of ['10.00', '30.00', '20.00']) {
      expect((await createPayouts(a.client, 'NPD', { rows: [row(c.employeeId, amount)], pay: false })).status).toBe(
        201,
      );
    }
    const list = (body: unknown) => a.client.post<PayoutListResponse>(apiPaths.payouts.list, body);
    const all = await list({});
    expect(all.body.totalCount).toBe(4);
    expect(all.body.items.map((p) => p.amount)).toEqual(['20.00', '30.00', '10.00', '150.00']);
    const byAmount = await list({ sort: { field: 'AMOUNT', direction: 'ASC' }, page_size: 2 });
    expect(byAmount.body.items.map((p) => p.amount)).toEqual(['10.00', '20.00']);
    const next = await list({
      sort: { field: 'AMOUNT', direction: 'ASC' },
      page: 2,
      page_size: 2,
      after: byAmount.body.next_cursor,
    });
    expect(next.body.items.map((p) => p.amount)).toEqual(['30.00', '150.00']);
    expect((await list({ filters: { status: ['DONE'] } })).body.items.map((p) => p.id)).toEqual([first!.id]);
    // Counted from payout_counts (kept by triggers): the deleted draft is gone, the paid one moved to DONE.
    expect((await list({ filters: { status: ['DONE'] } })).body.totalCount).toBe(1);
    expect((await list({ filters: { status: ['CREATED', 'DONE'], scope: 'MY' } })).body.totalCount).toBe(4);
    expect((await list({ filters: { status: ['CREATED'] } })).body.totalCount).toBe(3);
    expect((await list({ search: String(first!.number) })).body.items.map((p) => p.id)).toEqual([first!.id]);
    expect((await list({ search: 'сидоров', filters: { scope: 'MY' } })).body.totalCount).toBe(4);
    // Individual payouts are another list.
    expect((await a.client.post<PayoutListResponse>(apiPaths.individualPayouts.list, {})).body.totalCount).toBe(0);
    // The contractor never sees the company's drafts.
    expect((await c.client.post<EmployeePayoutListResponse>(apiPaths.employeePayouts.all, {})).body.totalCount).toBe(1);
  });
});

describe('bad input: a clear Russian error and nothing changed', () => {
  it('refuses each bad request and leaves payouts and the ledger as they were', async () => {
    const a = await company(server);
    await fund(server, a.customerId, 1_000_00n);
    const c = await individualContractor(server, a.customerId);
    const b = await company(server);
    const foreign = await individualContractor(server, b.customerId);
    const before = [await countRows('payouts', a.customerId), await countRows('ledger_operations', a.customerId)];
    const refused = async (body: unknown, key: string | null = randomUUID()) =>
      plain((await createPayouts(a.client, 'INDIVIDUAL', body, key)).body);

    expect(await refused({ rows: [row(c.employeeId, '0')] })).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { 'rows.0.amount': 'Сумма должна быть больше нуля' },
    });
    expect(await refused({ rows: [row(c.employeeId, '-5')] })).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await refused({ rows: [row(c.employeeId, '10.005')] })).toMatchObject({
      fields: { 'rows.0.amount': 'Сумма в рублях, не больше двух знаков после запятой: 1500,00' },
    });
    const overBalance = await refused({ rows: [row(c.employeeId, '600.00'), row(c.employeeId, '600.00')] });
    expect(overBalance.code).toBe('VALIDATION_ERROR');
    expect(overBalance.fields!['rows.1.amount']).toMatch(/^Недостаточно средств на балансе: доступно 1 000,00 ₽/);
    expect(overBalance.fields!['rows.0.amount']).toBeUndefined();
    const notOurs = await refused({ rows: [row(foreign.employeeId, '100.00')] });
    expect(notOurs.fields).toEqual({ 'rows.0.employee_id': 'Исполнитель не найден среди ваших исполнителей' });
    expect(await refused({ rows: [row(c.employeeId, '100.00')] }, null)).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REQUIRED',
    });

    await server.runtime.ctx.db.execute(
      sql`insert into payment_limits (customer_id, kind, amount_kopecks, set_by) values (${a.customerId}, 'PER_PAYOUT', 5000, 'SUPPORT')`,
    );
    expect((await refused({ rows: [row(c.employeeId, '60.00')] })).fields!['rows.0.amount']).toBe(
      'К выплате 52,00 ₽ больше лимита на одну выплату: 50,00 ₽',
    );

    const noRequisite = await individualContractor(server, a.customerId, { requisite: false });
    expect((await refused({ rows: [row(noRequisite.employeeId, '10.00')] })).fields!['rows.0.employee_id']).toMatch(
      /нет основных реквизитов/,
    );
    expect([await countRows('payouts', a.customerId), await countRows('ledger_operations', a.customerId)]).toEqual(
      before,
    );

    // The same key with another body: 422, the first answer untouched.
    const key = randomUUID();
    const first = await createPayouts(a.client, 'INDIVIDUAL', { rows: [row(c.employeeId, '10.00')], pay: false }, key);
    expect(first.status).toBe(201);
    const reused = await createPayouts(a.client, 'INDIVIDUAL', { rows: [row(c.employeeId, '11.00')], pay: false }, key);
    expect([reused.status, reused.body.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect(await countRows('payouts', a.customerId)).toBe(before[0]! + 1);

    // A contractor cannot make payouts.
    const asContractor = await createPayouts(c.client, 'INDIVIDUAL', { rows: [row(c.employeeId, '10.00')] });
    expect(asContractor.status).toBe(403);
  });

  it('refuses an НПД payout over the 2.4 M ₽ yearly cap', async () => {
    const a = await company(server);
    await fund(server, a.customerId, 2_500_000_00n);
    await liftLimits(server, a.customerId);
    const c = await npdContractor(server, a.customerId);
    await a.client.post(apiPaths.payouts.check, { rows: [{ employee_id: c.employeeId, amount: '1.00' }] });
    const res = await createPayouts(a.client, 'NPD', { rows: [row(c.employeeId, '2400000.01')] });
    expect(res.status).toBe(422);
    expect(plain(res.body.fields!['rows.0.amount'])).toMatch(/превысит 2 400 000,00 ₽/);
    expect(await countRows('payouts', a.customerId)).toBe(0);
    expect(await balanceOf(server, a.customerId)).toMatchObject({ availableKopecks: 2_500_000_00n, heldKopecks: 0n });
  });
});

describe('the payments block', () => {
  it('refuses payouts while support has stopped the company’s payouts, with its reason; pays again after', async () => {
    const a = await company(server);
    await fund(server, a.customerId, 1_000_00n);
    const c = await individualContractor(server, a.customerId);
    const block = (blocked: boolean) =>
      server
        .client()
        .post(
          apiPaths.balance.supportPaymentsBlock,
          { customer_id: a.customerId, blocked, reason: 'Запрос банка' },
          { headers: supportHeaders(server) },
        );
    expect((await block(true)).status).toBeLessThan(300);
    const check = await a.client.post<PayoutCheckResponse>(apiPaths.individualPayouts.check, {
      rows: [{ employee_id: c.employeeId, amount: '10.00' }],
    });
    expect(check.body.rows[0]!.payable).toBe(false);
    expect(check.body.rows[0]!.checks.find((x) => !x.passed)?.message).toBe(
      'Выплаты компании приостановлены службой поддержки: Запрос банка',
    );
    const refused = await createPayouts(a.client, 'INDIVIDUAL', { rows: [row(c.employeeId, '10.00')] });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('Выплаты компании приостановлены службой поддержки: Запрос банка');
    expect(await countRows('payouts', a.customerId)).toBe(0);

    await block(false);
    expect((await createPayouts(a.client, 'INDIVIDUAL', { rows: [row(c.employeeId, '10.00')] })).status).toBe(201);
  });
});

describe('cancel', () => {
  it('refuses to cancel a payout the bank already has, and a draft', async () => {
    const a = await company(server);
    await fund(server, a.customerId, 1_000_00n);
    const c = await individualContractor(server, a.customerId);
    const created = await createPayouts(a.client, 'INDIVIDUAL', { rows: [row(c.employeeId, '100.00')], pay: true });
    const id = created.body.items[0]!.id;
    await waitForPayout(a.client, 'INDIVIDUAL', id, (p) => isFinal(p) || !p.can_cancel, 'the payout sent');
    const res = await a.client.post<ErrorBody>(pathWithId(apiPaths.individualPayouts.cancel, id), {});
    expect([res.status, res.body.error_message]).toEqual([409, 'Выплата уже отправлена в банк, отменить её нельзя']);
    const [draft] = (await createPayouts(a.client, 'INDIVIDUAL', { rows: [row(c.employeeId, '5.00')], pay: false }))
      .body.items;
    expect((await a.client.post(pathWithId(apiPaths.individualPayouts.cancel, draft!.id), {})).status).toBe(409);
    expect(pathsOf('INDIVIDUAL').cancel).toContain('cancel');
    const rows = await server.runtime.ctx.db.select().from(payouts).where(eq(payouts.customerId, a.customerId));
    expect(rows.every((r) => r.repeatStatus === null)).toBe(true);
  });
});
