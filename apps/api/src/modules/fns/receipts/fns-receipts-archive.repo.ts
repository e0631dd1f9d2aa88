/**
 * SQL of the company's receipts of a period (issue 28, the report «Архив чеков»): the receipts FNS gave a number,
 * by the time of the income, scoped by the company, read page by page (keyset on operation time and id).
 */
import { and, asc, count, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { employees, fnsReceipts } from '../../../db/schema/index.js';

export type Period = { from: Date; to: Date };
export type ReceiptCursor = { at: Date; id: string };

/** The keyset's time to the millisecond a JS Date keeps, so a cursor taken from a row matches that row exactly. */
const operationMs = sql`date_trunc('milliseconds', ${fnsReceipts.operationTime})`;

const ofPeriod = (customerId: string, period: Period) =>
  and(
    eq(fnsReceipts.customerId, customerId),
    isNotNull(fnsReceipts.receiptId),
    gte(fnsReceipts.operationTime, period.from),
    lt(fnsReceipts.operationTime, period.to),
  );

export async function countPeriodReceipts(db: Db, customerId: string, period: Period): Promise<number> {
  const [row] = await db.select({ n: count() }).from(fnsReceipts).where(ofPeriod(customerId, period));
  return row?.n ?? 0;
}

export async function selectPeriodReceipts(
  db: Db,
  customerId: string,
  period: Period,
  after: ReceiptCursor | null,
  limit: number,
) {
  return db
    .select({
      id: fnsReceipts.id,
      receiptId: fnsReceipts.receiptId,
      link: fnsReceipts.link,
      status: fnsReceipts.status,
      services: fnsReceipts.services,
      totalKopecks: fnsReceipts.totalKopecks,
      operationTime: fnsReceipts.operationTime,
      registeredAt: fnsReceipts.registeredAt,
      inn: fnsReceipts.inn,
      customerInn: fnsReceipts.customerInn,
      customerOrganization: fnsReceipts.customerOrganization,
      cancelReason: fnsReceipts.cancelReason,
      canceledAt: fnsReceipts.canceledAt,
      payoutId: fnsReceipts.payoutId,
      lastName: employees.lastName,
      firstName: employees.firstName,
      patronymic: employees.patronymic,
    })
    .from(fnsReceipts)
    .innerJoin(employees, eq(employees.id, fnsReceipts.employeeId))
    .where(
      and(
        ofPeriod(customerId, period),
        after
          ? sql`(${operationMs}, ${fnsReceipts.id}) > (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(operationMs), asc(fnsReceipts.id))
    .limit(limit);
}
