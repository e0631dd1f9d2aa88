/**
 * massPayouts.follow {massPayoutId, round} (docs/decisions/mass-payouts.md «Paying»): once a registry's
 * payouts are on their way (FOLLOWING), their own statuses are counted — rows_paid (DONE), rows_failed
 * (FAILED rows, payouts DECLINED or ERROR) — after 1, 2, 4… s (at most 30 s) until none is in flight; then
 * COMPLETED (something paid) or ERROR (nothing), and the company is told «Реестр № N: выплачено K из M».
 * Each payout ends through the pipeline (settlement, receipts, both sides told); this only reads.
 */
import { massPayoutPaidText } from '@vyplaty/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { defineJob } from '../../jobs/define-job.js';
import { notify } from '../notifications/index.js';
import { reportProcess } from '../processes/index.js';
import { payProcessOf as processOf, REGISTRY_PAGES } from './mass-payout-links.js';
import { countPayOutcomes } from './mass-payout-pay.repo.js';
import { emitRegistryStatus } from './mass-payout-webhooks.js';
import {
  insertEvent,
  lockMassPayoutForJob,
  type MassPayoutRecord,
  selectMassPayoutForJob,
  updateMassPayout,
} from './mass-payouts.repo.js';

const MAX_FOLLOW_PAUSE_SECONDS = 30;

export const followMassPayoutJob = defineJob({
  name: 'massPayouts.follow',
  schema: z.object({ massPayoutId: z.uuid(), round: z.number().int().min(0) }),
  retryLimit: 10,
  handler: (ctx, { massPayoutId, round }) => followRegistry(ctx, massPayoutId, round),
});

/** FOLLOWING: the payouts' statuses counted; the end once none is in flight, else again a little later. */
export async function followRegistry(ctx: AppContext, massPayoutId: string, round: number): Promise<void> {
  const registry = await selectMassPayoutForJob(ctx.db, massPayoutId);
  if (registry?.status !== 'PROCESSING' || registry.payPhase !== 'FOLLOWING') return;
  const outcome = await countPayOutcomes(ctx.db, massPayoutId);
  await inTransaction(ctx, async (txCtx) => {
    const locked = await lockMassPayoutForJob(txCtx.db, massPayoutId);
    if (locked?.status !== 'PROCESSING' || locked.payPhase !== 'FOLLOWING') return;
    await reportProcess(txCtx, processOf(massPayoutId), { done: outcome.paid + outcome.failed });
    if (outcome.inFlight > 0) {
      await updateMassPayout(txCtx.db, massPayoutId, { rowsPaid: outcome.paid, rowsFailed: outcome.failed });
      await txCtx.jobs.enqueue(
        txCtx.db,
        followMassPayoutJob,
        { massPayoutId, round: round + 1 },
        { startAfterSeconds: Math.min(2 ** Math.min(round, 5), MAX_FOLLOW_PAUSE_SECONDS) },
      );
      return;
    }
    await finish(txCtx, locked, outcome.paid, outcome.failed);
  });
}

async function finish(txCtx: TxContext, registry: MassPayoutRecord, paid: number, failed: number) {
  const now = txCtx.now();
  const total = registry.payRowsTotal;
  const text = massPayoutPaidText(registry.number, paid, total);
  await insertEvent(txCtx.db, {
    massPayoutId: registry.id,
    customerId: registry.customerId,
    event: paid > 0 ? 'COMPLETED' : 'FAILED',
    details: { paid, failed, total },
    occurredAt: now,
  });
  await reportProcess(txCtx, processOf(registry.id), {
    status: paid > 0 ? 'SUCCESS' : 'ERROR',
    done: paid + failed,
    ...(paid > 0 ? {} : { errorText: text }),
  });
  await notify(
    txCtx,
    { customerId: registry.customerId },
    {
      title: text,
      body:
        failed > 0
          ? `Не выплачено: ${failed}. Причины — в отчёте о выплате реестра.`
          : 'Все выплаты реестра выполнены.',
      type: 'other',
      url: `${REGISTRY_PAGES[registry.kind]}/${registry.id}`,
    },
  );
  await updateMassPayout(txCtx.db, registry.id, {
    status: paid > 0 ? 'COMPLETED' : 'ERROR',
    payPhase: 'DONE',
    rowsPaid: paid,
    rowsFailed: failed,
    payError: paid > 0 ? null : text,
    finishedAt: now,
  });
  await emitRegistryStatus(txCtx, registry, paid > 0 ? 'COMPLETED' : 'ERROR');
}
