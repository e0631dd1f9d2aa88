/**
 * How a registry's payouts (held, PENDING, made by registry/registry-pay.ts) leave for the bank, in the
 * caller's transaction: НПД payouts as the bank's payment registries (DOMAIN §9.1: one bank registry, cut
 * only where the bank caps its size; bank-registry.jobs.ts), individual payouts through the payment API in
 * execute batches (the bank's registry API is for payouts to the self-employed: its payments carry the
 * payee's НПД ИНН). Either way each payout's later life is the pipeline's own.
 */
import type { PayoutKind } from '@vyplaty/contracts';
import type { TxContext } from '../../../db/transaction.js';
import { chunksOf } from '../../../lib/pipeline.js';
import { enqueueExecution } from '../lifecycle/payout-records.js';
import { insertBankRegistries } from './bank-registries.repo.js';
import { enqueueBankRegistry } from './bank-registry.jobs.js';

/** The bank's cap when no registry client is configured (the payouts wait for it either way). */
const DEFAULT_MAX_REGISTRY_PAYMENTS = 10_000;

export async function sendRegistryPayouts(
  txCtx: TxContext,
  input: {
    customerId: string;
    kind: PayoutKind;
    /** What the bank registries pay, e.g. `mass_payout:<id>`: their rows are found by it. */
    reference: string;
    createType: 'IGNORE_ERRORS' | 'FAIL_ERRORS';
    payoutIds: string[];
  },
): Promise<void> {
  const { payoutIds } = input;
  if (payoutIds.length === 0) return;
  if (input.kind === 'INDIVIDUAL') {
    await enqueueExecution(txCtx, payoutIds);
    return;
  }
  const size = txCtx.bankRegistry?.maxRegistryPayments ?? DEFAULT_MAX_REGISTRY_PAYMENTS;
  const rows = await insertBankRegistries(
    txCtx.db,
    chunksOf(payoutIds, size).map((ids) => ({
      customerId: input.customerId,
      reference: input.reference,
      createType: input.createType,
      payoutIds: ids,
    })),
  );
  for (const row of rows) await enqueueBankRegistry(txCtx, row.id);
}
