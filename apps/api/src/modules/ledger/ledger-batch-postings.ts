/**
 * The ledger's writers for many operations of one company at once (a form of payouts paid together, a
 * batch of paid payouts settled together): the same rules, operations and legs as `hold` / `postHold`
 * called for each, with the company's accounts locked once and the rows inserted in one statement each.
 */
import {
  insertEntries,
  insertOperations,
  lockAccounts,
  selectOperationsByIds,
  selectResolutions,
} from './ledger.repo.js';
import {
  type Accounts,
  account,
  type HoldReferenceKind,
  holdNotFound,
  insufficientFunds,
  type Leg,
  refused,
  requirePositive,
  spendable,
  type LedgerTxContext as TxContext,
  transfer,
} from './ledger-postings.js';

/**
 * Several HOLDs of one company in one go (a form of payouts paid together): the accounts locked once,
 * the balance checked for their sum (refused as a whole, like one HOLD too many), the operations and
 * their legs inserted in one statement each. The same rows as `hold` called for each; each reference once.
 */
export async function holdMany(
  txCtx: TxContext,
  customerId: string,
  inputs: { amountKopecks: bigint; referenceKind: HoldReferenceKind; referenceId: string; description: string }[],
): Promise<{ holdIds: string[] }> {
  if (inputs.length === 0) return { holdIds: [] };
  for (const input of inputs) requirePositive(input.amountKopecks);
  const accounts = await lockAccounts(txCtx.db, customerId, ['AVAILABLE', 'PAYOUTS_OUTFLOW']);
  const free = spendable(accounts);
  // Refused at the first HOLD the balance left by the ones before does not cover, as one by one.
  let running = 0n;
  for (const input of inputs) {
    running += input.amountKopecks;
    if (running > free) throw insufficientFunds(free - (running - input.amountKopecks));
  }
  const now = txCtx.now();
  const rows = await insertOperations(
    txCtx.db,
    inputs.map((input) => ({
      customerId,
      type: 'HOLD' as const,
      amount: input.amountKopecks,
      referenceKind: input.referenceKind,
      referenceId: input.referenceId,
      description: input.description,
      createdAt: now,
    })),
  );
  await writeManyLegs(
    txCtx,
    accounts,
    rows.map((row) => ({ operationId: row.id, legs: transfer('AVAILABLE', 'PAYOUTS_OUTFLOW', row.amount, true) })),
  );
  // By reference (a payout's HOLD names the payout): not relying on the order RETURNING gives.
  const byReference = new Map(rows.map((row) => [`${row.referenceKind}:${row.referenceId}`, row.id]));
  return { holdIds: inputs.map((input) => byReference.get(`${input.referenceKind}:${input.referenceId}`)!) };
}

async function writeManyLegs(txCtx: TxContext, accounts: Accounts, operations: { operationId: string; legs: Leg[] }[]) {
  await insertEntries(
    txCtx.db,
    operations.flatMap(({ operationId, legs }) =>
      legs.map((leg, index) => ({
        operationId,
        leg: index + 1,
        accountId: account(accounts, leg.kind).id,
        amount: leg.amount,
        pending: leg.pending,
      })),
    ),
  );
}

/**
 * postHold of several whole HOLDs of one company in one go (a batch of paid payouts): the HOLDs read, the
 * accounts locked once, any already resolved refuses the whole call (the caller settles one by one then),
 * the DEBITs and their legs inserted in one statement each. The same rows as postHold for each.
 */
export async function postHolds(
  txCtx: TxContext,
  inputs: { holdId: string; description?: string }[],
): Promise<{ operationIds: string[] }> {
  if (inputs.length === 0) return { operationIds: [] };
  const held = new Map(
    (
      await selectOperationsByIds(
        txCtx.db,
        inputs.map((i) => i.holdId),
      )
    ).map((op) => [op.id, op]),
  );
  const holds = inputs.map((input) => {
    const row = held.get(input.holdId);
    if (row?.type !== 'HOLD') throw holdNotFound();
    return row;
  });
  const customerId = holds[0]!.customerId;
  if (holds.some((h) => h.customerId !== customerId)) throw new Error('ledger: postHolds is for one company');
  const accounts = await lockAccounts(txCtx.db, customerId, ['AVAILABLE', 'PAYOUTS_OUTFLOW']);
  // Read after the lock: a concurrent DEBIT / UNHOLD of these HOLDs has committed by now.
  const resolved = await selectResolutions(
    txCtx.db,
    holds.map((h) => h.id),
  );
  if (resolved.some((r) => r.type === 'DEBIT'))
    throw refused('Резерв уже списан: повторно списать или снять его нельзя');
  if (resolved.length > 0) throw refused('Резерв уже снят: списать или снять его повторно нельзя');
  const now = txCtx.now();
  const rows = await insertOperations(
    txCtx.db,
    holds.map((h, index) => ({
      customerId,
      type: 'DEBIT' as const,
      amount: h.amount,
      referenceKind: h.referenceKind,
      referenceId: h.referenceId,
      resolvesHoldId: h.id,
      description: inputs[index]!.description ?? h.description,
      createdAt: now,
    })),
  );
  await writeManyLegs(
    txCtx,
    accounts,
    rows.map((row) => ({
      operationId: row.id,
      legs: [
        ...transfer('PAYOUTS_OUTFLOW', 'AVAILABLE', row.amount, true),
        ...transfer('AVAILABLE', 'PAYOUTS_OUTFLOW', row.amount),
      ],
    })),
  );
  return { operationIds: rows.map((row) => row.id) };
}
