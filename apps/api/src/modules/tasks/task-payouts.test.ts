/**
 * From acceptance to money over HTTP (docs/decisions/tasks.md): accepting a contractor's work makes their own
 * payout (held, always waiting for its act) and their act (sent for both signatures); both sign with ПЭП, the
 * payout goes to the bank and ends DONE with its receipt, and the pair and the task complete. A replayed key
 * makes nothing twice; no key is refused; a balance that does not cover it refuses the call with nothing made;
 * two contractors accepted at once get two payouts and two acts.
 */
import { randomUUID } from 'node:crypto';
import { apiPaths, type Document, type EmployeeTask, pathWithId } from '@vyplaty/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { balanceOf, bankControl, waitForPayout } from '../payouts/payouts-flow.test-helpers.js';
import { count, handedOver, pairsOf, payingCompany, signAs, signingContractor } from './task-money.test-helpers.js';
import { api, at, rowsOf as taskRowsOf } from './tasks.test-helpers.js';

const docs = apiPaths.documents;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ BANK_SANDBOX_DELAY_MS: '0', FNS_SANDBOX_MESSAGE_DELAY_MS: '0' });
});
afterAll(() => server?.close());

describe('accepting work pays the contractor', () => {
  it('holds the payout for the act, both sign, the bank pays with a receipt, the pair and the task complete', async () => {
    const company = await payingCompany(server, 100_000_00n);
    const contractor = await signingContractor(server, company);
    const task = await handedOver(company, [contractor]);

    // Without a key: refused as every money call, nothing changed.
    const before = await taskRowsOf(server, task.id);
    const keyless = await api.accept(company.client, task.id, [contractor.entityId], null);
    expect(keyless.status).toBe(400);
    expect(keyless.body.error_message).toMatch(/Idempotency-Key/);
    expect(await taskRowsOf(server, task.id)).toEqual(before);

    const key = randomUUID();
    const accepted = await api.accept(company.client, task.id, [contractor.entityId], key);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.pairs).toMatchObject({ WAIT_PAYOUT: 1 });
    // A replay answers the same and makes nothing twice.
    const replay = await api.accept(company.client, task.id, [contractor.entityId], key);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(accepted.body);
    expect(await count(server, 'payouts', company.entityId)).toBe(1);
    expect(await count(server, 'documents', company.entityId)).toBe(1);

    const [pair] = await pairsOf(company, task.id);
    expect(pair).toMatchObject({
      status: 'WAIT_PAYOUT',
      payout: { status: 'PENDING', wait_status: 'WAIT_PERIOD', amount: '1500.00', reason: null },
      act: { status: 'AWAIT_SIGN_USER' },
    });
    const payoutId = pair!.payout!.id;
    const actId = pair!.act!.id;
    expect(await balanceOf(server, company.entityId)).toMatchObject({ heldKopecks: 1500_00n });
    const payout = await waitForPayout(company.client, 'NPD', payoutId, () => true, 'the payout');
    expect(payout).toMatchObject({
      kind: 'NPD',
      status: 'PENDING',
      waiting_for: 'SIGNED_ACT',
      service_name: expect.stringMatching(/^Уборка/),
    });
    const history = await company.client.get<{ items: { event: string; text: string }[] }>(
      pathWithId(apiPaths.payouts.history, payoutId),
    );
    expect(history.body.items.map((i) => `${i.event} ${i.text}`)).toContain(
      'UPDATED Выплата ждёт подписанного акта: деньги зарезервированы, в банк она уйдёт, когда акт подпишут обе стороны',
    );
    const act = await company.client.get<Document>(pathWithId(docs.companyOne, actId));
    expect(act.body).toMatchObject({ kind: 'ACT', signers: 'BOTH', payout_ids: [payoutId] });
    expect(act.body.fields).toMatchObject({ period_from: '2026-12-01', period_to: '2026-12-05' });
    // The contractor sees the same on their part.
    const mine = await contractor.client.get<EmployeeTask>(at(apiPaths.tasks.employeeOne, task.id));
    expect(mine.body.my).toMatchObject({ payout: { id: payoutId, wait_status: 'WAIT_PERIOD' }, act: { id: actId } });

    // The company ends the work; the task waits for the money (DONE, not COMPLETED).
    expect((await api.completed(company.client, task.id)).body.status).toBe('DONE');

    expect((await signAs(server, company, actId)).status).toBe('AWAIT_SIGN_EMPLOYEE');
    expect((await signAs(server, contractor, actId)).status).toBe('SIGNED');
    const paid = await waitForPayout(
      company.client,
      'NPD',
      payoutId,
      (p) => p.status === 'DONE' && p.receipt?.status === 'REGISTERED',
      'the task payout paid with its receipt',
    );
    expect(paid.waiting_for).toBeNull();
    const [settled] = await pairsOf(company, task.id);
    expect(settled).toMatchObject({
      status: 'COMPLETED',
      payout: { status: 'DONE', wait_status: 'DONE' },
      act: { status: 'SIGNED' },
    });
    expect((await api.one(company.client, task.id)).body).toMatchObject({ status: 'COMPLETED' });
    const taskHistory = await company.client.get<{ items: { event: string }[] }>(at(apiPaths.tasks.history, task.id));
    expect(taskHistory.body.items.map((i) => i.event).slice(-2)).toEqual(['PAID', 'COMPLETED']);
  });

  it('refuses the call when the balance does not cover it: no payout, no act, the pair still DONE', async () => {
    const company = await payingCompany(server, 100_00n);
    const contractor = await signingContractor(server, company);
    const task = await handedOver(company, [contractor]);
    const before = await taskRowsOf(server, task.id);
    const refused = await api.accept(company.client, task.id, [contractor.entityId], randomUUID());
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.error_message).toMatch(/^Сидоров Семён\d+: .*[а-я]/);
    expect(await taskRowsOf(server, task.id)).toEqual(before);
    expect(before.pairs[0]!.status).toBe('DONE');
    expect(await count(server, 'payouts', company.entityId)).toBe(0);
    expect(await count(server, 'documents', company.entityId)).toBe(0);
    expect(await balanceOf(server, company.entityId)).toMatchObject({ heldKopecks: 0n });
  });

  it('pays two contractors accepted at once with two payouts and two acts', async () => {
    const company = await payingCompany(server, 100_000_00n);
    const first = await signingContractor(server, company);
    const second = await signingContractor(server, company);
    const task = await handedOver(company, [first, second]);
    const accepted = await api.accept(company.client, task.id, [first.entityId, second.entityId], randomUUID());
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.pairs).toMatchObject({ WAIT_PAYOUT: 2 });
    const pairs = await pairsOf(company, task.id);
    const payouts = new Set(pairs.map((p) => p.payout?.id));
    const acts = new Set(pairs.map((p) => p.act?.id));
    expect(payouts.size).toBe(2);
    expect(acts.size).toBe(2);
    for (const pair of pairs) {
      expect(pair.payout).toMatchObject({ amount: '1500.00', wait_status: 'WAIT_PERIOD' });
      expect(pair.act).toMatchObject({ status: 'AWAIT_SIGN_USER' });
    }
    expect(await count(server, 'payouts', company.entityId)).toBe(2);
    expect(await count(server, 'documents', company.entityId)).toBe(2);
    expect(await balanceOf(server, company.entityId)).toMatchObject({ heldKopecks: 3000_00n });
  });

  it('leaves the pair waiting when the bank declines: its payout ERROR with the reason, the task not completed', async () => {
    const company = await payingCompany(server, 100_000_00n);
    const contractor = await signingContractor(server, company);
    const task = await handedOver(company, [contractor]);
    expect((await api.accept(company.client, task.id, [contractor.entityId], randomUUID())).status).toBe(200);
    const [pair] = await pairsOf(company, task.id);
    await bankControl(server, '/faults', { lateDeclineNext: 1 });
    await signAs(server, company, pair!.act!.id);
    await signAs(server, contractor, pair!.act!.id);
    const declined = await waitForPayout(
      company.client,
      'NPD',
      pair!.payout!.id,
      (p) => p.status === 'DECLINED' || p.status === 'ERROR',
      'the declined task payout',
    );
    const [after] = await pairsOf(company, task.id);
    expect(after).toMatchObject({
      status: 'WAIT_PAYOUT',
      payout: { status: declined.status, wait_status: 'ERROR', reason: declined.reason },
      act: { status: 'SIGNED' },
    });
    expect(after!.payout!.reason).toMatch(/[а-я]/);
    expect((await api.one(company.client, task.id)).body).toMatchObject({
      status: 'IN_PROGRESS',
      pairs: { WAIT_PAYOUT: 1 },
    });
  });
});
