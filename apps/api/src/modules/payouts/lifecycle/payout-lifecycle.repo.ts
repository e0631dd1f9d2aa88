/**
 * SQL of the payout pipeline (payout-execute.ts, payout-poll.ts, payout-settlement.ts): payouts read,
 * locked and changed in one statement for the whole batch (a payout on its own is a batch of one).
 * Locks in ascending id (ADR 009: payouts before the ledger's accounts).
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { customers, employees, payouts, type StoredBankRequest } from '../../../db/schema/index.js';
import type { Tx } from '../../../db/transaction.js';
import type { PayoutRow } from '../payouts.repo.js';

export async function selectPayoutsByIds(db: Db, ids: string[]): Promise<PayoutRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(payouts).where(inArray(payouts.id, ids)).orderBy(asc(payouts.id));
}

/** The payouts locked, in ascending id. */
export async function lockPayoutsByIds(tx: Tx, ids: string[]): Promise<PayoutRow[]> {
  if (ids.length === 0) return [];
  return tx.select().from(payouts).where(inArray(payouts.id, ids)).orderBy(asc(payouts.id)).for('update');
}

/**
 * bank_state SENT for the locked payouts (before the bank is called), each with its bank request: the one
 * fixed when it was paid, or — for a payout paid before requests were fixed — the one given here, kept
 * from now on.
 */
export async function markPayoutsSent(
  tx: Tx,
  rows: { id: string; bankRequest: StoredBankRequest }[],
  now: Date,
  sendingUntil: Date,
) {
  if (rows.length === 0) return;
  const values = JSON.stringify(rows.map((r) => ({ id: r.id, bank_request: r.bankRequest })));
  await tx.execute(sql`
    update payouts set bank_state = 'SENT', bank_request = coalesce(payouts.bank_request, v.bank_request),
                       bank_sending_until = ${sendingUntil.toISOString()}::timestamptz,
                       updated_at = ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${values}::jsonb) as v(id uuid, bank_request jsonb)
    where payouts.id = v.id`);
}

/**
 * Paid together (a form): each payout's tax columns and recipient snapshot as priced, PENDING with its
 * HOLD — one statement for the form.
 */
export async function markPayoutsPending(tx: Tx, priced: PayoutRow[], now: Date): Promise<void> {
  if (priced.length === 0) return;
  const values = JSON.stringify(
    priced.map((p) => ({
      id: p.id,
      ndfl_kopecks: String(p.ndflKopecks),
      net_kopecks: String(p.netKopecks),
      contributions_kopecks: String(p.contributionsKopecks),
      ndfl_rate: p.ndflRate,
      year_income_before_kopecks: String(p.yearIncomeBeforeKopecks),
      recipient_kind: p.recipientKind,
      recipient_label: p.recipientLabel,
      recipient_requisite_id: p.recipientRequisiteId,
      recipient_bik: p.recipientBik,
      recipient_account_number: p.recipientAccountNumber,
      recipient_card_encrypted: p.recipientCardEncrypted,
      recipient_sbp_phone: p.recipientSbpPhone,
      recipient_sbp_bank_id: p.recipientSbpBankId,
      hold_id: p.holdId,
      held_at: p.heldAt?.toISOString() ?? null,
      bank_request: p.bankRequest,
    })),
  );
  await tx.execute(sql`
    update payouts set status = 'PENDING', ndfl_kopecks = v.ndfl_kopecks, net_kopecks = v.net_kopecks,
           contributions_kopecks = v.contributions_kopecks, ndfl_rate = v.ndfl_rate,
           year_income_before_kopecks = v.year_income_before_kopecks, recipient_kind = v.recipient_kind,
           recipient_label = v.recipient_label, recipient_requisite_id = v.recipient_requisite_id,
           recipient_bik = v.recipient_bik, recipient_account_number = v.recipient_account_number,
           recipient_card_encrypted = v.recipient_card_encrypted, recipient_sbp_phone = v.recipient_sbp_phone,
           recipient_sbp_bank_id = v.recipient_sbp_bank_id, hold_id = v.hold_id, held_at = v.held_at,
           bank_request = v.bank_request, reason = null, updated_at = ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${values}::jsonb) as v(
      id uuid, ndfl_kopecks bigint, net_kopecks bigint, contributions_kopecks bigint, ndfl_rate text,
      year_income_before_kopecks bigint, recipient_kind text, recipient_label text, recipient_requisite_id uuid,
      recipient_bik text, recipient_account_number text, recipient_card_encrypted text, recipient_sbp_phone text,
      recipient_sbp_bank_id text, hold_id uuid, held_at timestamptz, bank_request jsonb)
    where payouts.id = v.id`);
}

/** The company's live payouts of this kind among `ids` (no lock: who they are for, before the locks). */
export async function selectOwnPayouts(db: Db, customerId: string, kind: PayoutRow['kind'], ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(payouts)
    .where(
      and(
        eq(payouts.customerId, customerId),
        eq(payouts.kind, kind),
        inArray(payouts.id, ids),
        isNull(payouts.deletedAt),
      ),
    );
}

/** What the payouts wait for before they may be sent (N7's signed act), or null: released. */
export async function setPayoutsWaitingFor(
  tx: Tx,
  ids: string[],
  waitingFor: PayoutRow['waitingFor'],
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(payouts).set({ waitingFor, updatedAt: now }).where(inArray(payouts.id, ids));
}

/** One more unanswered status question for each payout. */
export async function countBankPolls(tx: Tx, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(payouts)
    .set({ bankPolls: sql`${payouts.bankPolls} + 1`, updatedAt: now })
    .where(inArray(payouts.id, ids));
}

/**
 * DONE for the locked payouts, each with the bank's execution time and reference; a payout its company's
 * payment order paid keeps bank_state PAYMENT_ORDER (where the money left from).
 */
export async function markPayoutsDone(
  tx: Tx,
  paid: { id: string; paidAt: Date; bankReference: string }[],
  now: Date,
): Promise<void> {
  if (paid.length === 0) return;
  const values = JSON.stringify(
    paid.map((p) => ({ id: p.id, paid_at: p.paidAt.toISOString(), bank_reference: p.bankReference })),
  );
  await tx.execute(sql`
    update payouts set status = 'DONE', paid_at = v.paid_at, bank_reference = v.bank_reference,
                       bank_state = case when payouts.bank_state = 'PAYMENT_ORDER' then payouts.bank_state
                                         else 'SENT' end,
                       reason = null, updated_at = ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${values}::jsonb) as v(id uuid, paid_at timestamptz, bank_reference text)
    where payouts.id = v.id`);
}

export type EmployeeName = {
  lastName: string | null;
  firstName: string | null;
  patronymic: string | null;
  inn: string | null;
};

/** The contractors' names and ИНН (the bank's recipient, notifications), by id. */
export async function selectEmployeeNames(db: Db, ids: string[]): Promise<Map<string, EmployeeName>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: employees.id,
      lastName: employees.lastName,
      firstName: employees.firstName,
      patronymic: employees.patronymic,
      inn: employees.inn,
    })
    .from(employees)
    .where(inArray(employees.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...name }) => [id, name]));
}

export async function selectCustomerName(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ name: customers.organisationName }).from(customers).where(eq(customers.id, id));
  return row?.name ?? undefined;
}

/** The bank's answer to the payouts' payment was lost after sending: the next run asks before sending. */
/** The run that marked these payouts SENT has the bank's answer (or none): others may ask the bank now. */
export async function clearPayoutsSending(tx: Tx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(payouts).set({ bankSendingUntil: null }).where(inArray(payouts.id, ids));
}

export async function markPayoutsAnswerLost(tx: Tx, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(payouts)
    .set({ bankState: 'ANSWER_LOST', updatedAt: now })
    .where(and(inArray(payouts.id, ids), eq(payouts.status, 'PENDING')));
}
