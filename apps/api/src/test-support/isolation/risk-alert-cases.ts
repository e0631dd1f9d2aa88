/**
 * Isolation cases of the company's tax risks (modules/risk-alerts): A holds a risk about its contractor X
 * (and B one about Y). B's list, any filter, shows only B's; B cannot resolve A's risk (404, as an unknown
 * id); contractors get 403.
 */
import { apiPaths } from '@vyplaty/contracts';
import { inTransaction } from '../../db/transaction.js';
import { recordRiskAlerts } from '../../modules/risk-alerts/index.js';
import type { TestServer } from '../test-server.js';
import { type CaseTable, ownerOnly, selfScoped } from './cases.js';
import type { World } from './world.js';

export const riskWorld = { alertId: '' };

/** A's risk about X (a receipt cancelled) and B's about Y (income near the cap), recorded as the jobs do. */
export async function addRiskAlertData(server: TestServer, w: Omit<World, 'markers'>) {
  const ctx = server.runtime.ctx;
  await inTransaction(ctx, (txCtx) =>
    recordRiskAlerts(
      txCtx,
      {
        employeeId: w.x.id,
        kind: 'RECEIPT_CANCELLED',
        eventKey: w.a.receiptId,
        details: { receipt_id: w.a.fnsReceiptId, total_kopecks: '150000', inn: w.x.inn },
      },
      [w.a.id],
    ),
  );
  await inTransaction(ctx, (txCtx) =>
    recordRiskAlerts(
      txCtx,
      { employeeId: w.y.id, kind: 'INCOME_NEAR_CAP', eventKey: '2026', details: { year: 2026 } },
      [w.b.id],
    ),
  );
  const list = await w.a.client.get<{ items: { id: string }[] }>(apiPaths.riskAlerts.list);
  riskWorld.alertId = list.body.items[0]!.id;
}

const p = apiPaths.riskAlerts;

export const riskAlertCases: CaseTable = {
  [`GET ${p.list}`]: [
    selfScoped('customer'),
    selfScoped('customer', () => ({ query: { status: 'OPEN', page: '1', page_size: '100' } })),
    selfScoped('customer', () => ({ query: { kind: 'RECEIPT_CANCELLED' } })),
    selfScoped('customer', () => ({ query: { status: 'RESOLVED' } })),
  ],
  [`POST ${p.resolve}`]: ownerOnly('a', () => ({ params: { id: riskWorld.alertId } })),
};
