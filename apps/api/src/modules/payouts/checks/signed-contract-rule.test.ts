/**
 * N7 over HTTP: with «Требовать подписанный договор с исполнителем перед выплатой» on in user/constants,
 * the checklist shows the rule per row and a contractor without a SIGNED contract is not paid (the
 * creation is refused with the reason on the row, nothing held); a signed contract lets the payout
 * through; with the setting off the rule is not shown at all.
 */
import {
  apiPaths,
  type Document,
  type EmployeeConstants,
  type PayoutCheckResponse,
  REQUIRE_SIGNED_CONTRACT_LABEL,
} from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../../db/schema/index.js';
import { SERVICES_CONTRACT_TEMPLATE_ID } from '../../../db/seed/document-templates.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import {
  balanceOf,
  company,
  createPayouts,
  fund,
  individualContractor,
  liftLimits,
  row,
} from '../payouts-flow.test-helpers.js';
import { NO_SIGNED_CONTRACT_MESSAGE, SIGNED_CONTRACT_TITLE } from './signed-contract-rule.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ BANK_SANDBOX_DELAY_MS: '0' });
});
afterAll(() => server?.close());

const constants = (requireSignedContract: boolean) => ({
  service_name: null,
  activity_kind: null,
  default_employee_kind: null,
  default_tax_regime: null,
  invite_comment: null,
  require_signed_contract: requireSignedContract,
});

describe('N7: a signed contract before a payout', () => {
  it('refuses to pay a contractor without a signed contract while the company requires one', async () => {
    const a = await company(server);
    await fund(server, a.customerId, 50_000_00n);
    await liftLimits(server, a.customerId);
    const c = await individualContractor(server, a.customerId);
    const check = () =>
      a.client.post<PayoutCheckResponse>(apiPaths.individualPayouts.check, {
        rows: [{ employee_id: c.employeeId, amount: '1000.00' }],
      });

    // Off by default: no such line.
    expect((await check()).body.rows[0]!.checks.map((x) => x.rule)).not.toContain('SIGNED_CONTRACT');

    const put = await a.client.request<EmployeeConstants>('PUT', apiPaths.employees.constants, {
      body: constants(true),
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.require_signed_contract).toBe(true);
    const bad = await a.client.request<{ error_message: string }>('PUT', apiPaths.employees.constants, {
      body: { ...constants(true), require_signed_contract: 'да' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error_message).toContain('Укажите, требовать ли подписанный договор');
    expect(REQUIRE_SIGNED_CONTRACT_LABEL).toBe('Требовать подписанный договор с исполнителем перед выплатой');

    const waiting = (await check()).body.rows[0]!;
    expect(waiting.payable).toBe(false);
    expect(waiting.checks).toContainEqual({
      rule: 'SIGNED_CONTRACT',
      title: SIGNED_CONTRACT_TITLE,
      passed: false,
      message: NO_SIGNED_CONTRACT_MESSAGE,
    });
    const refused = await createPayouts(a.client, 'INDIVIDUAL', { rows: [row(c.employeeId, '1000.00')], pay: true });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('Нет подписанного договора с исполнителем');
    expect(await balanceOf(server, a.customerId)).toMatchObject({ heldKopecks: 0n });

    // A contract in progress does not count; a SIGNED one does.
    const contract = await a.client.post<Document>(apiPaths.documents.create, {
      template_id: SERVICES_CONTRACT_TEMPLATE_ID,
      employee_id: c.employeeId,
      fields: { services: 'Доставка', price: '1000,00', start_date: '2026-01-10', end_date: '2026-12-31' },
      sign_order: 'COMPANY_FIRST',
    });
    expect(contract.status, JSON.stringify(contract.body)).toBe(201);
    expect((await check()).body.rows[0]!.payable).toBe(false);
    await server.runtime.ctx.db.update(documents).set({ status: 'SIGNED' }).where(eq(documents.id, contract.body.id));
    const ready = (await check()).body.rows[0]!;
    expect(ready.checks).toContainEqual(expect.objectContaining({ rule: 'SIGNED_CONTRACT', passed: true }));
    expect(ready.payable).toBe(true);
    const paid = await createPayouts(a.client, 'INDIVIDUAL', { rows: [row(c.employeeId, '1000.00')], pay: true });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  });
});
