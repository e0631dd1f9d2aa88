/**
 * Told by the pay job, in the chunk's transaction, of the payouts its rows with an external id made: the module
 * whose ids those are (documents: a bundle's act, `bundle-act:<id>`) links what it owns to the payout. Handed over by
 * runtime.ts in `ctx.handoffs.registryPayoutsMade` (mass payouts cannot import documents or bundles).
 */
import type { TxContext } from '../../db/transaction.js';

export type RegistryPayoutMade = { payoutId: string; externalId: string; employeeId: string };
export type RegistryPayoutsMade = (txCtx: TxContext, customerId: string, made: RegistryPayoutMade[]) => Promise<void>;
