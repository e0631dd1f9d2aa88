/**
 * The shared moves of a bank registry's steps (bank-registry.jobs.ts): the row moved on under its lock,
 * an operation's result read a second apart, the whole refused, the payouts followed one by one.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppContext } from '../../../context.js';
import { inTransaction, type TxContext } from '../../../db/transaction.js';
import type { BankRegistryClient, BankRegistryResult } from '../../../integrations/bank/bank.registry-types.js';
import { enqueuePoll } from '../lifecycle/payout-jobs.js';
import { settleFailed } from '../lifecycle/payout-settlement.js';
import {
  type BankRegistryChange,
  type BankRegistryRow,
  isFinal,
  lockBankRegistry,
  updateBankRegistry,
} from './bank-registries.repo.js';

/** Reads of an operation's result within one run, a second apart, before the job comes back later. */
const RESULT_READS_PER_RUN = 20;

export type Next = { afterSeconds: number } | 'continue';

/** Each payout followed alone by the single-payment status (payouts.poll, cut into jobs by enqueuePoll). */
export async function pollEach(txCtx: TxContext, payoutIds: string[]) {
  await enqueuePoll(txCtx, payoutIds, 0, 1);
}

/** Moves the row on, unless another run did first (the row locked, its state compared). */
export async function moveOn(ctx: AppContext, registry: BankRegistryRow, change: BankRegistryChange): Promise<boolean> {
  return inTransaction(ctx, async (txCtx) => {
    const locked = await lockBankRegistry(txCtx.db, registry.id);
    if (!locked || locked.state !== registry.state || locked.correlationId !== registry.correlationId) return false;
    await updateBankRegistry(txCtx.db, registry.id, change, txCtx.now());
    return true;
  });
}

/** An operation's result, read a second apart while the bank works on it; 'later' after a while. */
export async function resultOf(bank: BankRegistryClient, correlationId: string): Promise<BankRegistryResult | 'later'> {
  for (let read = 0; read < RESULT_READS_PER_RUN; read++) {
    const result = await bank.readResult(correlationId);
    if (result.status !== 'IN_PROGRESS') return result;
    await sleep(1000);
  }
  return 'later';
}

/** The bank refused the registry as a whole: nothing was paid, every payment DECLINED with its reason. */
export async function refuseAll(ctx: AppContext, registry: BankRegistryRow, reason: string): Promise<Next> {
  for (const payoutId of registry.payoutIds) await settleFailed(ctx, payoutId, { status: 'DECLINED', reason });
  await moveOn(ctx, registry, { state: 'FAILED', error: reason });
  return 'continue';
}

/** What the bank did with the payments is not known from the registry: each followed by payouts.poll. */
export async function followAlone(ctx: AppContext, registry: BankRegistryRow, why: string): Promise<Next> {
  await inTransaction(ctx, async (txCtx) => {
    await pollEach(txCtx, registry.payoutIds);
    const locked = await lockBankRegistry(txCtx.db, registry.id);
    if (locked && !isFinal(locked.state)) {
      await updateBankRegistry(txCtx.db, registry.id, { state: 'FAILED', error: why }, txCtx.now());
    }
  });
  return 'continue';
}
