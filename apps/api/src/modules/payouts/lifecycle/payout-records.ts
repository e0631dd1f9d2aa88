/**
 * The steps every way of making or paying a payout shares, each inside the caller's transaction: the
 * locks in ADR 009 order (company → contractors ascending → payouts ascending), a new row with its
 * number and history, and paying rows (HOLD → PENDING → the execute job through the outbox).
 */
import { type IndividualBreakdown, kopecksToRubles, type PayoutKind } from '@vyplaty/contracts';
import type { ActorContext } from '../../../context.js';
import type { TxContext } from '../../../db/transaction.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { recordHistoryEvents } from '../../history/index.js';
import { lockCustomer, lockEmployees } from '../../parties/index.js';
import type { CheckedRows } from '../checks/payout-checks.js';
import { recipientSnapshot } from '../checks/recipient.js';
import { holdForPayouts } from '../money/payout-money.js';
import {
  type ContractorFacts,
  insertPayouts,
  nextPayoutNumbers,
  type PayoutRow,
  updatePayout,
} from '../payouts.repo.js';
import type { IndividualTax } from '../tax/individual-tax.js';
import { bankRequestOf } from './bank-payment.js';
import { waitForSignedActs } from './payout-act-wait.js';
import { enqueueExecute } from './payout-jobs.js';
import { markPayoutsPending, selectCustomerName } from './payout-lifecycle.repo.js';
import { emitPayoutStatus } from './payout-webhooks.js';

/** Locks the company, then each contractor once, in ascending id (ADR 009). */
export async function lockParties(txCtx: TxContext, customerId: string, employeeIds: string[]) {
  if (!(await lockCustomer(txCtx, customerId))) throw notFound('Компания не найдена');
  await lockEmployees(txCtx, [...new Set(employeeIds)]);
}

/**
 * A refusal of the whole request (nothing changes): 422 with each failing row's first reason on its
 * field, `rows.N.amount` or `rows.N.employee_id`, and the first reason as the message.
 */
export function refusalOf(checked: CheckedRows, fieldOf: (index: number, field: string) => string = rowField) {
  const fields: Record<string, string> = {};
  checked.rows.forEach((row, index) => {
    for (const failure of row.failures) fields[fieldOf(index, failure.field)] ??= failure.message;
  });
  const first = Object.values(fields)[0];
  if (!first) return null;
  const message =
    checked.rows.length > 1 ? `${first} (строк с ошибками: ${checked.rows.filter((r) => !r.payable).length})` : first;
  return new AppError('VALIDATION_ERROR', { status: 422, message, fields });
}

const rowField = (index: number, field: string) => `rows.${index}.${field}`;

/**
 * Whether checked rows go ahead, for create and pay drafts alike. Every row passes: all go, no reasons. A row
 * fails: the whole request is refused (422 with each failing row's reason on its field, nothing changes) —
 * unless the company chose `pay_passing`, at least one row passes and every failing one can stay a draft;
 * then the rows that pass are paid and each failing one stays a draft with its first failed check. Returns
 * the draft reason of each row (null for a row that goes).
 */
export function admitRows(
  checked: CheckedRows,
  choice: { payPassing: boolean; canStayDrafts: boolean; fieldOf?: Parameters<typeof refusalOf>[1] },
): (string | null)[] {
  const refusal = refusalOf(checked, choice.fieldOf);
  const isPartial = choice.payPassing && choice.canStayDrafts && checked.rows.some((row) => row.payable);
  if (refusal && !isPartial) throw refusal;
  return checked.rows.map((row) => (row.payable ? null : row.failures[0]!.message));
}

export const breakdownOf = (tax: IndividualTax | null): IndividualBreakdown | null =>
  tax && {
    amount: kopecksToRubles(tax.grossKopecks),
    ndfl: kopecksToRubles(tax.ndflKopecks),
    payout_amount: kopecksToRubles(tax.netKopecks),
    contributions: kopecksToRubles(tax.contributionsKopecks),
    ndfl_rate: tax.ndflRate,
    year_income_before: kopecksToRubles(tax.yearIncomeBeforeKopecks),
  };

/** The tax columns of a payout: the breakdown for an individual one, gross = net for НПД. */
export const taxColumns = (amountKopecks: bigint, tax: IndividualTax | null) =>
  tax
    ? {
        ndflKopecks: tax.ndflKopecks,
        netKopecks: tax.netKopecks,
        contributionsKopecks: tax.contributionsKopecks,
        ndflRate: tax.ndflRate,
        yearIncomeBeforeKopecks: tax.yearIncomeBeforeKopecks,
      }
    : {
        ndflKopecks: 0n,
        netKopecks: amountKopecks,
        contributionsKopecks: 0n,
        ndflRate: null,
        yearIncomeBeforeKopecks: 0n,
      };

export type NewPayoutInput = {
  kind: PayoutKind;
  employeeId: string;
  amountKopecks: bigint;
  serviceName: string;
  serviceId: string | null;
  comment: string | null;
  repeatOf?: string | null;
  /** A row a partial payment (`pay_passing`) keeps as a draft: the check it failed. */
  draftReason?: string | null;
  /** A registry row's key (its `Внешний ID`, or the 1C document's number, date and file): repeats are found by it. */
  externalId?: string | null;
};

/** One payout to make: its contractor, what it is for, and its tax (null for НПД). */
export type NewPayoutItem = { facts: ContractorFacts; input: NewPayoutInput; tax: IndividualTax | null };

/**
 * New CREATED payouts of one company, each with the next of the company's numbers (in the order of `items`)
 * and its history event CREATED, in a constant number of statements: the numbers in one, the rows in
 * multi-row INSERTs, the events in recordHistoryEvents' batches. Returned in the order of `items`. The
 * caller holds the company's lock; the counter row is locked by the first statement anyway.
 */
export async function insertNewPayouts(
  txCtx: TxContext<ActorContext>,
  customerId: string,
  items: NewPayoutItem[],
): Promise<PayoutRow[]> {
  if (items.length === 0) return [];
  const now = txCtx.now();
  const numbers = await nextPayoutNumbers(txCtx.db, customerId, items.length);
  const rows = await insertPayouts(
    txCtx.db,
    items.map(({ facts, input, tax }, index) => ({
      customerId,
      employeeId: input.employeeId,
      kind: input.kind,
      number: numbers[index]!,
      amountKopecks: input.amountKopecks,
      ...taxColumns(input.amountKopecks, tax),
      serviceId: input.serviceId,
      serviceName: input.serviceName,
      comment: input.comment,
      employeeFioKey: facts.fioKey ?? '\uffff',
      repeatOf: input.repeatOf ?? null,
      reason: input.draftReason ?? null,
      externalId: input.externalId ?? null,
      createdBy: txCtx.actor.accountId,
      createdAt: now,
      updatedAt: now,
    })),
  );
  await recordHistoryEvents(
    txCtx,
    rows.map((row, index) => {
      const { draftReason } = items[index]!.input;
      return {
        entityKind: 'payout' as const,
        entityId: row.id,
        event: 'CREATED' as const,
        customerId,
        employeeId: row.employeeId,
        actorAccountId: txCtx.actor.accountId,
        ...(draftReason
          ? { details: { text: `Выплата сохранена черновиком: не прошла проверку — ${draftReason}` } }
          : {}),
      };
    }),
  );
  return rows;
}

/** A new CREATED payout with the company's next number, and its history event CREATED (a batch of one). */
export async function insertNewPayout(
  txCtx: TxContext<ActorContext>,
  customerId: string,
  facts: ContractorFacts,
  input: NewPayoutInput,
  tax: IndividualTax | null,
): Promise<PayoutRow> {
  const [row] = await insertNewPayouts(txCtx, customerId, [{ facts, input, tax }]);
  return row!;
}

/**
 * Drafts a partial payment of drafts (`pay_passing` on …/pay) leaves unpaid: each keeps the check it failed
 * as its reason (as a row a partial create saves as a draft), with a history event saying so.
 */
export async function keepDrafts(
  txCtx: TxContext<ActorContext>,
  customerId: string,
  kept: { payout: PayoutRow; reason: string }[],
): Promise<void> {
  const now = txCtx.now();
  for (const { payout, reason } of kept) await updatePayout(txCtx.db, payout.id, { reason }, now);
  await recordHistoryEvents(
    txCtx,
    kept.map(({ payout, reason }) => ({
      entityKind: 'payout' as const,
      entityId: payout.id,
      event: 'UPDATED' as const,
      customerId,
      employeeId: payout.employeeId,
      actorAccountId: txCtx.actor.accountId,
      details: { text: `Выплата осталась черновиком: не прошла проверку — ${reason}` },
    })),
  );
}

/**
 * Pays checked CREATED payouts of one company (one form, or a payout on its own — a batch of one): each
 * priced, its recipient the contractor's primary requisite now and its bank request fixed (bank-payment.ts),
 * held in one ledger call (the ledger refuses the whole when the balance does not cover it), PENDING in one
 * statement, and one execute job in this transaction's outbox for those not waiting for a signed act (N7,
 * payout-act-wait.ts) — or none (`LATER`: a registry's payouts go to the bank together, bank-registry/).
 * Returns those not waiting. The payouts are the company's, locked by the caller.
 */
export async function payCheckedPayouts(
  txCtx: TxContext,
  customerId: string,
  items: { payout: PayoutRow; facts: ContractorFacts; tax: IndividualTax | null }[],
  /** LATER: no execute job — the caller sends the returned payouts another way (a bank registry). */
  send: 'NOW' | 'LATER' = 'NOW',
  /** ALWAYS: every one waits for its act (a task's accepted work), whatever the company's setting. */
  actWait: 'RULE' | 'ALWAYS' = 'RULE',
): Promise<string[]> {
  const now = txCtx.now();
  const companyName = await selectCustomerName(txCtx.db, customerId);
  const priced = items.map(({ payout, facts, tax }) => {
    if (!facts.requisite) throw new Error(`payout ${payout.id}: paid without a requisite`);
    const row = { ...payout, ...taxColumns(payout.amountKopecks, tax), ...recipientSnapshot(facts.requisite) };
    return { ...row, bankRequest: bankRequestOf(row, facts, companyName) };
  });
  const holdIds = await holdForPayouts(txCtx, customerId, priced);
  await markPayoutsPending(
    txCtx.db,
    priced.map((row, index) => ({ ...row, status: 'PENDING' as const, holdId: holdIds[index]!, heldAt: now })),
    now,
  );
  await emitPayoutStatus(txCtx, priced, 'PENDING');
  const ready = await waitForSignedActs(txCtx, customerId, priced, actWait);
  if (send === 'NOW') await enqueueExecution(txCtx, ready);
  return ready;
}

/**
 * The job that sends payouts paid together to the bank, in the paying transaction's outbox: one
 * payouts.execute for them all (a payout on its own is a batch of one, with its singleton key), or one per
 * payout with PAYOUT_BATCH_JOBS=false (docs/decisions/payouts.md «Batches»).
 */
export async function enqueueExecution(txCtx: TxContext, payoutIds: string[]) {
  if (payoutIds.length === 0) return;
  const batches = txCtx.config.PAYOUT_BATCH_JOBS ? [payoutIds] : payoutIds.map((id) => [id]);
  for (const batch of batches) await enqueueExecute(txCtx, batch);
}
