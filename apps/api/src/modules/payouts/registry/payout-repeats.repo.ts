/**
 * Mass payouts' duplicate search among the company's payouts (docs/decisions/mass-payouts.md): a live
 * payout since `since` with the same contractor, amount and purpose, or the same external id. Declined
 * and failed payouts paid nothing and are no repeat. Served by payouts_customer_employee and payouts_external.
 */
import { and, eq, gte, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { payouts } from '../../../db/schema/index.js';

export type RepeatKey = { employeeId: string; amountKopecks: bigint; serviceName: string };
export type PayoutRepeat = {
  id: string;
  number: number;
  createdAt: Date;
  employeeId: string;
  amountKopecks: bigint;
  serviceName: string;
  externalId: string | null;
};

export async function selectPayoutRepeats(
  db: Db,
  customerId: string,
  since: Date,
  keys: RepeatKey[],
  externalIds: string[],
): Promise<PayoutRepeat[]> {
  const employeeIds = [...new Set(keys.map((k) => k.employeeId))];
  if (employeeIds.length === 0 && externalIds.length === 0) return [];
  const byContractor = employeeIds.length > 0 ? inArray(payouts.employeeId, employeeIds) : undefined;
  const byExternal = externalIds.length > 0 ? inArray(payouts.externalId, externalIds) : undefined;
  return db
    .select({
      id: payouts.id,
      number: payouts.number,
      createdAt: payouts.createdAt,
      employeeId: payouts.employeeId,
      amountKopecks: payouts.amountKopecks,
      serviceName: payouts.serviceName,
      externalId: payouts.externalId,
    })
    .from(payouts)
    .where(
      and(
        eq(payouts.customerId, customerId),
        isNull(payouts.deletedAt),
        gte(payouts.createdAt, since),
        notInArray(payouts.status, ['DECLINED', 'ERROR']),
        or(byContractor, byExternal) ?? sql`false`,
      ),
    );
}
