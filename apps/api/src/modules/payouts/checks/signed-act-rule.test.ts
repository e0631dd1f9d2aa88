/**
 * N7's second half over HTTP: with «Требовать подписанный акт по каждой выплате» on, a confirmed payout is
 * held and waits (PENDING, waiting_for SIGNED_ACT, no job, no bank call) until an act linked to it is
 * signed by both sides with ПЭП; then it goes to the bank and ends DONE with its receipt. One side's
 * signature is not enough; a cancel while waiting releases the money; with the setting off nothing
 * changes; another company's act cannot be linked to release it.
 */
import { randomUUID } from 'node:crypto';
import {
  apiPaths,
  type Document,
  type EmployeeConstants,
  type EmployeePayoutDetail,
  type Payout,
  type PayoutCheckResponse,
  type PayoutHistoryResponse,
  pathWithId,
  REQUIRE_SIGNED_ACT_LABEL,
} from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptCurrentOffer, createCustomer, DEMO_PASSWORD, linkEmployee } from '../../../db/seed/demo.js';
import { ACT_OF_SERVICES_TEMPLATE_ID } from '../../../db/seed/document-templates.js';
import { rowsOf } from '../../../test-support/sql.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { issueSelfNep, newEmployee, type Party, smsCode } from '../../agreements/self-nep.test-helpers.js';
import {
  balanceOf,
  bankPayments,
  createPayouts,
  fund,
  getPayout,
  liftLimits,
  npdContractor,
  row,
  waitForPayout,
} from '../payouts-flow.test-helpers.js';
import { SIGNED_ACT_TITLE, WAITING_FOR_ACT_NOTE } from './signed-act-rule.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ BANK_SANDBOX_DELAY_MS: '0', FNS_SANDBOX_MESSAGE_DELAY_MS: '0' });
});
afterAll(() => server?.close());

const docs = apiPaths.documents;
let seq = 0;

/** A verified company with a phone (its ПЭП is issued by SMS), money on its balance, limits lifted. */
async function payingCompany(): Promise<Party> {
  const n = ++seq;
  const email = `signed-act-${process.pid}-${n}@company.ru`;
  const phone = `+7993${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(4, '0')}`;
  const { customer, account } = await createCustomer(server.runtime.ctx.db, {
    email,
    inn: '7707083893',
    organisationName: `ООО "Акты ${n}"`,
    lastName: 'Иванова',
    firstName: 'Мария',
    phone,
    password: DEMO_PASSWORD,
  });
  await acceptCurrentOffer(server.runtime.ctx.db, account.id);
  const client = server.client();
  expect((await client.post(apiPaths.auth.login, { login: email, password: DEMO_PASSWORD })).status).toBe(200);
  const party = { client, accountId: account.id, entityId: customer.id, phone, email };
  await issueSelfNep(server, party);
  await fund(server, customer.id, 100_000_00n);
  await liftLimits(server, customer.id);
  return party;
}

/** An НПД contractor of the company, ready to be paid and to sign with ПЭП. */
async function signingContractor(company: Party): Promise<Party> {
  const c = await npdContractor(server, company.entityId);
  const party = { client: c.client, accountId: c.accountId, entityId: c.employeeId, phone: c.phone, email: null };
  await issueSelfNep(server, party);
  return party;
}

const requireAct = async (company: Party, on: boolean) => {
  const res = await company.client.request<EmployeeConstants>('PUT', apiPaths.employees.constants, {
    body: {
      service_name: null,
      activity_kind: null,
      default_employee_kind: null,
      default_tax_regime: null,
      invite_comment: null,
      require_signed_act: on,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.require_signed_act).toBe(on);
};

/** An act from the platform's template for the contractor, linked to `payoutId` at creation, sent for signing. */
async function sentAct(company: Party, contractor: Party, payoutId: string): Promise<Document> {
  const created = await company.client.post<Document>(docs.create, {
    template_id: ACT_OF_SERVICES_TEMPLATE_ID,
    employee_id: contractor.entityId,
    payout_id: payoutId,
    fields: { period_from: '2026-01-01', period_to: '2026-01-31' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(created.body.payout_ids).toEqual([payoutId]);
  const sent = await company.client.post<Document>(pathWithId(docs.send, created.body.id), {});
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return sent.body;
}

async function signAs(party: Party, id: string): Promise<Document> {
  const sentAt = Date.now();
  expect((await party.client.post(pathWithId(docs.signSelfNepSendCode, id), {})).status).toBe(200);
  const code = await smsCode(server, party, sentAt);
  const res = await party.client.post<Document>(pathWithId(docs.signSelfNep, id), { code });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** The execution jobs ever enqueued for the payout (alone or with others). */
const executionJobs = async (payoutId: string) =>
  (
    await rowsOf<{ n: number }>(
      server.runtime.ctx.db,
      sql`select count(*)::int as n from jobs
          where name = 'payouts.execute' and data::text like ${`%${payoutId}%`}`,
    )
  )[0]!.n;

const historyTexts = async (company: Party, id: string) =>
  (await company.client.get<PayoutHistoryResponse>(pathWithId(apiPaths.payouts.history, id))).body.items.map(
    (i) => `${i.event} ${i.text}`,
  );

const pay = async (company: Party, body: unknown) => {
  const res = await createPayouts(company.client, 'NPD', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.items;
};

describe('N7: a signed act per payout', () => {
  it('holds the payout until its act is signed by both sides, then pays it with a receipt', async () => {
    const company = await payingCompany();
    const contractor = await signingContractor(company);
    expect(REQUIRE_SIGNED_ACT_LABEL).toBe('Требовать подписанный акт по каждой выплате');
    await requireAct(company, true);

    // The checklist says the payout will wait: a note, not a failure.
    const check = await company.client.post<PayoutCheckResponse>(apiPaths.payouts.check, {
      rows: [{ employee_id: contractor.entityId, amount: '1000.00' }],
    });
    expect(check.body.rows[0]!.payable).toBe(true);
    expect(check.body.rows[0]!.checks).toContainEqual({
      rule: 'SIGNED_ACT',
      title: SIGNED_ACT_TITLE,
      passed: true,
      message: WAITING_FOR_ACT_NOTE,
      waiting: true,
    });

    // A form of two: both held, both waiting, no job and no bank call for either.
    const items = await pay(company, {
      rows: [row(contractor.entityId, '1000.00'), row(contractor.entityId, '500.00')],
      pay: true,
    });
    for (const p of items) expect(p).toMatchObject({ status: 'PENDING', waiting_for: 'SIGNED_ACT', can_cancel: true });
    const [first, second] = items as [Payout, Payout];
    expect(await balanceOf(server, company.entityId)).toMatchObject({ heldKopecks: 1500_00n });
    expect(await executionJobs(first.id)).toBe(0);
    expect(await executionJobs(second.id)).toBe(0);
    expect(await historyTexts(company, first.id)).toContain(
      'UPDATED Выплата ждёт подписанного акта: деньги зарезервированы, в банк она уйдёт, когда акт подпишут обе стороны',
    );
    // The contractor sees the same state.
    const theirs = await contractor.client.get<EmployeePayoutDetail>(
      pathWithId(apiPaths.employeePayouts.payout, first.id),
    );
    expect(theirs.body).toMatchObject({ status: 'PENDING', waiting_for: 'SIGNED_ACT' });

    // One act for both payouts: created linked to the first, linked to the second, sent.
    const act = await sentAct(company, contractor, first.id);
    const linked = await company.client.post<Document>(pathWithId(docs.link, act.id), { payout_id: second.id });
    expect(linked.body.payout_ids).toEqual([first.id, second.id]);

    // Signed by the company only: still waiting.
    expect((await signAs(company, act.id)).status).toBe('AWAIT_SIGN_EMPLOYEE');
    expect(await getPayout(company.client, 'NPD', first.id)).toMatchObject({ waiting_for: 'SIGNED_ACT' });
    expect(await executionJobs(first.id)).toBe(0);
    expect((await bankPayments(server)).has(first.id)).toBe(false);

    // The contractor signs: the act is SIGNED, both payouts go to the bank (one batch) and are paid.
    expect((await signAs(contractor, act.id)).status).toBe('SIGNED');
    for (const p of items) {
      const paid = await waitForPayout(
        company.client,
        'NPD',
        p.id,
        (x) => x.status === 'DONE' && x.receipt?.status === 'REGISTERED',
        'the released payout paid with its receipt',
      );
      expect(paid.waiting_for).toBeNull();
      expect((await bankPayments(server)).get(p.id)).toMatchObject({ status: 'DONE', executions: 1 });
    }
    expect(
      (
        await rowsOf<{ n: number }>(
          server.runtime.ctx.db,
          sql`select count(*)::int as n from jobs where name = 'payouts.execute'
              and data::text like ${`%${first.id}%`} and data::text like ${`%${second.id}%`}`,
        )
      )[0]!.n,
    ).toBe(1);
    expect(await historyTexts(company, first.id)).toContain(
      `SIGNED Акт № ${act.number} подписан обеими сторонами: выплата отправляется в банк`,
    );
    expect(await balanceOf(server, company.entityId)).toMatchObject({
      heldKopecks: 0n,
      availableKopecks: 98_500_00n,
    });
  });

  it('cancels a waiting payout: the money comes back, nothing is paid', async () => {
    const company = await payingCompany();
    const contractor = await signingContractor(company);
    await requireAct(company, true);
    const [payout] = (await pay(company, { rows: [row(contractor.entityId, '700.00')], pay: true })) as [Payout];
    expect(payout.waiting_for).toBe('SIGNED_ACT');
    expect(await balanceOf(server, company.entityId)).toMatchObject({ heldKopecks: 700_00n });

    const canceled = await company.client.post<Payout>(pathWithId(apiPaths.payouts.cancel, payout.id), {});
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body).toMatchObject({ status: 'ERROR', repeat_status: 'CANCELED', waiting_for: null });
    expect(await balanceOf(server, company.entityId)).toMatchObject({
      heldKopecks: 0n,
      availableKopecks: 100_000_00n,
    });

    // An act signed afterwards releases nothing: the payout stays cancelled and never reaches the bank.
    const act = await sentAct(company, contractor, payout.id);
    await signAs(company, act.id);
    expect((await signAs(contractor, act.id)).status).toBe('SIGNED');
    expect(await getPayout(company.client, 'NPD', payout.id)).toMatchObject({ status: 'ERROR' });
    expect(await executionJobs(payout.id)).toBe(0);
    expect((await bankPayments(server)).has(payout.id)).toBe(false);
  });

  it('with the setting off pays as before; a draft paid after turning it on waits, an act signed earlier releases it', async () => {
    const company = await payingCompany();
    const contractor = await signingContractor(company);

    // Off (the default): no line in the checklist, the payout goes straight to the bank.
    const check = await company.client.post<PayoutCheckResponse>(apiPaths.payouts.check, {
      rows: [{ employee_id: contractor.entityId, amount: '300.00' }],
    });
    expect(check.body.rows[0]!.checks.map((x) => x.rule)).not.toContain('SIGNED_ACT');
    const [direct] = (await pay(company, { rows: [row(contractor.entityId, '300.00')], pay: true })) as [Payout];
    expect(direct.waiting_for).toBeNull();
    await waitForPayout(company.client, 'NPD', direct.id, (p) => p.status === 'DONE', 'paid without an act');

    // A draft made while off and paid after the setting is on waits: the setting is read when confirming.
    const [draft] = (await pay(company, { rows: [row(contractor.entityId, '400.00')], pay: false })) as [Payout];
    await requireAct(company, true);
    // Its act, signed by both sides before the draft is paid, is linked afterwards.
    const act = await sentAct(company, contractor, draft.id);
    await signAs(company, act.id);
    expect((await signAs(contractor, act.id)).status).toBe('SIGNED');
    const paidDraft = await company.client.post<{ items: Payout[] }>(
      apiPaths.payouts.pay,
      { payout_ids: [draft.id] },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(paidDraft.status, JSON.stringify(paidDraft.body)).toBe(200);
    // The act linked to it is already signed by both sides: nothing to wait for.
    expect(paidDraft.body.items[0]).toMatchObject({ status: 'PENDING', waiting_for: null });
    await waitForPayout(company.client, 'NPD', draft.id, (p) => p.status === 'DONE', 'the draft with its act paid');

    // A new payout waits; linking the act that is already signed releases it.
    const [waiting] = (await pay(company, { rows: [row(contractor.entityId, '200.00')], pay: true })) as [Payout];
    expect(waiting.waiting_for).toBe('SIGNED_ACT');
    const linked = await company.client.post<Document>(pathWithId(docs.link, act.id), { payout_id: waiting.id });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    await waitForPayout(company.client, 'NPD', waiting.id, (p) => p.status === 'DONE', 'released by linking');
  });

  it('another company cannot link its act to release a payout it does not own', async () => {
    const company = await payingCompany();
    const contractor = await signingContractor(company);
    await requireAct(company, true);
    const [payout] = (await pay(company, { rows: [row(contractor.entityId, '900.00')], pay: true })) as [Payout];

    // Another company with the same contractor and an act signed by both sides.
    const other = await payingCompany();
    await linkEmployee(server.runtime.ctx.db, { customerId: other.entityId, employeeId: contractor.entityId });
    const otherPayout = (await pay(other, { rows: [row(contractor.entityId, '100.00')], pay: false }))[0]!;
    const foreignAct = await sentAct(other, contractor, otherPayout.id);
    await signAs(other, foreignAct.id);
    expect((await signAs(contractor, foreignAct.id)).status).toBe('SIGNED');

    const refused = await other.client.post<{ error_message: string }>(pathWithId(docs.link, foreignAct.id), {
      payout_id: payout.id,
    });
    expect(refused.status).toBe(404);
    expect(refused.body.error_message).toBe('Выплата не найдена');
    expect(await getPayout(company.client, 'NPD', payout.id)).toMatchObject({
      status: 'PENDING',
      waiting_for: 'SIGNED_ACT',
    });
    expect(await executionJobs(payout.id)).toBe(0);

    // A contractor of someone else cannot sign an act of this company into existence either: an act for
    // another contractor cannot be linked to this payout.
    const stranger = await newEmployee(server);
    await linkEmployee(server.runtime.ctx.db, { customerId: company.entityId, employeeId: stranger.entityId });
    const strangersAct = await company.client.post<Document>(docs.create, {
      template_id: ACT_OF_SERVICES_TEMPLATE_ID,
      employee_id: stranger.entityId,
      payout_id: payout.id,
      fields: { period_from: '2026-01-01', period_to: '2026-01-31' },
    });
    expect(strangersAct.status).toBe(400);
  });
});
