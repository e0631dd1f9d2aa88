/**
 * The recipient's bank for a payout's payment order. The payout's snapshot keeps the БИК and the
 * account (what the money needs); the bank's name and corr. account come from the requisite it was
 * taken from (requisites are never deleted, only marked), or, when that requisite now names another
 * bank, from any stored requisite or company account of the same БИК (the directory data they carry).
 */
import { and, asc, eq, gte, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { customerBankAccounts, employeeRequisites, payoutPaymentOrders, payouts } from '../../../db/schema/index.js';
import type { Tx } from '../../../db/transaction.js';

export type RecipientBank = { bankName: string; corrAccount: string | null };

export async function selectRecipientBank(
  db: Db,
  bik: string,
  requisiteId: string | null,
): Promise<RecipientBank | undefined> {
  const bankOf = { bankName: employeeRequisites.bankName, corrAccount: employeeRequisites.corrAccount };
  const sameBik = and(eq(employeeRequisites.bik, bik), isNotNull(employeeRequisites.bankName));
  if (requisiteId) {
    const [own] = await db
      .select(bankOf)
      .from(employeeRequisites)
      .where(and(eq(employeeRequisites.id, requisiteId), sameBik));
    if (own?.bankName) return { bankName: own.bankName, corrAccount: own.corrAccount };
  }
  const [other] = await db.select(bankOf).from(employeeRequisites).where(sameBik).limit(1);
  if (other?.bankName) return { bankName: other.bankName, corrAccount: other.corrAccount };
  const [account] = await db
    .select({ bankName: customerBankAccounts.bankName, corrAccount: customerBankAccounts.corrAccount })
    .from(customerBankAccounts)
    .where(eq(customerBankAccounts.bik, bik))
    .limit(1);
  return account;
}

export type PaymentOrderRow = typeof payoutPaymentOrders.$inferSelect;

const ownOrder = (customerId: string, payoutId: string) =>
  and(eq(payoutPaymentOrders.customerId, customerId), eq(payoutPaymentOrders.payoutId, payoutId));

/** The company's signing state of one payout's order, if it was ever handed out to sign. */
export async function selectPaymentOrder(db: Db, customerId: string, payoutId: string) {
  const [row] = await db.select().from(payoutPaymentOrders).where(ownOrder(customerId, payoutId));
  return row;
}

/** The row with its creation time fixed on first call (the same order stays the same bytes). */
export async function ensurePaymentOrder(db: Db, customerId: string, payoutId: string, preparedAt: Date) {
  await db.insert(payoutPaymentOrders).values({ payoutId, customerId, preparedAt }).onConflictDoNothing();
  return (await selectPaymentOrder(db, customerId, payoutId))!;
}

export async function lockPaymentOrder(db: Tx, customerId: string, payoutId: string) {
  const [row] = await db.select().from(payoutPaymentOrders).where(ownOrder(customerId, payoutId)).for('update');
  return row;
}

export async function markPaymentOrderSigned(
  db: Tx,
  customerId: string,
  payoutId: string,
  signed: { signedFileId: string; signatureId: string; signerName: string; signedAt: Date },
) {
  await db.update(payoutPaymentOrders).set(signed).where(ownOrder(customerId, payoutId));
}

/** Signed orders the bank has not got for sure yet: never sent, waiting for a session, or maybe sent. */
export async function selectOrdersToSend(db: Db, limit = 100) {
  return db
    .select()
    .from(payoutPaymentOrders)
    .where(
      and(
        isNotNull(payoutPaymentOrders.signedAt),
        or(isNull(payoutPaymentOrders.bankStatus), inArray(payoutPaymentOrders.bankStatus, ['WAITING', 'SENDING'])),
      ),
    )
    .orderBy(asc(payoutPaymentOrders.signedAt))
    .limit(limit);
}

/** Orders the bank has and has not finished: their notices are read per company. */
export async function selectOpenOrders(db: Db, customerId?: string, rejectedSince?: Date) {
  const unfinished = inArray(payoutPaymentOrders.bankStatus, ['DELIVERED', 'ACCEPTED']);
  // A rejected order is still read for a while: a bank that executes it after all must be seen.
  const open = rejectedSince
    ? or(
        unfinished,
        and(eq(payoutPaymentOrders.bankStatus, 'REJECTED'), gte(payoutPaymentOrders.bankStatusAt, rejectedSince)),
      )!
    : unfinished;
  return db
    .select()
    .from(payoutPaymentOrders)
    .where(customerId ? and(open, eq(payoutPaymentOrders.customerId, customerId)) : open)
    .orderBy(asc(payoutPaymentOrders.sentAt));
}

export type PaymentOrderBankChange = Partial<
  Pick<PaymentOrderRow, 'bankStatus' | 'bankReason' | 'bankDocId' | 'sentAt' | 'bankStatusAt' | 'bankCheckedAt'>
>;

export async function updatePaymentOrderBank(db: Db, payoutId: string, change: PaymentOrderBankChange) {
  await db.update(payoutPaymentOrders).set(change).where(eq(payoutPaymentOrders.payoutId, payoutId));
}

export async function lockPaymentOrderById(db: Tx, payoutId: string) {
  const [row] = await db
    .select()
    .from(payoutPaymentOrders)
    .where(eq(payoutPaymentOrders.payoutId, payoutId))
    .for('update');
  return row;
}

export async function selectPaymentOrderById(db: Db, payoutId: string) {
  const [row] = await db.select().from(payoutPaymentOrders).where(eq(payoutPaymentOrders.payoutId, payoutId));
  return row;
}

/**
 * Orders the company's bank executed whose payout is not DONE (declined after a rejection the bank then
 * went back on): the money left the company's own account while the portal says it was not paid.
 */
export async function selectExecutedOrdersOfUnpaidPayouts(db: Db) {
  return db
    .select({
      payoutId: payoutPaymentOrders.payoutId,
      customerId: payoutPaymentOrders.customerId,
      number: payouts.number,
      status: payouts.status,
      netKopecks: payouts.netKopecks,
      executedAt: payoutPaymentOrders.bankStatusAt,
    })
    .from(payoutPaymentOrders)
    .innerJoin(payouts, eq(payouts.id, payoutPaymentOrders.payoutId))
    .where(and(eq(payoutPaymentOrders.bankStatus, 'EXECUTED'), ne(payouts.status, 'DONE')))
    .orderBy(asc(payoutPaymentOrders.bankStatusAt));
}
