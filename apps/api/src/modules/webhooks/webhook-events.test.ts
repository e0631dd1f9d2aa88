/**
 * Events emitted by the changes themselves (issue 30), end to end on a real database: a ГПХ payout paid through
 * the sandboxes tells the receiver it is PENDING then DONE, each body as the contract says, validly signed; an НПД
 * payout's receipt registered in FNS; a contract signed by the company and one rejected by the contractor; an
 * arrival in the nominal account credited once however often the statement is read; a contractor disconnected is
 * `contractor.left`; a task's moves; a company nobody listens to gets no event rows at all.
 */
import {
  apiPaths,
  WEBHOOK_TOLERANCE_SECONDS,
  webhookEnvelopeSchema,
  webhookEventDataSchemas,
} from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEvents } from '../../db/schema/index.js';
import { linkEmployee } from '../../db/seed/demo.js';
import { SERVICES_CONTRACT_TEMPLATE_ID } from '../../db/seed/document-templates.js';
import { startTestServer, type TestServer, waitFor } from '../../test-support/test-server.js';
import { issueSelfNep, newCustomer, newEmployee, smsCode } from '../agreements/self-nep.test-helpers.js';
import { companyWithOwnInn, payIntoNominalAccount, readNow } from '../balance/balance.test-helpers.js';
import {
  company,
  createPayouts,
  fund,
  individualContractor,
  liftLimits,
  npdContractor,
  row,
  waitForPayout,
} from '../payouts/payouts-flow.test-helpers.js';
import { api, draftTask, taskCompany } from '../tasks/tasks.test-helpers.js';
import { verifyWebhookSignature } from './index.js';
import { createEndpoint, type Receiver, startReceiver } from './webhooks.test-helpers.js';

let server: TestServer;
let receiver: Receiver;

beforeAll(async () => {
  server = await startTestServer({ BANK_SANDBOX_DELAY_MS: '0', FNS_SANDBOX_MESSAGE_DELAY_MS: '0' });
  receiver = await startReceiver();
}, 120_000);
afterAll(async () => {
  await receiver?.close();
  await server?.close();
});

const bodiesOf = (type: string) =>
  receiver.received.filter((r) => r.headers['x-vyplaty-event-type'] === type).map((r) => JSON.parse(r.body));

describe('emitted events', () => {
  it('a ГПХ payout paid through the sandboxes is payout.status_changed PENDING then DONE, signed, per the contract', async () => {
    const a = await company(server);
    await liftLimits(server, a.customerId);
    await fund(server, a.customerId, 100_000_00n);
    const { employeeId } = await individualContractor(server, a.customerId);
    const endpoint = await createEndpoint(a, `${receiver.url}?payouts`, ['payout.status_changed']);

    const created = await createPayouts(a.client, 'INDIVIDUAL', { rows: [row(employeeId, '1500.00')], pay: true });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const payoutId = created.body.items[0]!.id;
    await waitForPayout(a.client, 'INDIVIDUAL', payoutId, (p) => p.status === 'DONE', 'the payout paid');
    const events = await waitFor(() => {
      const mine = bodiesOf('payout.status_changed').filter((b) => b.data.payout_id === payoutId);
      return mine.length >= 2 ? mine : undefined;
    }, 'both payout events');
    expect(events.map((e) => e.data.status)).toEqual(['PENDING', 'DONE']);
    for (const event of events) {
      expect(webhookEnvelopeSchema.parse(event).type).toBe('payout.status_changed');
      expect(webhookEventDataSchemas['payout.status_changed'].parse(event.data)).toEqual({
        payout_id: payoutId,
        payout_kind: 'GPH',
        status: event.data.status,
        amount: '1500.00',
        employee_id: employeeId,
        registry_id: null,
      });
    }
    const now = Math.floor(Date.now() / 1000);
    for (const r of receiver.received.filter((x) => x.body.includes(payoutId))) {
      const header = r.headers['x-vyplaty-signature'] as string;
      expect(verifyWebhookSignature(header, r.body, endpoint.secret, now, WEBHOOK_TOLERANCE_SECONDS)).toBe(true);
    }
    expect(new Set(events.map((e) => e.id)).size).toBe(2);
  }, 60_000);

  it('a contractor disconnected by the company is contractor.left', async () => {
    const a = await company(server);
    const { employeeId } = await individualContractor(server, a.customerId);
    await createEndpoint(a, `${receiver.url}?left`, ['contractor.left', 'contractor.joined']);
    const res = await a.client.request('DELETE', apiPaths.employees.list, { body: { ids: [employeeId] } });
    expect(res.status).toBe(200);
    const left = await waitFor(
      () => bodiesOf('contractor.left').find((b) => b.data.employee_id === employeeId),
      'contractor.left',
    );
    expect(left.data).toEqual({ employee_id: employeeId });
  });

  it('a task published then cancelled is task.status_changed PUBLISH then CANCELED', async () => {
    const tc = await taskCompany(server);
    await createEndpoint(tc, `${receiver.url}?tasks`, ['task.status_changed']);
    const task = await draftTask(tc);
    expect((await api.publish(tc.client, task.id, 'ALL')).status).toBe(200);
    expect((await api.cancel(tc.client, task.id, 'Передумали')).status).toBe(200);
    // Deliveries are separate jobs and may arrive in either order (as with any webhook sender): the events are
    // ordered by when they happened, which their bodies carry.
    const events = await waitFor(() => {
      const mine = bodiesOf('task.status_changed').filter((b) => b.data.task_id === task.id);
      return mine.length === 2 ? mine : undefined;
    }, 'both task events');
    events.sort((x, y) => x.created_at.localeCompare(y.created_at));
    expect(events.map((e) => e.data)).toEqual([
      { task_id: task.id, status: 'PUBLISH' },
      { task_id: task.id, status: 'CANCELED' },
    ]);
  });

  it('an НПД payout paid is receipt.registered with the receipt FNS gave, after its payout.status_changed DONE', async () => {
    const a = await company(server);
    await liftLimits(server, a.customerId);
    await fund(server, a.customerId, 100_000_00n);
    const { employeeId } = await npdContractor(server, a.customerId);
    await createEndpoint(a, `${receiver.url}?receipts`, ['receipt.registered']);

    const created = await createPayouts(a.client, 'NPD', { rows: [row(employeeId, '2500.00')], pay: true });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const payoutId = created.body.items[0]!.id;
    const paid = await waitForPayout(
      a.client,
      'NPD',
      payoutId,
      (p) => p.receipt?.status === 'REGISTERED',
      'the receipt registered',
    );
    const event = await waitFor(
      () => bodiesOf('receipt.registered').find((b) => b.data.payout_id === payoutId),
      'receipt.registered',
    );
    expect(webhookEventDataSchemas['receipt.registered'].parse(event.data)).toEqual({
      payout_id: payoutId,
      receipt_number: paid.receipt!.receipt_id,
      // The receipt's address at FNS itself (the portal's own pages may show the sandbox's print page instead).
      receipt_url: `https://lknpd.nalog.ru/api/v1/receipt/${paid.employee.inn}/${paid.receipt!.receipt_id}/print`,
    });
  }, 90_000);

  it('an arrival in the nominal account is balance.credited once, however often the statement is read', async () => {
    const c = await companyWithOwnInn(server);
    await createEndpoint(c, `${receiver.url}?balance`, ['balance.credited']);
    await payIntoNominalAccount(server, { payerInn: c.inn, amount: '1 500,00' });
    await Promise.all([readNow(server), readNow(server)]);
    await readNow(server);
    // This test's company is the only one subscribed to balance.credited.
    const first = await waitFor(() => bodiesOf('balance.credited')[0], 'balance.credited');
    expect(first.data).toEqual({ amount: '1500.00', operation_id: expect.any(String) });
    // Every job the three reads enqueued has run: a second credit would have brought a second event.
    await server.waitForQueueIdle();
    expect(new Set(bodiesOf('balance.credited').map((b) => b.id))).toEqual(new Set([first.id]));
  }, 60_000);

  it('a contract signed by the company is document.signed USER; one the contractor rejects is document.rejected', async () => {
    const owner = await newCustomer(server);
    const contractor = await newEmployee(server);
    await linkEmployee(server.runtime.ctx.db, { customerId: owner.entityId, employeeId: contractor.entityId });
    await issueSelfNep(server, owner);
    await createEndpoint(owner, `${receiver.url}?documents`, ['document.signed', 'document.rejected']);
    const d = apiPaths.documents;
    const at = (path: string, id: string) => path.replace(':id', id);
    const contract = async () => {
      const made = await owner.client.post<{ id: string }>(d.create, {
        template_id: SERVICES_CONTRACT_TEMPLATE_ID,
        employee_id: contractor.entityId,
        fields: { services: 'Доставка', price: '1000,00', start_date: '2026-01-10', end_date: '2026-01-31' },
        sign_order: 'ANY',
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect((await owner.client.post(at(d.send, made.body.id), {})).status).toBe(200);
      return made.body.id;
    };

    const signedId = await contract();
    const sentAt = Date.now();
    expect((await owner.client.post(at(d.signSelfNepSendCode, signedId), {})).status).toBe(200);
    const code = await smsCode(server, owner, sentAt);
    expect((await owner.client.post(at(d.signSelfNep, signedId), { code })).status).toBe(200);
    const rejectedId = await contract();
    expect((await contractor.client.post(at(d.reject, rejectedId), { reason: 'Не та сумма' })).status).toBe(200);

    const signed = await waitFor(
      () => bodiesOf('document.signed').find((b) => b.data.document_id === signedId),
      'document.signed',
    );
    expect(signed.data).toEqual({ document_id: signedId, signed_by: 'USER', status: expect.any(String) });
    const rejected = await waitFor(
      () => bodiesOf('document.rejected').find((b) => b.data.document_id === rejectedId),
      'document.rejected',
    );
    expect(rejected.data).toEqual({ document_id: rejectedId, rejected_by: 'EMPLOYEE', status: 'REJECTED' });
  }, 60_000);

  it('a company without endpoints gets no event rows for its changes', async () => {
    const a = await company(server);
    const { employeeId } = await individualContractor(server, a.customerId);
    await a.client.request('DELETE', apiPaths.employees.list, { body: { ids: [employeeId] } });
    const rows = await server.runtime.ctx.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.customerId, a.customerId));
    expect(rows).toEqual([]);
  });
});
