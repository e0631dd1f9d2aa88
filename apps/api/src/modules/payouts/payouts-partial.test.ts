/**
 * Paying the rows that pass (issue 24.2): `pay_passing: true` on create-with-pay — and on paying drafts
 * (…/pay) — pays the rows that pass the checks (HOLD, PENDING) and keeps each failing row as a draft (CREATED)
 * with its reason, in one transaction under one Idempotency-Key; the default stays all or nothing. Through HTTP on a real database with the jobs
 * and the bank sandbox running.
 */
import { randomUUID } from 'node:crypto';
import {
  apiPaths,
  type CreatePayoutsResponse,
  type ErrorBody,
  type Payout,
  type PayoutHistoryResponse,
  type PayoutListResponse,
  pathWithId,
} from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeRequisites } from '../../db/schema/index.js';
import { rowsOf } from '../../test-support/sql.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { company, fund, individualContractor, row } from './payouts-flow.test-helpers.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ FNS_SANDBOX_MESSAGE_DELAY_MS: '0', BANK_SANDBOX_DELAY_MS: '0' });
});
afterAll(() => server?.close());

const NO_REQUISITE = /^У исполнителя нет основных реквизитов для выплаты/;

const create = (client: Awaited<ReturnType<typeof company>>['client'], body: unknown, key = randomUUID()) =>
  client.post<CreatePayoutsResponse & ErrorBody>(apiPaths.individualPayouts.create, body, {
    headers: { 'idempotency-key': key },
  });

const pay = (client: Awaited<ReturnType<typeof company>>['client'], body: unknown, key = randomUUID()) =>
  client.post<CreatePayoutsResponse & ErrorBody>(apiPaths.individualPayouts.pay, body, {
    headers: { 'idempotency-key': key },
  });

const count = async (customerId: string, what: 'payouts' | 'holds') =>
  (
    await rowsOf<{ n: number }>(
      server.runtime.ctx.db,
      what === 'payouts'
        ? sql`select count(*)::int as n from payouts where customer_id = ${customerId}`
        : sql`select count(*)::int as n from ledger_operations where customer_id = ${customerId} and type = 'HOLD'`,
    )
  )[0]!.n;

/** Three rows of one company: the middle one's contractor has no requisites, so it fails the check. */
async function threeRows() {
  const a = await company(server);
  await fund(server, a.customerId, 10_000_00n);
  const first = await individualContractor(server, a.customerId);
  const failing = await individualContractor(server, a.customerId, { requisite: false });
  const third = await individualContractor(server, a.customerId);
  const rows = [row(first.employeeId, '1000.00'), row(failing.employeeId, '500.00'), row(third.employeeId, '2000.00')];
  return { a, rows, failing };
}

describe('create with pay_passing: pay the rows that pass, keep the others as drafts', () => {
  it('pays the passing rows with their HOLD, keeps the failing one CREATED with its reason; a replay answers the same', async () => {
    const { a, rows } = await threeRows();
    const key = randomUUID();
    const res = await create(a.client, { rows, pay: true, pay_passing: true }, key);
    expect(res.status, JSON.stringify(res.body)).toBe(201);

    const outcomes = res.body.rows!;
    expect(outcomes.map((o) => [o.row, o.paid])).toEqual([
      [0, true],
      [1, false],
      [2, true],
    ]);
    expect(outcomes[0]!.reason).toBeNull();
    expect(outcomes[1]!.reason).toMatch(NO_REQUISITE);
    const byId = new Map(res.body.items.map((p) => [p.id, p]));
    const [paidA, draft, paidB] = outcomes.map((o) => byId.get(o.payout_id)!);
    expect([paidA!.status, draft!.status, paidB!.status]).toEqual(['PENDING', 'CREATED', 'PENDING']);
    expect(draft).toMatchObject({ can_pay: true, can_edit: true, recipient: null });
    expect(draft!.reason).toMatch(NO_REQUISITE);

    // The ledger holds the two paid ones only: one HOLD each, none for the draft.
    const holds = await rowsOf<{ reference_id: string; amount: string }>(
      server.runtime.ctx.db,
      sql`select reference_id, amount::text from ledger_operations
          where customer_id = ${a.customerId} and type = 'HOLD' order by ledger_operations.amount`,
    );
    expect(holds.map((h) => h.reference_id)).toEqual([paidA!.id, paidB!.id]);
    expect(holds.map((h) => BigInt(h.amount))).toEqual([
      BigInt(Math.round(Number(paidA!.breakdown!.payout_amount) * 100)),
      BigInt(Math.round(Number(paidB!.breakdown!.payout_amount) * 100)),
    ]);

    // The same key and body: the same answer, nothing made twice.
    const replay = await create(a.client, { rows, pay: true, pay_passing: true }, key);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(res.body);
    expect([await count(a.customerId, 'payouts'), await count(a.customerId, 'holds')]).toEqual([3, 2]);

    // The draft carries its reason in the list, in its own card and in its history.
    const list = await a.client.post<PayoutListResponse>(apiPaths.individualPayouts.list, {
      filters: { status: ['CREATED'] },
    });
    expect(list.body.items.map((p) => [p.id, p.reason])).toEqual([[draft!.id, draft!.reason]]);
    const one = await a.client.get<Payout>(pathWithId(apiPaths.individualPayouts.one, draft!.id));
    expect(one.body.reason).toBe(draft!.reason);
    const history = await a.client.get<PayoutHistoryResponse>(
      pathWithId(apiPaths.individualPayouts.history, draft!.id),
    );
    expect(history.body.items.map((i) => i.text)).toEqual([
      `Выплата сохранена черновиком: не прошла проверку — ${draft!.reason}`,
    ]);
  });

  it('a draft left by a partial payment loses its reason once it is paid', async () => {
    const { a, rows, failing } = await threeRows();
    const res = await create(a.client, { rows, pay: true, pay_passing: true });
    const draftId = res.body.rows![1]!.payout_id;
    await server.runtime.ctx.db.insert(employeeRequisites).values({
      kind: 'BANK_ACCOUNT',
      bik: '044525225',
      bankName: 'ПАО Сбербанк',
      corrAccount: '30101810400000000225',
      accountNumber: '40817810200001234567',
      employeeId: failing.employeeId,
      isPrimary: true,
    });
    const paid = await a.client.post<CreatePayoutsResponse>(
      apiPaths.individualPayouts.pay,
      { payout_ids: [draftId] },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.items[0]).toMatchObject({ id: draftId, status: 'PENDING', reason: null });
  });
});

describe('without pay_passing (the default) a failing row refuses the whole', () => {
  it('answers 422 with the row’s reason and writes nothing', async () => {
    const { a, rows } = await threeRows();
    const res = await create(a.client, { rows, pay: true });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.body.fields!)).toEqual(['rows.1.employee_id']);
    expect(res.body.fields!['rows.1.employee_id']).toMatch(NO_REQUISITE);
    expect([await count(a.customerId, 'payouts'), await count(a.customerId, 'holds')]).toEqual([0, 0]);
  });

  it('pay_passing with no row passing, or with someone else’s contractor, is the same 422', async () => {
    const { a, rows } = await threeRows();
    const none = await create(a.client, { rows: [rows[1]], pay: true, pay_passing: true });
    expect([none.status, Object.keys(none.body.fields!)]).toEqual([422, ['rows.0.employee_id']]);

    const b = await company(server);
    const foreign = await individualContractor(server, b.customerId);
    const mixed = await create(a.client, {
      rows: [rows[0], row(foreign.employeeId, '100.00')],
      pay: true,
      pay_passing: true,
    });
    expect(mixed.status).toBe(422);
    expect(mixed.body.fields).toEqual({ 'rows.1.employee_id': 'Исполнитель не найден среди ваших исполнителей' });
    expect([await count(a.customerId, 'payouts'), await count(a.customerId, 'holds')]).toEqual([0, 0]);
  });
});

describe('paying drafts (…/pay): the same choice', () => {
  /** The three rows saved as drafts (a draft needs no requisite); the middle one fails the check when paid. */
  async function threeDrafts() {
    const { a, rows, failing } = await threeRows();
    const drafts = await create(a.client, { rows, pay: false });
    expect(drafts.status, JSON.stringify(drafts.body)).toBe(201);
    return { a, failing, ids: drafts.body.items.map((p) => p.id) };
  }

  const statuses = async (client: Awaited<ReturnType<typeof company>>['client'], ids: string[]) =>
    Promise.all(
      ids.map(async (id) => {
        const one = await client.get<Payout>(pathWithId(apiPaths.individualPayouts.one, id));
        return [one.body.status, one.body.reason];
      }),
    );

  it('without pay_passing nothing is paid: 422 with the failing draft’s reason on payout_ids.1', async () => {
    const { a, ids } = await threeDrafts();
    const res = await pay(a.client, { payout_ids: ids });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.body.fields!)).toEqual(['payout_ids.1']);
    expect(res.body.fields!['payout_ids.1']).toMatch(NO_REQUISITE);
    expect(res.body.error_message).toMatch(NO_REQUISITE);
    expect(await count(a.customerId, 'holds')).toBe(0);
    expect(await statuses(a.client, ids)).toEqual([
      ['CREATED', null],
      ['CREATED', null],
      ['CREATED', null],
    ]);
  });

  it('with pay_passing the passing drafts are paid once, the failing one stays a draft with its reason', async () => {
    const { a, ids } = await threeDrafts();
    const key = randomUUID();
    const res = await pay(a.client, { payout_ids: ids, pay_passing: true }, key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const outcomes = res.body.rows!;
    expect(outcomes.map((o) => [o.row, o.payout_id, o.paid])).toEqual([
      [0, ids[0], true],
      [1, ids[1], false],
      [2, ids[2], true],
    ]);
    expect([outcomes[0]!.reason, outcomes[2]!.reason]).toEqual([null, null]);
    expect(outcomes[1]!.reason).toMatch(NO_REQUISITE);
    expect(res.body.items.map((p) => [p.id, p.status])).toEqual([
      [ids[0], 'PENDING'],
      [ids[1], 'CREATED'],
      [ids[2], 'PENDING'],
    ]);
    const draft = res.body.items[1]!;
    expect(draft).toMatchObject({ can_pay: true, can_edit: true, recipient: null, reason: outcomes[1]!.reason });

    // One HOLD for each paid draft, none for the one kept.
    const holds = await rowsOf<{ reference_id: string }>(
      server.runtime.ctx.db,
      sql`select reference_id from ledger_operations where customer_id = ${a.customerId} and type = 'HOLD'`,
    );
    expect(holds.map((h) => h.reference_id).sort()).toEqual([ids[0], ids[2]].sort());

    // The same key and body: the same answer, nothing paid twice.
    const replay = await pay(a.client, { payout_ids: ids, pay_passing: true }, key);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(res.body);
    expect([await count(a.customerId, 'payouts'), await count(a.customerId, 'holds')]).toEqual([3, 2]);

    // The kept draft shows its reason in its card and says why in its history.
    expect((await statuses(a.client, [draft.id]))[0]).toEqual(['CREATED', draft.reason]);
    const history = await a.client.get<PayoutHistoryResponse>(pathWithId(apiPaths.individualPayouts.history, draft.id));
    expect(history.body.items.map((i) => i.text)).toContain(
      `Выплата осталась черновиком: не прошла проверку — ${draft.reason}`,
    );
  });

  it('pay_passing with no draft passing is the same 422, nothing changes', async () => {
    const { a, ids } = await threeDrafts();
    const res = await pay(a.client, { payout_ids: [ids[1]], pay_passing: true });
    expect([res.status, Object.keys(res.body.fields!)]).toEqual([422, ['payout_ids.0']]);
    expect(await count(a.customerId, 'holds')).toBe(0);
    expect((await statuses(a.client, [ids[1]!]))[0]).toEqual(['CREATED', null]);
  });
});
