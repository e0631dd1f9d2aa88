/**
 * SQL of what the tax service knows that is a risk for the companies (read by modules/risk-alerts through
 * fns-risk-facts.ts): connections lost, contractors FNS no longer counts as НПД, contractors whose
 * income of the year may have grown. `since` narrows each read to what changed lately; null reads all.
 */
import { and, eq, gte, inArray, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { fnsBindings, fnsReceipts, fnsTaxpayers } from '../../../db/schema/index.js';
import { moscowYearBounds } from '../../../lib/moscow-time.js';

const after = (column: Parameters<typeof gte>[0], since: Date | null): SQL | undefined =>
  since ? gte(column, since) : undefined;

/** UNBIND connections with the time of the loss, changed since `since`. */
export async function selectLostConnections(db: Db, since: Date | null) {
  return db
    .select({ employeeId: fnsBindings.employeeId, inn: fnsBindings.inn, unboundAt: fnsBindings.unboundAt })
    .from(fnsBindings)
    .where(
      and(eq(fnsBindings.status, 'UNBIND'), isNotNull(fnsBindings.unboundAt), after(fnsBindings.updatedAt, since)),
    );
}

/** Contractors whose last status check said «не НПД», checked since `since`. */
export async function selectUnregisteredTaxpayers(db: Db, since: Date | null) {
  return db
    .select({
      employeeId: fnsTaxpayers.employeeId,
      inn: fnsTaxpayers.inn,
      unregistrationTime: fnsTaxpayers.unregistrationTime,
      unregistrationReason: fnsTaxpayers.unregistrationReason,
    })
    .from(fnsTaxpayers)
    .where(and(eq(fnsTaxpayers.npdStatus, 'NOT_REGISTERED'), after(fnsTaxpayers.statusCheckedAt, since)));
}

/** Contractors with income of `year` that counts to the cap and changed since `since` (receipts or FNS's figure). */
export async function selectIncomeChangedEmployeeIds(db: Db, year: number, since: Date | null): Promise<string[]> {
  const { from, to } = moscowYearBounds(year);
  const [byReceipts, byFns] = await Promise.all([
    db
      .selectDistinct({ employeeId: fnsReceipts.employeeId })
      .from(fnsReceipts)
      .where(
        and(
          inArray(fnsReceipts.status, ['PENDING', 'ERROR', 'REGISTERED', 'CANCEL_PENDING']),
          gte(fnsReceipts.operationTime, from),
          lt(fnsReceipts.operationTime, to),
          after(fnsReceipts.updatedAt, since),
        ),
      ),
    db
      .select({ employeeId: fnsTaxpayers.employeeId })
      .from(fnsTaxpayers)
      .where(
        and(
          eq(fnsTaxpayers.incomeYear, year),
          since ? or(gte(fnsTaxpayers.incomeCheckedAt, since), gte(fnsTaxpayers.updatedAt, since)) : undefined,
        ),
      ),
  ]);
  return [...new Set([...byReceipts, ...byFns].map((r) => r.employeeId))];
}
