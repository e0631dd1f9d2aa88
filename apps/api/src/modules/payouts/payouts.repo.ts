// size: the one repository of the payouts table (numbers, rows, locks and the sums the rules read), each statement beside its kin
/**
 * SQL of payouts: numbers, rows, locks and the sums the rules need. Every function a person's request
 * reaches takes the company's id and filters by it; the jobs address a payout by its id alone (they
 * act for the platform). Lock order (ADR 009): the caller has locked company → contractors first.
 */
import type { PayoutKind, PayoutStatus } from '@vyplaty/contracts';
import { and, asc, eq, getTableColumns, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { insertJsonRows } from '../../db/insert-json.js';
import {
  customerEmployees,
  employeeRequisites,
  employees,
  fnsReceipts,
  payoutCounters,
  payouts,
  sbpBanks,
} from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';

export type PayoutRow = typeof payouts.$inferSelect;
export type NewPayoutRow = typeof payouts.$inferInsert;
export type PayoutChange = Partial<Omit<PayoutRow, 'id' | 'customerId' | 'employeeId' | 'kind' | 'number'>>;

/** Payouts whose money is reserved or paid: they count against limits, the НПД cap and the НДФЛ base. */
const MONEY_MOVED: PayoutStatus[] = ['PENDING', 'DONE'];

/** `count` consecutive numbers of the company's sequence, ascending, in one statement; the counter row stays locked until the transaction ends. */
export async function nextPayoutNumbers(tx: Tx, customerId: string, count: number): Promise<number[]> {
  if (!Number.isInteger(count) || count < 1) throw new Error(`nextPayoutNumbers: bad count ${count}`);
  const [row] = await tx
    .insert(payoutCounters)
    .values({ customerId, lastNumber: count })
    .onConflictDoUpdate({
      target: payoutCounters.customerId,
      set: { lastNumber: sql`${payoutCounters.lastNumber} + ${count}::integer` },
    })
    .returning({ last: payoutCounters.lastNumber });
  return Array.from({ length: count }, (_, index) => row!.last - count + 1 + index);
}

export const nextPayoutNumber = async (tx: Tx, customerId: string) => (await nextPayoutNumbers(tx, customerId, 1))[0]!;

/** Rows of one INSERT into payouts: a parameter a column a row at most, under PostgreSQL's 65,535. */
const PAYOUT_INSERT_BATCH = Math.floor(65_535 / Object.keys(getTableColumns(payouts)).length);

/** New payouts in multi-row INSERTs, in the order of `rows` (matched by number, not by RETURNING's order). */
export async function insertPayouts(tx: Tx, rows: NewPayoutRow[]): Promise<PayoutRow[]> {
  const byKey = new Map<string, PayoutRow>();
  for (let from = 0; from < rows.length; from += PAYOUT_INSERT_BATCH) {
    const inserted = await insertJsonRows(tx, payouts, rows.slice(from, from + PAYOUT_INSERT_BATCH)).returning();
    for (const row of inserted) byKey.set(`${row.customerId}:${row.number}`, row);
  }
  return rows.map((row) => byKey.get(`${row.customerId}:${row.number}`)!);
}

export const insertPayout = async (tx: Tx, row: NewPayoutRow) => (await insertPayouts(tx, [row]))[0]!;

const live = and(isNull(payouts.deletedAt));

/** The company's live payout of this kind, or undefined (another company's answers the same). */
export async function selectPayout(db: Db, customerId: string, kind: PayoutKind, id: string) {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.customerId, customerId), eq(payouts.kind, kind), eq(payouts.id, id), live));
  return row;
}

/** Locks the company's live payouts of this kind among `ids`, in ascending id (ADR 009). */
export async function lockPayouts(tx: Tx, customerId: string, kind: PayoutKind, ids: string[]): Promise<PayoutRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(payouts)
    .where(and(eq(payouts.customerId, customerId), eq(payouts.kind, kind), inArray(payouts.id, ids), live))
    .orderBy(asc(payouts.id))
    .for('update');
}

/** A job's lock of one payout by id (the platform acting; the row names its company). */
export async function lockPayoutById(tx: Tx, id: string): Promise<PayoutRow | undefined> {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
  return row;
}

export async function selectPayoutById(db: Db, id: string): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
  return row;
}

export async function updatePayout(tx: Tx, id: string, change: PayoutChange, now: Date): Promise<PayoutRow> {
  const [row] = await tx
    .update(payouts)
    .set({ ...change, updatedAt: now })
    .where(eq(payouts.id, id))
    .returning();
  return row!;
}

const sumOf = async (db: Db, column: SQL, where: SQL | undefined): Promise<bigint> => {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${column})` })
    .from(payouts)
    .where(where);
  return BigInt(row?.total ?? 0);
};

/**
 * Σ of what left or is reserved on the company's balance (net of individual payouts, gross of НПД)
 * for payouts held in [from, to): the day's and the month's payment limits.
 */
export const heldSumBetween = (db: Db, customerId: string, from: Date, to: Date) =>
  sumOf(
    db,
    sql`${payouts.netKopecks}`,
    and(
      eq(payouts.customerId, customerId),
      inArray(payouts.status, MONEY_MOVED),
      gte(payouts.heldAt, from),
      lt(payouts.heldAt, to),
    ),
  );

/** Σ gross of the company's individual payouts to the contractor held in [from, to): the НДФЛ base before a payout. */
export const individualIncomeBetween = (db: Db, customerId: string, employeeId: string, from: Date, to: Date) =>
  sumOf(
    db,
    sql`${payouts.amountKopecks}`,
    and(
      eq(payouts.customerId, customerId),
      eq(payouts.employeeId, employeeId),
      eq(payouts.kind, 'INDIVIDUAL'),
      inArray(payouts.status, MONEY_MOVED),
      gte(payouts.heldAt, from),
      lt(payouts.heldAt, to),
    ),
  );

/**
 * Σ of each contractor's НПД payouts (any company) held in [from, to) whose money is reserved but not paid
 * yet: income FNS knows nothing of, and no receipt exists for it yet (N4 counts it). One statement for all
 * of `employeeIds` (0 for one with none).
 */
export async function pendingNpdIncomesBetween(
  db: Db,
  employeeIds: readonly string[],
  from: Date,
  to: Date,
): Promise<Map<string, bigint>> {
  const sums = new Map<string, bigint>(employeeIds.map((id) => [id, 0n]));
  if (employeeIds.length === 0) return sums;
  const rows = await db
    .select({ employeeId: payouts.employeeId, kopecks: sql<string>`sum(${payouts.amountKopecks})` })
    .from(payouts)
    .where(
      and(
        inArray(payouts.employeeId, [...employeeIds]),
        eq(payouts.kind, 'NPD'),
        eq(payouts.status, 'PENDING'),
        gte(payouts.heldAt, from),
        lt(payouts.heldAt, to),
      ),
    )
    .groupBy(payouts.employeeId);
  for (const row of rows) sums.set(row.employeeId, BigInt(row.kopecks));
  return sums;
}

/** What the rules need of each contractor: the company's link, registration, the primary requisite. */
export type ContractorFacts = {
  employeeId: string;
  isLinked: boolean;
  isVerified: boolean;
  /** The regime the company pays them under (their link; NPD: an НПД payout), null without a link. */
  taxRegime: string | null;
  fioKey: string | null;
  lastName: string | null;
  firstName: string | null;
  patronymic: string | null;
  inn: string | null;
  requisite: PrimaryRequisite | null;
};

export type PrimaryRequisite = {
  id: string;
  kind: 'BANK_ACCOUNT' | 'CARD' | 'SBP';
  bik: string | null;
  bankName: string | null;
  accountNumber: string | null;
  cardNumberEncrypted: string | null;
  cardNumberMasked: string | null;
  sbpPhone: string | null;
  sbpBankId: string | null;
  sbpBankName: string | null;
};

/** Facts of the contractors among `employeeIds` (unknown ids are left out). */
export async function selectContractorFacts(
  db: Db,
  customerId: string,
  employeeIds: string[],
): Promise<Map<string, ContractorFacts>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await db
    .select({
      employeeId: employees.id,
      linkStatus: customerEmployees.status,
      taxRegime: customerEmployees.taxRegime,
      verifiedAt: employees.verifiedAt,
      fioKey: employees.fioKey,
      lastName: employees.lastName,
      firstName: employees.firstName,
      patronymic: employees.patronymic,
      inn: employees.inn,
      requisite: employeeRequisites,
      sbpBankName: sbpBanks.name,
    })
    .from(employees)
    .leftJoin(
      customerEmployees,
      and(eq(customerEmployees.employeeId, employees.id), eq(customerEmployees.customerId, customerId)),
    )
    .leftJoin(
      employeeRequisites,
      and(
        eq(employeeRequisites.employeeId, employees.id),
        eq(employeeRequisites.isPrimary, true),
        isNull(employeeRequisites.deletedAt),
      ),
    )
    .leftJoin(sbpBanks, eq(sbpBanks.id, employeeRequisites.sbpBankId))
    .where(inArray(employees.id, employeeIds));
  return new Map(
    rows.map((r) => [
      r.employeeId,
      {
        employeeId: r.employeeId,
        isLinked: r.linkStatus === 'ACTIVE',
        isVerified: r.verifiedAt !== null,
        taxRegime: r.taxRegime,
        fioKey: r.fioKey,
        lastName: r.lastName,
        firstName: r.firstName,
        patronymic: r.patronymic,
        inn: r.inn,
        requisite: r.requisite && { ...r.requisite, sbpBankName: r.sbpBankName },
      },
    ]),
  );
}

/** The payouts repeating each of `ids` (a repeat points at its original). */
export async function selectRepeats(db: Db, customerId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: payouts.id, repeatOf: payouts.repeatOf })
    .from(payouts)
    .where(and(eq(payouts.customerId, customerId), inArray(payouts.repeatOf, ids), live));
  return new Map(rows.map((r) => [r.repeatOf!, r.id]));
}

/** What the nightly reconciliation needs of a payout. */
export type ReconciledPayout = Pick<
  PayoutRow,
  'id' | 'customerId' | 'number' | 'kind' | 'status' | 'netKopecks' | 'paidAt'
>;

const reconciledColumns = {
  id: payouts.id,
  customerId: payouts.customerId,
  number: payouts.number,
  kind: payouts.kind,
  status: payouts.status,
  netKopecks: payouts.netKopecks,
  paidAt: payouts.paidAt,
};

/** Payouts sent to the bank (held) in [from, to), every company's: each one's fate against the bank's statement. */
export async function selectHeldPayoutsBetween(db: Db, from: Date, to: Date): Promise<ReconciledPayout[]> {
  return db
    .select(reconciledColumns)
    .from(payouts)
    .where(and(gte(payouts.heldAt, from), lt(payouts.heldAt, to)))
    .orderBy(asc(payouts.heldAt), asc(payouts.id));
}

/**
 * Payouts still PENDING that were held before `before`, every company's, whatever their age: an unresolved
 * hold the reconciliation follows until the bank has settled it (ordered by when they were held).
 */
export async function selectPendingHeldBefore(db: Db, before: Date): Promise<(ReconciledPayout & { heldAt: Date })[]> {
  const rows = await db
    .select({ ...reconciledColumns, heldAt: payouts.heldAt })
    .from(payouts)
    .where(and(eq(payouts.status, 'PENDING'), lt(payouts.heldAt, before)))
    .orderBy(asc(payouts.heldAt), asc(payouts.id));
  return rows.map((row) => ({ ...row, heldAt: row.heldAt! }));
}

/** НПД payouts paid in [from, to) whose receipt is missing or was refused by FNS (still owed by law). */
export async function selectPaidNpdWithoutReceipt(db: Db, from: Date, to: Date) {
  return db
    .select({ ...reconciledColumns, receiptStatus: fnsReceipts.status, receiptError: fnsReceipts.errorMessage })
    .from(payouts)
    .leftJoin(fnsReceipts, eq(fnsReceipts.payoutId, payouts.id))
    .where(
      and(
        eq(payouts.kind, 'NPD'),
        eq(payouts.status, 'DONE'),
        gte(payouts.paidAt, from),
        lt(payouts.paidAt, to),
        or(isNull(fnsReceipts.id), eq(fnsReceipts.status, 'ERROR')),
      ),
    )
    .orderBy(asc(payouts.paidAt), asc(payouts.id));
}
