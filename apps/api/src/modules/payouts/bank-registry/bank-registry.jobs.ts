/**
 * payouts.bank-registry {registryId}: payouts paid together (a mass payout registry) going to the bank as
 * ONE payment registry (DOMAIN §9.1) instead of one payment each — the pipeline's second channel beside
 * payout-dispatch.ts, with the same end: each payout DONE, DECLINED or followed by payouts.poll.
 *
 * A row of payout_bank_registries is a state machine; each step is safe to repeat, so a worker killed
 * between any two calls loses nothing and pays nothing twice:
 *
 *   NEW        the payouts admitted (payout-admission.ts: DOMAIN §2.1 again right before the money moves, as
 *              payouts.execute does), marked SENT (markSending: before the bank hears of them), and
 *              the registry's payments fixed as those now PENDING and sent (a payout cancelled before is
 *              left out) — the same body on every resend.
 *   CREATING   create (Idempotency-Key = the row's id: again after a crash → the same bank registry), its
 *              result: a payment the bank refused → DECLINED alone, its money released; one it already holds
 *              → followed alone (payouts.poll); the whole refused (FAIL_ERRORS, a wrong account) → every
 *              payment DECLINED with the bank's reason.
 *   SUBMITTING submit (sign), its result.    PAYING   pay, its result.
 *   READING    the registry read (the bank allows one per 10 minutes: the first is aimed past its usual
 *              execution, BANK_REGISTRY_FIRST_READ_SECONDS): the paid ones settled together (settlePaid:
 *              DONE, the receipts), the declined ones released, those still in progress followed one by one
 *              by payouts.poll (the single-payment status, no 10-minute limit). → DONE.
 *
 * An operation IN_PROGRESS is read again after a second (the bank's one request a second per method; the
 * client waits out its 429s). The bank not answering through all retries (the give-up) hands every payout
 * to payouts.poll: the bank is asked about each, and one it does not know is sent on its own by
 * payouts.execute — a payout's id is the bank's key, so it is paid at most once whichever way it goes.
 */
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { inTransaction, type TxContext } from '../../../db/transaction.js';
import type { BankRegistryClient } from '../../../integrations/bank/bank.registry-types.js';
import { BankRegistryExistsError, GENERAL_REGISTRY_REJECTION } from '../../../integrations/bank/bank.registry-types.js';
import { BankRejectedError } from '../../../integrations/bank/bank.types.js';
import { defineJob } from '../../../jobs/define-job.js';
import { bankPaymentOf } from '../lifecycle/bank-payment.js';
import { admitted } from '../lifecycle/payout-admission.js';
import { markSending } from '../lifecycle/payout-execute.js';
import { enqueueExecute } from '../lifecycle/payout-jobs.js';
import { selectEmployeeNames, selectPayoutsByIds } from '../lifecycle/payout-lifecycle.repo.js';
import { settleFailed, settlePaid } from '../lifecycle/payout-settlement.js';
import {
  type BankRegistryRow,
  isFinal,
  lockBankRegistry,
  selectBankRegistry,
  updateBankRegistry,
} from './bank-registries.repo.js';
import { followAlone, moveOn, type Next, pollEach, refuseAll, resultOf } from './bank-registry-steps.js';

/** A payout whose rules could not be checked now is sent on its own after this pause (the execute job's retries follow). */
const RETRY_ALONE_AFTER_SECONDS = 5;
/** Payouts settled per transaction when the registry is read. */
const SETTLE_BATCH = 500;

export const bankRegistryJob = defineJob({
  name: 'payouts.bank-registry',
  schema: z.object({ registryId: z.uuid() }),
  retryLimit: 10,
  handler: (ctx, { registryId }) => advanceBankRegistry(ctx, registryId),
  onGiveUp: (ctx, { registryId }) => giveUpBankRegistry(ctx, registryId),
});

/** The job for a bank registry, in the caller's transaction (or `afterSeconds` later). */
export async function enqueueBankRegistry(txCtx: TxContext, registryId: string, afterSeconds?: number) {
  await txCtx.jobs.enqueue(
    txCtx.db,
    bankRegistryJob,
    { registryId },
    afterSeconds ? { startAfterSeconds: afterSeconds } : {},
  );
}

function bankRegistryOf(ctx: AppContext): BankRegistryClient {
  if (!ctx.bankRegistry) throw new Error('the bank is not configured (BANK_API_URL): the registry waits');
  return ctx.bankRegistry;
}

export async function advanceBankRegistry(ctx: AppContext, registryId: string): Promise<void> {
  const bank = bankRegistryOf(ctx);
  for (;;) {
    const registry = await selectBankRegistry(ctx.db, registryId);
    if (!registry || isFinal(registry.state)) return;
    const next = await step(ctx, bank, registry);
    if (next === 'continue') continue;
    await inTransaction(ctx, (txCtx) => enqueueBankRegistry(txCtx, registryId, next.afterSeconds));
    return;
  }
}

async function step(ctx: AppContext, bank: BankRegistryClient, registry: BankRegistryRow): Promise<Next> {
  switch (registry.state) {
    case 'NEW':
      return fixPayments(ctx, registry);
    case 'CREATING':
      return creating(ctx, bank, registry);
    case 'SUBMITTING':
    case 'PAYING':
      return submittingOrPaying(ctx, bank, registry);
    case 'READING':
      return reading(ctx, bank, registry);
    default:
      return 'continue';
  }
}

async function fixPayments(ctx: AppContext, registry: BankRegistryRow): Promise<Next> {
  // DOMAIN §2.1 again just before the money moves, as payouts.execute does (payout-admission.ts): support's
  // block, and for НПД every rule with FNS data fresh within PAYOUT_FNS_FRESH_SECONDS. A refused payout ends
  // ERROR with its money released; one whose rules cannot be checked now goes the single way, tried again.
  const fresh = (await selectPayoutsByIds(ctx.db, registry.payoutIds)).filter(
    (p) => p.status === 'PENDING' && p.bankState === 'NOT_SENT' && !p.waitingFor,
  );
  const retry: string[] = [];
  const ok = await admitted(ctx, fresh, retry);
  await markSending(
    ctx,
    ok.map((p) => p.id),
  );
  await inTransaction(ctx, async (txCtx) => {
    for (const payoutId of retry) await enqueueExecute(txCtx, [payoutId], RETRY_ALONE_AFTER_SECONDS);
  });
  const sent = (await selectPayoutsByIds(ctx.db, registry.payoutIds)).filter(
    (p) => p.status === 'PENDING' && (p.bankState === 'SENT' || p.bankState === 'ANSWER_LOST'),
  );
  await moveOn(ctx, registry, {
    payoutIds: sent.map((p) => p.id),
    state: sent.length > 0 ? 'CREATING' : 'DONE',
  });
  return 'continue';
}

async function creating(ctx: AppContext, bank: BankRegistryClient, registry: BankRegistryRow): Promise<Next> {
  if (!registry.correlationId) {
    const payouts = await selectPayoutsByIds(ctx.db, registry.payoutIds);
    const people = await selectEmployeeNames(
      ctx.db,
      payouts.map((p) => p.employeeId),
    );
    try {
      const { correlationId } = await bank.createRegistry({
        registryKey: registry.id,
        payerAccount: ctx.config.NOMINAL_ACCOUNT_NUMBER,
        createType: registry.createType,
        payments: payouts.map((row) => {
          const payment = bankPaymentOf(ctx, row);
          return {
            externalId: row.id,
            amountKopecks: payment.amountKopecks,
            payeeInn: people.get(row.employeeId)?.inn ?? '',
            recipient: payment.recipient,
            purpose: payment.purpose,
          };
        }),
      });
      await moveOn(ctx, registry, { correlationId });
      return 'continue';
    } catch (error) {
      if (error instanceof BankRejectedError) return refuseAll(ctx, registry, error.reason);
      if (error instanceof BankRegistryExistsError) {
        ctx.log.error(
          { registryId: registry.id },
          'the bank holds the registry key with another body: payouts followed one by one',
        );
        return followAlone(ctx, registry, 'the bank holds the registry key with another body');
      }
      throw error;
    }
  }
  const result = await resultOf(bank, registry.correlationId);
  if (result === 'later') return { afterSeconds: 1 };
  if (result.status === 'NOT_FOUND') {
    // The result is gone (older than the bank keeps): create again under the same key answers it anew.
    await moveOn(ctx, registry, { correlationId: null });
    return 'continue';
  }
  if (result.status === 'ERROR') {
    const reasons = new Map(
      result.paymentErrors.flatMap((e) => (e.kind === 'REJECTED' ? [[e.externalId, e.reason] as const] : [])),
    );
    // A payment the bank already holds under its id (sent alone before) may be paid: followed, never released.
    const held = result.paymentErrors.flatMap((e) => (e.kind === 'EXISTS' ? [e.externalId] : []));
    if (held.length > 0) await inTransaction(ctx, (txCtx) => pollEach(txCtx, held));
    for (const payoutId of registry.payoutIds.filter((id) => !held.includes(id))) {
      await settleFailed(ctx, payoutId, {
        status: 'DECLINED',
        reason: reasons.get(payoutId) ?? result.reason ?? GENERAL_REGISTRY_REJECTION,
      });
    }
    await moveOn(ctx, registry, { state: 'FAILED', error: result.reason });
    return 'continue';
  }
  if (result.status !== 'SUCCESS') return { afterSeconds: 1 };
  const exists: string[] = [];
  for (const paymentError of result.paymentErrors) {
    if (paymentError.kind === 'REJECTED') {
      await settleFailed(ctx, paymentError.externalId, { status: 'DECLINED', reason: paymentError.reason });
    } else {
      exists.push(paymentError.externalId);
    }
  }
  await inTransaction(ctx, async (txCtx) => {
    // The bank already holds a payment under these ids: each is followed alone, never sent again.
    await pollEach(txCtx, exists);
    const locked = await lockBankRegistry(txCtx.db, registry.id);
    if (locked?.state !== 'CREATING') return;
    await updateBankRegistry(
      txCtx.db,
      registry.id,
      { state: 'SUBMITTING', correlationId: null, bankRegistryId: result.registryId },
      txCtx.now(),
    );
  });
  return 'continue';
}

async function submittingOrPaying(ctx: AppContext, bank: BankRegistryClient, registry: BankRegistryRow): Promise<Next> {
  const bankRegistryId = registry.bankRegistryId!;
  const isPay = registry.state === 'PAYING';
  if (!registry.correlationId) {
    try {
      const { correlationId } = isPay
        ? await bank.payRegistry(bankRegistryId)
        : await bank.submitRegistry(bankRegistryId);
      await moveOn(ctx, registry, { correlationId });
      return 'continue';
    } catch (error) {
      if (error instanceof BankRejectedError) return refuseAll(ctx, registry, error.reason);
      throw error;
    }
  }
  const result = await resultOf(bank, registry.correlationId);
  if (result === 'later') return { afterSeconds: 1 };
  if (result.status === 'NOT_FOUND') {
    // Submitting or paying again is safe (the bank goes by the registry's state).
    await moveOn(ctx, registry, { correlationId: null });
    return 'continue';
  }
  if (result.status === 'ERROR') return refuseAll(ctx, registry, result.reason);
  if (result.status !== 'SUCCESS') return { afterSeconds: 1 };
  await moveOn(ctx, registry, { state: isPay ? 'READING' : 'PAYING', correlationId: null });
  return isPay ? { afterSeconds: ctx.config.BANK_REGISTRY_FIRST_READ_SECONDS } : 'continue';
}

async function reading(ctx: AppContext, bank: BankRegistryClient, registry: BankRegistryRow): Promise<Next> {
  const read = await bank.getRegistry(registry.bankRegistryId!);
  if (read.status === 'TOO_EARLY') {
    return { afterSeconds: Math.max(1, Math.ceil((read.nextReadAt.getTime() - Date.now()) / 1000)) };
  }
  if (read.status === 'NOT_FOUND') return followAlone(ctx, registry, 'the bank does not find the registry');
  const paid = [];
  const follow: string[] = [];
  const ours = new Set(registry.payoutIds);
  for (const payment of read.registry.payments) {
    if (!ours.has(payment.externalId)) continue;
    if (payment.status === 'DONE') {
      paid.push({ id: payment.externalId, executedAt: payment.executedAt, bankReference: payment.bankReference });
    } else if (payment.status === 'DECLINED') {
      await settleFailed(ctx, payment.externalId, { status: 'DECLINED', reason: payment.reason });
    } else {
      follow.push(payment.externalId);
    }
  }
  for (let from = 0; from < paid.length; from += SETTLE_BATCH) {
    // A payout that could not be settled now is followed alone (its poll settles it).
    follow.push(...(await settlePaid(ctx, paid.slice(from, from + SETTLE_BATCH))));
  }
  const listed = new Set(read.registry.payments.map((p) => p.externalId));
  follow.push(...registry.payoutIds.filter((id) => !listed.has(id)));
  await inTransaction(ctx, async (txCtx) => {
    await pollEach(txCtx, follow);
    const locked = await lockBankRegistry(txCtx.db, registry.id);
    if (locked?.state === 'READING') await updateBankRegistry(txCtx.db, registry.id, { state: 'DONE' }, txCtx.now());
  });
  return 'continue';
}

/** The bank did not answer through all the retries: every payout is followed alone (see the header). */
export async function giveUpBankRegistry(ctx: AppContext, registryId: string): Promise<void> {
  const registry = await selectBankRegistry(ctx.db, registryId);
  if (!registry || isFinal(registry.state)) return;
  ctx.log.error(
    { registryId },
    'the bank did not answer about a payment registry: its payouts are followed one by one',
  );
  // A payout not marked sent yet is, for the poll, one the bank does not know: payouts.execute admits and sends it.
  await followAlone(ctx, registry, 'the bank did not answer');
}
