/**
 * Accepted work paid together, and paid again (docs/decisions/tasks.md «Many pairs, one registry», «Paying a work
 * again») over HTTP: work accepted with payment REGISTRY makes acts and no payouts; once both sign, it is listed
 * ready across tasks; put in one mass payout registry it is checked and paid as one bank registry, one payout a
 * work, and each pair completes with its payout linked to its act. A second registry of the same work is refused;
 * a work in a live registry cannot be paid alone; a declined payout is paid again with a new payout and the act.
 */
import { randomUUID } from 'node:crypto';
import {
  apiPaths,
  type Document,
  type ErrorBody,
  pathWithId,
  type Task,
  type TaskRegistryResponse,
  type TaskWorkToPayResponse,
} from '@vyplaty/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test-support/http-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import {
  postPay,
  rowsOf as registryRowsOf,
  waitImported,
  waitPaid,
} from '../mass-payouts/mass-payouts.test-helpers.js';
import { balanceOf, bankControl, waitForPayout } from '../payouts/payouts-flow.test-helpers.js';
import { count, handedOver, pairsOf, payingCompany, signAs, signingContractor } from './task-money.test-helpers.js';
import { api, at } from './tasks.test-helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ BANK_SANDBOX_DELAY_MS: '0', FNS_SANDBOX_MESSAGE_DELAY_MS: '0' });
});
afterAll(() => server?.close());

const p = apiPaths.tasks;
const workToPay = (c: TestClient) => c.post<TaskWorkToPayResponse & ErrorBody>(p.workToPay, {});
const toRegistry = (c: TestClient, pairs: { task_id: string; employee_id: string }[]) =>
  c.post<TaskRegistryResponse & ErrorBody>(p.workToPayRegistry, { pairs });
const repay = (c: TestClient, taskId: string, employeeId: string, key: string | null = randomUUID()) =>
  c.post<Task & ErrorBody>(
    at(p.repay, taskId),
    { employee_id: employeeId },
    key ? { headers: { 'idempotency-key': key } } : {},
  );

describe('accepted work paid in one registry', () => {
  it('two tasks’ work becomes one registry, paid as one bank registry: each pair completes with its act linked', async () => {
    const company = await payingCompany(server, 100_000_00n);
    const first = await signingContractor(server, company);
    const second = await signingContractor(server, company);
    const taskA = await handedOver(company, [first]);
    const taskB = await handedOver(company, [second]);
    for (const [task, who] of [
      [taskA, first],
      [taskB, second],
    ] as const) {
      const accepted = await api.accept(company.client, task.id, [who.entityId], randomUUID(), 'REGISTRY');
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    }
    // Acts made, no payout, nothing held.
    expect(await count(server, 'payouts', company.entityId)).toBe(0);
    expect(await count(server, 'documents', company.entityId)).toBe(2);
    expect(await balanceOf(server, company.entityId)).toMatchObject({ heldKopecks: 0n });
    const [pairA] = await pairsOf(company, taskA.id);
    expect(pairA).toMatchObject({ status: 'WAIT_PAYOUT', payout: null, registry: null, can_repay: true });
    // The act's lines come from the task; not listed while unsigned.
    const act = await company.client.get<Document>(pathWithId(apiPaths.documents.companyOne, pairA!.act!.id));
    expect(act.body.fields).toMatchObject({ services: [expect.stringMatching(/^Уборка/)], price: '1500.00' });
    expect(act.body.payout_ids).toEqual([]);
    expect((await workToPay(company.client)).body).toMatchObject({ items: [], totalCount: 0, total_amount: '0.00' });

    const [pairB] = await pairsOf(company, taskB.id);
    for (const actId of [pairA!.act!.id, pairB!.act!.id]) {
      await signAs(server, company, actId);
    }
    await signAs(server, first, pairA!.act!.id);
    await signAs(server, second, pairB!.act!.id);
    const ready = await workToPay(company.client);
    expect(ready.body).toMatchObject({ totalCount: 2, total_amount: '3000.00' });
    expect(ready.body.items.map((w) => [w.task.id, w.kind, w.amount])).toEqual([
      [taskA.id, 'NPD', '1500.00'],
      [taskB.id, 'NPD', '1500.00'],
    ]);

    const chosen = ready.body.items.map((w) => ({ task_id: w.task.id, employee_id: w.employee.id }));
    const made = await toRegistry(company.client, chosen);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.registries).toHaveLength(1);
    const registry = made.body.registries[0]!;
    expect(registry).toMatchObject({ kind: 'NPD', rows: 2, path: `/payments/mass-payment/${registry.id}` });
    // The same work again (a second click): refused, nothing made.
    const again = await toRegistry(company.client, chosen);
    expect(again.status).toBe(409);
    expect(again.body.error_message).toMatch(/^Не готовы к оплате реестром: 2 из 2/);
    // In a live registry: not ready any more, and not payable alone.
    expect((await workToPay(company.client)).body.totalCount).toBe(0);
    const alone = await repay(company.client, taskA.id, first.entityId);
    expect(alone.status).toBe(409);
    expect(alone.body.error_message).toBe(`Работа в реестре № ${registry.number}: оплатите реестр или удалите его`);

    const imported = await waitImported(company.client, 'NPD', registry.id);
    expect(imported).toMatchObject({ import: { status: 'ACTIVATED' }, rows: { valid: 2, invalid: 0, duplicate: 0 } });
    const rows = await registryRowsOf(company.client, 'NPD', registry.id);
    expect(rows.map((r) => r.state)).toEqual(['VALID', 'VALID']);
    expect((await pairsOf(company, taskA.id))[0]).toMatchObject({
      registry: { id: registry.id, number: registry.number, status: 'DRAFT', deleted: false },
      can_repay: false,
    });

    expect((await postPay(company.client, registry.id)).status).toBe(202);
    const paid = await waitPaid(company.client, registry.id);
    expect(paid.status, JSON.stringify(paid)).toBe('COMPLETED');
    for (const [task, who] of [
      [taskA, first],
      [taskB, second],
    ] as const) {
      const [pair] = await pairsOf(company, task.id);
      expect(pair, who.entityId).toMatchObject({
        status: 'COMPLETED',
        payout: { status: 'DONE', wait_status: 'DONE', amount: '1500.00' },
        act: { status: 'SIGNED' },
        registry: { id: registry.id, status: 'COMPLETED' },
      });
      const linked = await company.client.get<Document>(pathWithId(apiPaths.documents.companyOne, pair!.act!.id));
      expect(linked.body.payout_ids).toEqual([pair!.payout!.id]);
      expect((await api.one(company.client, task.id)).body.status).toBe('IN_PROGRESS');
    }
    const history = await company.client.get<{ items: { event: string }[] }>(at(p.history, taskA.id));
    expect(history.body.items.map((i) => i.event)).toEqual(expect.arrayContaining(['IN_REGISTRY', 'PAID']));
  });

  it('refuses work of another company, unknown work and an empty choice, changing nothing', async () => {
    const company = await payingCompany(server, 100_000_00n);
    const other = await payingCompany(server, 100_000_00n);
    const contractor = await signingContractor(server, company);
    const task = await handedOver(company, [contractor]);
    expect((await api.accept(company.client, task.id, [contractor.entityId], randomUUID(), 'REGISTRY')).status).toBe(
      200,
    );
    const [pair] = await pairsOf(company, task.id);
    await signAs(server, company, pair!.act!.id);
    await signAs(server, contractor, pair!.act!.id);
    const theirs = await toRegistry(other.client, [{ task_id: task.id, employee_id: contractor.entityId }]);
    expect(theirs.status).toBe(409);
    expect((await workToPay(other.client)).body.totalCount).toBe(0);
    const empty = await toRegistry(company.client, []);
    expect(empty.status).toBe(400);
    expect(empty.body.error_message).toMatch(/Выберите работы/);
    const alien = await repay(other.client, task.id, contractor.entityId);
    expect(alien.status).toBe(404);
    expect((await workToPay(company.client)).body.totalCount).toBe(1);
  });
});

describe('paying a work again', () => {
  it('a declined payout is paid again: a new payout with the same act goes at once and completes the pair', async () => {
    const company = await payingCompany(server, 100_000_00n);
    const contractor = await signingContractor(server, company);
    const task = await handedOver(company, [contractor]);
    expect((await api.accept(company.client, task.id, [contractor.entityId], randomUUID())).status).toBe(200);
    const [pair] = await pairsOf(company, task.id);
    expect(pair!.can_repay).toBe(false);
    // While the first payout waits for the act: refused.
    const early = await repay(company.client, task.id, contractor.entityId);
    expect(early.status).toBe(409);
    expect(early.body.error_message).toBe('Выплата по этой работе ещё не завершилась: дождитесь её результата');
    await bankControl(server, '/faults', { lateDeclineNext: 1 });
    await signAs(server, company, pair!.act!.id);
    await signAs(server, contractor, pair!.act!.id);
    await waitForPayout(
      company.client,
      'NPD',
      pair!.payout!.id,
      (x) => x.status === 'DECLINED' || x.status === 'ERROR',
      'the declined task payout',
    );
    const [failed] = await pairsOf(company, task.id);
    expect(failed).toMatchObject({ status: 'WAIT_PAYOUT', payout: { wait_status: 'ERROR' }, can_repay: true });

    expect((await repay(company.client, task.id, contractor.entityId, null)).status).toBe(400);
    const key = randomUUID();
    const repaid = await repay(company.client, task.id, contractor.entityId, key);
    expect(repaid.status, JSON.stringify(repaid.body)).toBe(200);
    const replay = await repay(company.client, task.id, contractor.entityId, key);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await count(server, 'payouts', company.entityId)).toBe(2);
    const [after] = await pairsOf(company, task.id);
    expect(after!.payout!.id).not.toBe(pair!.payout!.id);
    const done = await waitForPayout(
      company.client,
      'NPD',
      after!.payout!.id,
      (x) => x.status === 'DONE',
      'the payout made again',
    );
    expect(done.waiting_for).toBeNull();
    expect((await pairsOf(company, task.id))[0]).toMatchObject({ status: 'COMPLETED', can_repay: false });
    const act = await company.client.get<Document>(pathWithId(apiPaths.documents.companyOne, pair!.act!.id));
    expect(new Set(act.body.payout_ids)).toEqual(new Set([pair!.payout!.id, after!.payout!.id]));
    const history = await company.client.get<{ items: { event: string }[] }>(at(p.history, task.id));
    expect(history.body.items.map((i) => i.event)).toContain('REPAID');
  });

  it('work waiting for a registry is paid alone instead, after the act is signed', async () => {
    const company = await payingCompany(server, 100_000_00n);
    const contractor = await signingContractor(server, company);
    const task = await handedOver(company, [contractor]);
    expect((await api.accept(company.client, task.id, [contractor.entityId], randomUUID(), 'REGISTRY')).status).toBe(
      200,
    );
    const [pair] = await pairsOf(company, task.id);
    expect((await repay(company.client, task.id, contractor.entityId)).status).toBe(200);
    const [waiting] = await pairsOf(company, task.id);
    expect(waiting).toMatchObject({ payout: { wait_status: 'WAIT_PERIOD' }, can_repay: false });
    await signAs(server, company, pair!.act!.id);
    await signAs(server, contractor, pair!.act!.id);
    await waitForPayout(company.client, 'NPD', waiting!.payout!.id, (x) => x.status === 'DONE', 'paid alone');
    expect((await pairsOf(company, task.id))[0]!.status).toBe('COMPLETED');
    // Paid alone: never listed for a registry.
    expect((await workToPay(company.client)).body.totalCount).toBe(0);
  });
});
