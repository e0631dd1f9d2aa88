/**
 * Paying a mass payout registry's rows, a chunk at a time, each chunk in the caller's transaction
 * (docs/decisions/mass-payouts.md «Paying»): the same steps as a form paid with `pay_passing` — the company
 * and the chunk's contractors locked (ADR 009), the checklist run on what the transaction sees, each
 * passing row a new payout of the existing kind (its number, history, external id), held and PENDING
 * (payCheckedPayouts) — except that no execute job is queued: the registry's payouts go to the bank
 * together, as its payment registry (bank-registry/). A failing row makes no payout; its reasons come back.
 */
import type { PayoutKind } from '@vyplaty/contracts';
import type { ActorContext } from '../../../context.js';
import type { TxContext } from '../../../db/transaction.js';
import { checkPayoutRows } from '../checks/payout-checks.js';
import { insertNewPayouts, lockParties, payCheckedPayouts } from '../lifecycle/payout-records.js';
import { type ContractorFacts, type PayoutRow, selectContractorFacts } from '../payouts.repo.js';
import type { IndividualTax } from '../tax/individual-tax.js';

export type RegistryPayRow = {
  employeeId: string;
  amountKopecks: bigint;
  serviceName: string;
  externalId: string | null;
  comment: string | null;
};

export type RegistryPayOutcome =
  | { payoutId: string; netKopecks: bigint; reasons: [] }
  | { payoutId: null; netKopecks: 0n; reasons: string[] };

export async function payRegistryRows(
  txCtx: TxContext<ActorContext>,
  input: { customerId: string; kind: PayoutKind; rows: RegistryPayRow[] },
): Promise<{ outcomes: RegistryPayOutcome[]; readyToSend: string[] }> {
  const { customerId, kind, rows } = input;
  if (rows.length === 0) return { outcomes: [], readyToSend: [] };
  const employeeIds = rows.map((r) => r.employeeId);
  await lockParties(txCtx, customerId, employeeIds);
  const facts = await selectContractorFacts(txCtx.db, customerId, employeeIds);
  const checked = await checkPayoutRows(txCtx, { customerId, kind, facts, rows, refreshFns: false });
  // The passing rows' payouts made together (numbers, rows and CREATED events in a few statements), in row order.
  const passing = rows.flatMap((row, index) => {
    const check = checked.rows[index]!;
    return check.payable ? [{ index, row, check, facts: facts.get(row.employeeId)! }] : [];
  });
  const made = await insertNewPayouts(
    txCtx,
    customerId,
    passing.map(({ row, check, facts: contractor }) => ({
      facts: contractor,
      input: {
        kind,
        employeeId: row.employeeId,
        amountKopecks: row.amountKopecks,
        serviceName: row.serviceName,
        serviceId: null,
        comment: row.comment,
        externalId: row.externalId,
      },
      tax: check.tax,
    })),
  );
  const payoutOf = new Map(passing.map(({ index }, at) => [index, made[at]!]));
  const outcomes: RegistryPayOutcome[] = checked.rows.map((check, index) => {
    const payout = payoutOf.get(index);
    return payout
      ? { payoutId: payout.id, netKopecks: check.payableKopecks, reasons: [] }
      : { payoutId: null, netKopecks: 0n, reasons: check.failures.map((f) => f.message) };
  });
  const paying: { payout: PayoutRow; facts: ContractorFacts; tax: IndividualTax | null }[] = passing.map(
    ({ check, facts: contractor }, at) => ({ payout: made[at]!, facts: contractor, tax: check.tax }),
  );
  const readyToSend = paying.length > 0 ? await payCheckedPayouts(txCtx, customerId, paying, 'LATER') : [];
  return { outcomes, readyToSend };
}
