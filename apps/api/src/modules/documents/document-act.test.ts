/**
 * POST document/act over HTTP (SPEC §7 Document «act», docs/api.md): an act of services for one of the
 * company's payouts — the platform's act template for the payout's contractor, services and price from
 * the payout, the period its day unless given, linked to it; another company's payout and a
 * contractor's call are refused.
 */
import { apiPaths, type Document, type ErrorBody } from '@vyplaty/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkEmployee } from '../../db/seed/demo.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { newCustomer, newEmployee, type Party } from '../agreements/self-nep.test-helpers.js';
import { insertPaidPayout } from '../payouts/payouts.test-helpers.js';

let server: TestServer;
let company: Party;
let contractor: Party;
let payout: { id: string; number: number; createdAt: Date };
const p = apiPaths.documents;

beforeAll(async () => {
  server = await startTestServer();
  company = await newCustomer(server);
  contractor = await newEmployee(server);
  await linkEmployee(server.runtime.ctx.db, { customerId: company.entityId, employeeId: contractor.entityId });
  payout = await insertPaidPayout(server.runtime.ctx.db, {
    customerId: company.entityId,
    employeeId: contractor.entityId,
    kind: 'NPD',
    amountKopecks: 1_250_050n,
    serviceName: 'Курьерская доставка',
  });
}, 120_000);
afterAll(() => server?.close());

describe('POST document/act', () => {
  it('makes the act of the payout: its contractor, services, price and day, linked to it, a draft with its PDF', async () => {
    const res = await company.client.post<Document & ErrorBody>(p.act, { payout_id: payout.id });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const day = moscowDate(payout.createdAt);
    expect(res.body).toMatchObject({
      kind: 'ACT',
      status: 'DRAFT',
      title: `Акт об оказанных услугах по выплате № ${payout.number}`,
      payout_ids: [payout.id],
      fields: { price: '12500.50', period_from: day, period_to: day },
    });
    expect(JSON.stringify(res.body.fields.services)).toContain('Курьерская доставка');
    expect(res.body.attachments.some((a) => a.main)).toBe(true);

    const own = await company.client.post<Document>(p.act, {
      payout_id: payout.id,
      title: 'Акт за январь',
      fields: { period_from: '2026-01-01', period_to: '2026-01-31' },
      sign_order: 'CONTRACTOR_FIRST',
    });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect(own.body).toMatchObject({
      title: 'Акт за январь',
      sign_order: 'CONTRACTOR_FIRST',
      fields: { period_from: '2026-01-01', period_to: '2026-01-31', price: '12500.50' },
    });
  });

  it('refuses another company’s or an unknown payout on payout_id, and a contractor', async () => {
    const other = await newCustomer(server);
    const foreign = await other.client.post<ErrorBody>(p.act, { payout_id: payout.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields?.payout_id).toBe('Выплата не найдена');
    const missing = await company.client.post<ErrorBody>(p.act, {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields?.payout_id).toBeTruthy();
    expect((await contractor.client.post(p.act, { payout_id: payout.id })).status).toBe(403);
  });
});
