/**
 * What a mass payout registry asks of payouts (docs/decisions/mass-payouts.md): the same checklist as a
 * form (checkPayoutRows, never forked) run over the registry's rows chunk by chunk with the running sums
 * carried between chunks, and the company's payouts a row may repeat.
 */
import type { PayoutKind } from '@vyplaty/contracts';
import type { AppContext } from '../../../context.js';
import { type CheckedRow, type CheckRowInput, checkPayoutRows, type RunningSums } from '../checks/payout-checks.js';
import { selectContractorFacts } from '../payouts.repo.js';
import { type PayoutRepeat, type RepeatKey, selectPayoutRepeats } from './payout-repeats.repo.js';

export type { PayoutRepeat, RepeatKey, RunningSums };
export type RegistryCheckedRow = Pick<CheckedRow, 'payable' | 'tax' | 'payableKopecks'> & { reasons: string[] };

/**
 * One chunk of a registry's rows through the checklist, in order, after the rows `carry` summed up. FNS is
 * not asked (the data the platform has; the pay step and the execute job check again before money moves).
 */
export async function checkRegistryChunk(
  ctx: AppContext,
  input: { customerId: string; kind: PayoutKind; rows: CheckRowInput[]; carry: RunningSums | undefined },
): Promise<{ rows: RegistryCheckedRow[]; carry: RunningSums | undefined }> {
  const facts = await selectContractorFacts(
    ctx.db,
    input.customerId,
    input.rows.map((r) => r.employeeId),
  );
  const checked = await checkPayoutRows(ctx, {
    customerId: input.customerId,
    kind: input.kind,
    facts,
    rows: input.rows,
    refreshFns: false,
    carry: input.carry,
  });
  return {
    rows: checked.rows.map((row) => ({
      payable: row.payable,
      tax: row.tax,
      payableKopecks: row.payableKopecks,
      reasons: row.failures.map((f) => f.message),
    })),
    carry: checked.carry,
  };
}

/** The company's live payouts since `since` that rows with these keys or external ids would repeat. */
export const findPayoutRepeats = (
  ctx: Pick<AppContext, 'db'>,
  customerId: string,
  since: Date,
  keys: RepeatKey[],
  externalIds: string[],
): Promise<PayoutRepeat[]> => selectPayoutRepeats(ctx.db, customerId, since, keys, externalIds);
