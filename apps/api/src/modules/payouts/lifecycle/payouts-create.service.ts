/**
 * Checking, creating and paying payouts (docs/decisions/payouts.md):
 *
 * - check: the checklist of every row, nothing changes; НПД rules with fresh FNS data.
 * - create (inside `withIdempotency`'s transaction): the rows are validated, the company and its
 *   contractors locked (ADR 009), the checklist run again on what the transaction sees, then each row
 *   becomes a payout (CREATED); with `pay` each is held and PENDING, its job in the outbox. One failing
 *   row refuses the whole request (422, `rows.N.<field>`) and nothing changes — unless the company chose
 *   `pay_passing`: then the rows that pass are paid and each failing one stays a draft with its reason.
 * - pay drafts: the same checks and steps for CREATED payouts, `pay_passing` included (`admitRows` decides
 *   for both: all or nothing, or the passing ones with each failing one's reason).
 *
 * Inside the transaction FNS is not asked (it may be slow): the rules read what the checklist just
 * fetched, and the execute job asks FNS again right before the money moves.
 */
import type {
  CreatePayoutsResponse,
  createPayoutsRequestSchema,
  PayoutCheckResponse,
  PayoutKind,
  PayoutRowOutcome,
  PayPayoutsRequest,
  payoutCheckRequestSchema,
} from '@vyplaty/contracts';
import { kopecksToRubles } from '@vyplaty/contracts';
import type { z } from 'zod';
import type { ActorContext } from '../../../context.js';
import type { TxContext } from '../../../db/transaction.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { moscowYear, moscowYearBounds } from '../../../lib/moscow-time.js';
import { findOwnService } from '../catalogue/services.service.js';
import {
  type CheckedRow,
  type CheckedRows,
  type CheckRowInput,
  checkPayoutRows,
  NOT_YOUR_CONTRACTOR_MESSAGE,
  type RowFailure,
  TOO_SMALL_AFTER_NDFL_MESSAGE,
} from '../checks/payout-checks.js';
import { PAYOUT_NOT_FOUND_MESSAGE, payoutsOwnerIdOf } from '../payout-scope.js';
import {
  type ContractorFacts,
  individualIncomeBetween,
  lockPayouts,
  type PayoutRow,
  selectContractorFacts,
} from '../payouts.repo.js';
import { payoutsByIds } from '../read/payouts-read.service.js';
import { individualTax } from '../tax/individual-tax.js';
import { selectOwnPayouts } from './payout-lifecycle.repo.js';
import {
  admitRows,
  breakdownOf,
  insertNewPayout,
  keepDrafts,
  lockParties,
  payCheckedPayouts,
} from './payout-records.js';

type CheckRequest = z.output<typeof payoutCheckRequestSchema>;
type CreateRequest = z.output<typeof createPayoutsRequestSchema>;

const rowsOf = (rows: { employee_id: string; amount: bigint }[]): CheckRowInput[] =>
  rows.map((r) => ({ employeeId: r.employee_id, amountKopecks: r.amount }));

export async function checkPayouts(
  ctx: ActorContext,
  kind: PayoutKind,
  input: CheckRequest,
): Promise<PayoutCheckResponse> {
  const customerId = payoutsOwnerIdOf(ctx);
  const rows = rowsOf(input.rows);
  const facts = await selectContractorFacts(
    ctx.db,
    customerId,
    rows.map((r) => r.employeeId),
  );
  const checked = await checkPayoutRows(ctx, { customerId, kind, facts, rows, refreshFns: true });
  return {
    rows: checked.rows.map((row) => ({
      employee_id: row.employeeId,
      payable: row.payable,
      checks: row.checks,
      breakdown: breakdownOf(row.tax),
    })),
    total: kopecksToRubles(checked.totalKopecks),
    available: kopecksToRubles(checked.availableKopecks),
  };
}

/** The company's live services named by the rows (a foreign or removed one refuses its row). */
async function checkServices(txCtx: TxContext, customerId: string, rows: CreateRequest['rows']) {
  const fields: Record<string, string> = {};
  for (const [index, row] of rows.entries()) {
    if (row.service_id && !(await findOwnService(txCtx, customerId, row.service_id))) {
      fields[`rows.${index}.service_id`] = 'Услуга не найдена в справочнике компании';
    }
  }
  const first = Object.values(fields)[0];
  if (first) throw new AppError('VALIDATION_ERROR', { status: 422, message: first, fields });
}

export async function createPayouts(
  txCtx: TxContext<ActorContext>,
  kind: PayoutKind,
  input: CreateRequest,
): Promise<CreatePayoutsResponse> {
  const customerId = payoutsOwnerIdOf(txCtx);
  const rows = rowsOf(input.rows);
  await lockParties(
    txCtx,
    customerId,
    rows.map((r) => r.employeeId),
  );
  await checkServices(txCtx, customerId, input.rows);
  const facts = await selectContractorFacts(
    txCtx.db,
    customerId,
    rows.map((r) => r.employeeId),
  );
  const checked = input.pay
    ? await checkPayoutRows(txCtx, { customerId, kind, facts, rows, refreshFns: false })
    : await draftChecks(txCtx, customerId, kind, rows, facts);
  // No draft is made for someone who is not the company's contractor: such a row refuses the whole.
  const draftReasons = admitRows(checked, {
    payPassing: input.pay && input.pay_passing,
    canStayDrafts: input.rows.every((row) => facts.get(row.employee_id)?.isLinked),
  });

  const outcomes: PayoutRowOutcome[] = [];
  const paying: PayingItem[] = [];
  for (const [index, row] of input.rows.entries()) {
    const check = checked.rows[index]!;
    const contractor = facts.get(row.employee_id)!;
    const draftReason = draftReasons[index]!;
    const payout = await insertNewPayout(
      txCtx,
      customerId,
      contractor,
      {
        kind,
        employeeId: row.employee_id,
        amountKopecks: row.amount,
        serviceName: row.service_name,
        serviceId: row.service_id ?? null,
        comment: row.comment || null,
        draftReason,
      },
      check.tax,
    );
    const isPaid = input.pay && draftReason === null;
    if (isPaid) paying.push({ payout, facts: contractor, tax: check.tax });
    outcomes.push({ row: index, payout_id: payout.id, paid: isPaid, reason: draftReason });
  }
  if (paying.length > 0) await payCheckedPayouts(txCtx, customerId, paying);
  return answerOf(txCtx, customerId, outcomes);
}

type PayingItem = Parameters<typeof payCheckedPayouts>[2][number];

/** The answer of create and pay: the payouts in the order asked, and what became of each row. */
async function answerOf(
  txCtx: TxContext<ActorContext>,
  customerId: string,
  outcomes: PayoutRowOutcome[],
): Promise<CreatePayoutsResponse> {
  const items = await payoutsByIds(
    txCtx,
    customerId,
    outcomes.map((o) => o.payout_id),
  );
  return { items, rows: outcomes };
}

/**
 * A draft needs only the company's own contractor (and, for an individual payout, an amount that
 * leaves something after НДФЛ); everything else is checked when it is paid.
 */
async function draftChecks(
  txCtx: TxContext,
  customerId: string,
  kind: PayoutKind,
  rows: CheckRowInput[],
  facts: Map<string, ContractorFacts>,
): Promise<CheckedRows> {
  const year = moscowYearBounds(moscowYear(txCtx.now()));
  const checked: CheckedRow[] = [];
  for (const row of rows) {
    const failures: RowFailure[] = [];
    const isOwn = facts.get(row.employeeId)?.isLinked === true;
    if (!isOwn) failures.push({ field: 'employee_id', message: NOT_YOUR_CONTRACTOR_MESSAGE });
    // The НДФЛ of a draft as of today; it is worked out again on the day the draft is paid.
    const tax =
      kind === 'INDIVIDUAL' && isOwn
        ? individualTax({
            grossKopecks: row.amountKopecks,
            yearIncomeBeforeKopecks: await individualIncomeBetween(
              txCtx.db,
              customerId,
              row.employeeId,
              year.from,
              year.to,
            ),
          })
        : null;
    if (tax && tax.netKopecks <= 0n) failures.push({ field: 'amount', message: TOO_SMALL_AFTER_NDFL_MESSAGE });
    checked.push({
      employeeId: row.employeeId,
      payable: failures.length === 0,
      checks: [],
      failures,
      tax,
      payableKopecks: tax ? tax.netKopecks : row.amountKopecks,
    });
  }
  return { rows: checked, totalKopecks: 0n, availableKopecks: 0n };
}

/** Locks the company, the drafts' contractors and the drafts (ADR 009 order); 404 for any unknown id. */
export async function lockOwnPayouts(
  txCtx: TxContext<ActorContext>,
  customerId: string,
  kind: PayoutKind,
  ids: string[],
): Promise<PayoutRow[]> {
  const unique = [...new Set(ids)];
  // Who the payouts are for, read before locking them: contractors are locked before payouts.
  const seen = await lockPayoutsPreview(txCtx, customerId, kind, unique);
  await lockParties(
    txCtx,
    customerId,
    seen.map((p) => p.employeeId),
  );
  const locked = await lockPayouts(txCtx.db, customerId, kind, unique);
  if (locked.length !== unique.length) throw notFound(PAYOUT_NOT_FOUND_MESSAGE);
  return locked;
}

async function lockPayoutsPreview(txCtx: TxContext, customerId: string, kind: PayoutKind, ids: string[]) {
  const rows = await selectOwnPayouts(txCtx.db, customerId, kind, ids);
  if (rows.length !== ids.length) throw notFound(PAYOUT_NOT_FOUND_MESSAGE);
  return rows;
}

/**
 * POST …/pay: the drafts are checked like new rows and paid together, or none is — unless the company chose
 * `pay_passing` (as on create): the passing ones are paid and each failing one stays a draft with its reason.
 */
export async function payDrafts(
  txCtx: TxContext<ActorContext>,
  kind: PayoutKind,
  input: PayPayoutsRequest,
): Promise<CreatePayoutsResponse> {
  const customerId = payoutsOwnerIdOf(txCtx);
  const ids = input.payout_ids.map((id) => id.toLowerCase());
  const locked = await lockOwnPayouts(txCtx, customerId, kind, ids);
  const notDraft = locked.find((p) => p.status !== 'CREATED');
  if (notDraft) {
    throw new AppError('INVALID_STATE', {
      message: `Выплата №${notDraft.number} уже не черновик: оплатить её повторно нельзя`,
    });
  }
  // In the order asked, so `payout_ids.N` names the row that failed.
  const byId = new Map(locked.map((p) => [p.id, p]));
  const drafts = [...new Set(ids)].map((id) => byId.get(id)!);
  const rows = drafts.map((p) => ({ employeeId: p.employeeId, amountKopecks: p.amountKopecks }));
  const facts = await selectContractorFacts(
    txCtx.db,
    customerId,
    rows.map((r) => r.employeeId),
  );
  const checked = await checkPayoutRows(txCtx, { customerId, kind, facts, rows, refreshFns: false });
  // A draft is one already: a failing one can always stay as it is.
  const draftReasons = admitRows(checked, {
    payPassing: input.pay_passing ?? false,
    canStayDrafts: true,
    fieldOf: (index) => `payout_ids.${index}`,
  });

  const paying: PayingItem[] = [];
  const kept: { payout: PayoutRow; reason: string }[] = [];
  const outcomes = drafts.map((draft, index): PayoutRowOutcome => {
    const reason = draftReasons[index]!;
    if (reason === null) {
      paying.push({ payout: draft, facts: facts.get(draft.employeeId)!, tax: checked.rows[index]!.tax });
    } else {
      kept.push({ payout: draft, reason });
    }
    return { row: index, payout_id: draft.id, paid: reason === null, reason };
  });
  await keepDrafts(txCtx, customerId, kept);
  if (paying.length > 0) await payCheckedPayouts(txCtx, customerId, paying);
  return answerOf(txCtx, customerId, outcomes);
}
