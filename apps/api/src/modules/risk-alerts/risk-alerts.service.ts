/**
 * The company's tax risks (issue 28, docs/decisions/risk-alerts.md): recorded by the detection jobs
 * (risk-alerts.detect.ts) with `recordRiskAlerts`, listed newest first and marked resolved by the company.
 * An event is one row per company, kind and event key: found again, it is neither recorded nor told again.
 */
import {
  RISKS_PAGE_PATH,
  type RiskAlert,
  type RiskAlertKind,
  type RiskAlertsQuery,
  type RiskAlertsResponse,
} from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { companyOnlyIdOf } from '../../lib/actor-scope.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { pageWindow } from '../../lib/pagination.js';
import { notify } from '../notifications/index.js';
import { notificationOf, type RiskDetails, toRiskAlert } from './risk-alerts.present.js';
import {
  countRiskAlerts,
  insertRiskAlerts,
  markRiskAlertResolved,
  selectActiveCompanyIds,
  selectContractorName,
  selectRiskAlert,
  selectRiskAlertForUpdate,
  selectRiskAlerts,
} from './risk-alerts.repo.js';

export const RISK_ALERT_NOT_FOUND_MESSAGE = 'Риск не найден';

export type RiskEvent = {
  employeeId: string;
  kind: RiskAlertKind;
  eventKey: string;
  details: RiskDetails;
  payoutId?: string | null;
};

/**
 * Records the event for `customerIds` (or every company the contractor works for now) in the caller's
 * transaction; each company that had not recorded it yet gets one bell notification (and pushes). Returns
 * the ids of the companies told.
 */
export async function recordRiskAlerts(txCtx: TxContext, event: RiskEvent, customerIds?: string[]): Promise<string[]> {
  const companies = customerIds ?? (await selectActiveCompanyIds(txCtx.db, event.employeeId));
  const foundAt = txCtx.now();
  const inserted = await insertRiskAlerts(
    txCtx.db,
    companies.map((customerId) => ({
      customerId,
      employeeId: event.employeeId,
      kind: event.kind,
      eventKey: event.eventKey,
      details: event.details,
      payoutId: event.payoutId ?? null,
      foundAt,
    })),
  );
  if (inserted.length === 0) return [];
  const person = await selectContractorName(txCtx.db, event.employeeId);
  const text = notificationOf(event.kind, event.details, person);
  for (const row of inserted) {
    await notify(txCtx, { customerId: row.customerId }, { ...text, type: 'other', url: RISKS_PAGE_PATH });
  }
  return inserted.map((r) => r.customerId);
}

/** One page of the caller's company's alerts, newest first, with the open count for the menu. */
export async function listRiskAlerts(ctx: ActorContext, query: RiskAlertsQuery): Promise<RiskAlertsResponse> {
  const customerId = companyOnlyIdOf(ctx);
  const filter = { customerId, status: query.status, kind: query.kind };
  const [rows, totalCount, openCount] = await Promise.all([
    selectRiskAlerts(ctx.db, filter, pageWindow(query)),
    countRiskAlerts(ctx.db, filter),
    countRiskAlerts(ctx.db, { customerId, status: 'OPEN' }),
  ]);
  return { items: rows.map(toRiskAlert), totalCount, open_count: openCount };
}

/** Marks the company's alert dealt with (again: unchanged); another company's, unknown or malformed id: 404. */
export async function resolveRiskAlert(ctx: ActorContext, id: string): Promise<RiskAlert> {
  const customerId = companyOnlyIdOf(ctx);
  if (!isUuid(id)) throw notFound(RISK_ALERT_NOT_FOUND_MESSAGE);
  const accountId = ctx.actor.accountId;
  await inTransaction(ctx, async (txCtx) => {
    const row = await selectRiskAlertForUpdate(txCtx.db, customerId, id);
    if (!row) throw notFound(RISK_ALERT_NOT_FOUND_MESSAGE);
    if (!row.resolvedAt) await markRiskAlertResolved(txCtx.db, customerId, id, accountId, txCtx.now());
  });
  const row = await selectRiskAlert(ctx.db, customerId, id);
  if (!row) throw notFound(RISK_ALERT_NOT_FOUND_MESSAGE);
  return toRiskAlert(row);
}
