/**
 * Paying a registry (docs/decisions/mass-payouts.md «Paying»), after POST …/pay made it PROCESSING:
 *
 * massPayouts.pay {massPayoutId}
 *   CHECKING  every row checked again (the import's validation, fresh: a contractor who lost НПД status
 *             since is INVALID now), progress per chunk. FAIL_ERRORS with any bad row, nothing to pay, or a
 *             balance that does not cover the net → DRAFT again with the reason, nothing held. Else ONE ledger HOLD of the
 *             registry's net (`hold_id`) and CREATING, in one transaction.
 *   CREATING  a chunk of rows per transaction, in file order after `pay_cursor`: the company locked, then
 *             the registry (ADR 009); the registry's HOLD released and taken again for what the rows after
 *             this chunk still need, the chunk's rows made payouts of the existing kind (payouts'
 *             payRegistryRows: the checklist on what the transaction sees, each payout held on its own, so
 *             a failing payout is released alone) — the money stays reserved throughout. A row failing
 *             now is FAILED with its reasons. Then the payouts go to the bank together (payouts'
 *             sendRegistryPayouts: one bank registry) and FOLLOWING.
 * massPayouts.follow (mass-payout-follow.jobs.ts)
 *   FOLLOWING the payouts' statuses counted until none is in flight; COMPLETED or ERROR.
 *
 * A worker killed anywhere loses nothing: CHECKING is repeatable; each chunk commits its payouts, its
 * rows' states and the cursor together, so a rerun goes on after the last committed chunk and never
 * makes a row's payout twice; the hand-over to the bank is in the last chunk's transaction.
 */
import { MASS_PAYOUT_PAY_MESSAGES } from '@vyplaty/contracts';
import { z } from 'zod';
import type { ActorContext, AppContext } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { defineJob } from '../../jobs/define-job.js';
import { AppError } from '../../lib/errors.js';
import { getBalance, hold, voidHold } from '../ledger/index.js';
import { notify } from '../notifications/index.js';
import { lockCustomer } from '../parties/index.js';
import { fixRegistryPaymentOrders, payRegistryRows, sendRegistryPayouts } from '../payouts/index.js';
import { reportProcess } from '../processes/index.js';
import { askFnsAhead } from './mass-payout-fns-ahead.js';
import { followMassPayoutJob } from './mass-payout-follow.jobs.js';
import { payProcessOf as processOf, REGISTRY_PAGES } from './mass-payout-links.js';
import {
  countBlockingRows,
  markRowsFailed,
  markRowsPaid,
  selectPayableRowsAfter,
  selectRegistryPayoutIds,
  sumPayableAfter,
} from './mass-payout-pay.repo.js';
import { summariseRows } from './mass-payout-rows.repo.js';
import { validateRegistry } from './mass-payout-validation.js';
import { emitRegistryStatus } from './mass-payout-webhooks.js';
import {
  insertEvent,
  lockMassPayoutForJob,
  type MassPayoutRecord,
  selectMassPayoutForJob,
  updateMassPayout,
} from './mass-payouts.repo.js';

/** Rows made payouts per transaction. */
export const PAY_CHUNK = 500;
export const PAY_GAVE_UP = 'Реестр не удалось оплатить из-за сбоя: средства не списаны, попробуйте ещё раз';

export const payMassPayoutJob = defineJob({
  name: 'massPayouts.pay',
  schema: z.object({ massPayoutId: z.uuid() }),
  retryLimit: 5,
  handler: (ctx, { massPayoutId }) => payRegistry(ctx, massPayoutId),
  onGiveUp: (ctx, { massPayoutId }) => giveUpPaying(ctx, massPayoutId),
});

export async function payRegistry(ctx: AppContext, massPayoutId: string): Promise<void> {
  let registry = await selectMassPayoutForJob(ctx.db, massPayoutId);
  if (registry?.status !== 'PROCESSING') return;
  const askingFns = askFnsAhead(ctx, registry);
  try {
    if (registry.payPhase === 'CHECKING') registry = await checkAgain(ctx, registry);
    while (registry?.status === 'PROCESSING' && registry.payPhase === 'CREATING') {
      registry = await createChunk(ctx, registry.id);
    }
  } finally {
    await askingFns;
  }
}

/** CHECKING: the rows checked again; then the one HOLD and CREATING — or ERROR with the reason. */
async function checkAgain(ctx: AppContext, registry: MassPayoutRecord): Promise<MassPayoutRecord | undefined> {
  await validateRegistry(ctx, registry, async (txCtx, done) => {
    // Another run of the job may have finished the check and gone on to make payouts: this one then
    // writes nothing (its verdicts would put rows already paid back to VALID).
    const locked = await lockMassPayoutForJob(txCtx.db, registry.id);
    if (locked?.status !== 'PROCESSING' || locked.payPhase !== 'CHECKING') return false;
    await updateMassPayout(txCtx.db, registry.id, { payRowsDone: done });
    await reportProcess(txCtx, processOf(registry.id), { status: 'PROCESSING', done });
    return true;
  });
  return inTransaction(ctx, async (txCtx) => {
    await lockCustomer(txCtx, registry.customerId);
    const locked = await lockMassPayoutForJob(txCtx.db, registry.id);
    if (locked?.status !== 'PROCESSING' || locked.payPhase !== 'CHECKING') return locked;
    const payable = await sumPayableAfter(txCtx.db, registry.id, 0);
    const blocking = await countBlockingRows(txCtx.db, registry.id);
    let refusal: string | null = null;
    if (payable.rows === 0) refusal = MASS_PAYOUT_PAY_MESSAGES.nothingToPay;
    else if (locked.errorMode === 'FAIL_ERRORS' && blocking > 0) refusal = MASS_PAYOUT_PAY_MESSAGES.hasErrors(blocking);
    let holdId: string | null = null;
    if (refusal === null) {
      try {
        holdId = (
          await hold(txCtx, {
            customerId: registry.customerId,
            amountKopecks: payable.netKopecks,
            referenceKind: 'MASS_PAYOUT',
            referenceId: registry.id,
            description: `Реестр № ${registry.number}: ${payable.rows} выплат`,
          })
        ).holdId;
      } catch (error) {
        // Insufficient funds is the company's answer; anything else is a fault (the job retries).
        if (!(error instanceof AppError) || error.code !== 'INSUFFICIENT_FUNDS') throw error;
        refusal = error.message;
      }
    }
    // The counts and totals as this check left them (the page shows them).
    await updateMassPayout(txCtx.db, registry.id, await summariseRows(txCtx.db, registry.id));
    if (refusal !== null) return endUnpaid(txCtx, locked, refusal);
    await insertEvent(txCtx.db, {
      massPayoutId: registry.id,
      customerId: registry.customerId,
      event: 'VALIDATED',
      details: { valid: locked.rowsValid, invalid: locked.rowsInvalid, duplicate: locked.rowsDuplicate },
      occurredAt: txCtx.now(),
    });
    return updateMassPayout(txCtx.db, registry.id, {
      payPhase: 'CREATING',
      holdId,
      payRowsTotal: payable.rows,
      payRowsDone: 0,
      payCursor: 0,
    });
  });
}

/**
 * Nothing is paid and nothing was held: the registry is a DRAFT again with the reason (`pay_error`), the
 * company told — it fixes the rows, tops up the balance or changes the mode, and pays again.
 */
async function endUnpaid(txCtx: TxContext, registry: MassPayoutRecord, reason: string) {
  const now = txCtx.now();
  await insertEvent(txCtx.db, {
    massPayoutId: registry.id,
    customerId: registry.customerId,
    event: 'PAY_REFUSED',
    details: { error: reason },
    occurredAt: now,
  });
  await reportProcess(txCtx, processOf(registry.id), { status: 'ERROR', errorText: reason });
  await notify(
    txCtx,
    { customerId: registry.customerId },
    {
      title: `Реестр № ${registry.number} не оплачен`,
      body: reason,
      type: 'other',
      url: `${REGISTRY_PAGES[registry.kind]}/${registry.id}`,
    },
  );
  await emitRegistryStatus(txCtx, registry, 'DRAFT');
  return updateMassPayout(txCtx.db, registry.id, { status: 'DRAFT', payPhase: 'DONE', payError: reason });
}

/** CREATING: the next chunk of rows made payouts, or — none left — the hand-over to the bank. */
async function createChunk(ctx: AppContext, massPayoutId: string): Promise<MassPayoutRecord | undefined> {
  return inTransaction(ctx, async (txCtx) => {
    const seen = await selectMassPayoutForJob(txCtx.db, massPayoutId);
    if (!seen) return undefined;
    await lockCustomer(txCtx, seen.customerId);
    const registry = await lockMassPayoutForJob(txCtx.db, massPayoutId);
    if (registry?.status !== 'PROCESSING' || registry.payPhase !== 'CREATING') return registry;
    const rows = await selectPayableRowsAfter(txCtx.db, registry.id, registry.payCursor, PAY_CHUNK);
    if (rows.length === 0) return sendToBank(txCtx, registry);

    // The registry's reservation is released and taken again for the rows after this chunk, in this
    // transaction: the chunk's payouts are held from what it freed, so the money is reserved throughout.
    if (registry.holdId) {
      await voidHold(txCtx, { holdId: registry.holdId, description: `Реестр № ${registry.number}: выплаты созданы` });
    }
    const actorCtx: TxContext<ActorContext> = {
      ...txCtx,
      actor: {
        accountId: registry.paidBy!,
        sessionId: `mass-payout:${registry.id}`,
        role: 'user',
        entityId: registry.customerId,
      },
    };
    const { outcomes } = await payRegistryRows(actorCtx, {
      customerId: registry.customerId,
      kind: registry.kind,
      rows: rows.map((row) => ({
        employeeId: row.employeeId!,
        amountKopecks: row.amountKopecks!,
        serviceName: row.fields?.serviceName || `Выплата по реестру № ${registry.number}`,
        externalId: row.externalId,
        comment: `Реестр № ${registry.number}, строка ${row.rowNumber}`,
      })),
    });
    const paid: { id: string; payoutId: string }[] = [];
    const failed: { id: string; errors: string[] }[] = [];
    outcomes.forEach((outcome, index) => {
      const row = rows[index]!;
      if (outcome.payoutId) paid.push({ id: row.id, payoutId: outcome.payoutId });
      else failed.push({ id: row.id, errors: outcome.reasons });
    });
    await markRowsPaid(txCtx.db, paid);
    // The rows' payouts made: a row standing for a document (a bundle's act) is linked to its payout (documents).
    const withExternalIds = rows.flatMap((row, index) => {
      const payoutId = outcomes[index]!.payoutId;
      return payoutId && row.externalId ? [{ payoutId, externalId: row.externalId, employeeId: row.employeeId! }] : [];
    });
    if (withExternalIds.length > 0) {
      await txCtx.handoffs.registryPayoutsMade(txCtx, registry.customerId, withExternalIds);
    }
    await markRowsFailed(txCtx.db, failed);

    const cursor = rows.at(-1)!.rowNumber;
    const rest = await sumPayableAfter(txCtx.db, registry.id, cursor);
    let holdId: string | null = null;
    if (rest.netKopecks > 0n) {
      // Never more than is free: a row whose НДФЛ grew since the check takes a little more, and a later
      // row then fails the balance check on its own instead of the whole registry stopping here.
      const { availableKopecks } = await getBalance(txCtx, registry.customerId);
      const amount = rest.netKopecks < availableKopecks ? rest.netKopecks : availableKopecks;
      if (amount > 0n) {
        holdId = (
          await hold(txCtx, {
            customerId: registry.customerId,
            amountKopecks: amount,
            referenceKind: 'MASS_PAYOUT',
            referenceId: registry.id,
            description: `Реестр № ${registry.number}: ещё ${rest.rows} выплат`,
          })
        ).holdId;
      }
    }
    const done = registry.payRowsDone + rows.length;
    await reportProcess(txCtx, processOf(registry.id), { done, total: registry.payRowsTotal });
    return updateMassPayout(txCtx.db, registry.id, { payCursor: cursor, payRowsDone: done, holdId });
  });
}

/** Every row is a payout or FAILED: the payouts go to the bank as its registry; the following starts. */
async function sendToBank(txCtx: TxContext, registry: MassPayoutRecord) {
  if (registry.holdId) {
    await voidHold(txCtx, { holdId: registry.holdId, description: `Реестр № ${registry.number}: выплаты созданы` });
  }
  const payoutIds = await selectRegistryPayoutIds(txCtx.db, registry.id);
  const { customerId, kind } = registry;
  if (registry.payChannel === 'OWN_ACCOUNT') {
    // Paid from the company's own account: claimed for its payment orders, never sent the nominal way.
    await fixRegistryPaymentOrders(txCtx, { id: registry.id, customerId, kind, number: registry.number, payoutIds });
  } else {
    const reference = `mass_payout:${registry.id}`;
    await sendRegistryPayouts(txCtx, { customerId, kind, reference, createType: registry.errorMode, payoutIds });
  }
  await insertEvent(txCtx.db, {
    massPayoutId: registry.id,
    customerId: registry.customerId,
    event: 'PAYOUTS_CREATED',
    details: { payouts: payoutIds.length, failed: registry.payRowsTotal - payoutIds.length },
    occurredAt: txCtx.now(),
  });
  await txCtx.jobs.enqueue(
    txCtx.db,
    followMassPayoutJob,
    { massPayoutId: registry.id, round: 0 },
    { startAfterSeconds: 1 },
  );
  return updateMassPayout(txCtx.db, registry.id, { payPhase: 'FOLLOWING', holdId: null });
}

/**
 * The pay job's retries ran out. Still CHECKING: nothing was held — a DRAFT again, the company may pay again.
 * CREATING: the payouts made so far keep their way (they are held and will be sent), so the job is
 * enqueued again later rather than abandoning a half-made registry (an error in the log for operations).
 */
async function giveUpPaying(ctx: AppContext, massPayoutId: string): Promise<void> {
  const registry = await selectMassPayoutForJob(ctx.db, massPayoutId);
  if (registry?.status !== 'PROCESSING') return;
  if (registry.payPhase === 'CHECKING') {
    await inTransaction(ctx, async (txCtx) => {
      const locked = await lockMassPayoutForJob(txCtx.db, massPayoutId);
      if (locked?.status === 'PROCESSING' && locked.payPhase === 'CHECKING')
        await endUnpaid(txCtx, locked, PAY_GAVE_UP);
    });
    return;
  }
  ctx.log.error({ massPayoutId }, 'paying a registry keeps failing: tried again in ten minutes');
  await inTransaction(ctx, (txCtx) =>
    txCtx.jobs.enqueue(txCtx.db, payMassPayoutJob, { massPayoutId }, { startAfterSeconds: 600 }),
  );
}
