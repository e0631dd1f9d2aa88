/**
 * fns.watch (every 15 min): notices connections lost in «Мой налог» (DOMAIN §3.7 «Loss of binding»).
 *
 * 1. GetNewlyUnboundTaxpayers from the watermark kept in fns_watch_state (pages of 100): every BIND
 *    connection of such an ИНН bound before the unbinding becomes UNBIND.
 * 2. GetGrantedPermissions for the BIND connections confirmed longest ago (≤ 100 a run): the granted
 *    permissions are stored; TAXPAYER_UNBOUND → UNBIND.
 *
 * A loss (unbinding, or a needed permission withdrawn) is told once — to the contractor and to every
 * company they work for — at the moment it is first seen: an UNBIND row is not watched again, and a
 * permission is reported only when it was granted in the stored list just before.
 */

import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { inTransaction } from '../../../db/transaction.js';
import { defineJob } from '../../../jobs/define-job.js';
import { askFns } from '../fns-request-runner.js';
import { saveWatchState, selectWatchState } from '../taxpayer/fns-taxpayer.repo.js';
import {
  type FnsBindingRow,
  selectBindingForUpdate,
  selectBoundByInn,
  selectBoundToCheck,
  updateBinding,
} from './fns-binding.repo.js';
import { missingPermissions } from './fns-binding.rules.js';
import { loseBinding, tellLoss } from './fns-binding-loss.js';

const WATERMARK_KEY = 'newly-unbound';
const PAGE = 100;
const PERMISSIONS_BATCH = 100;

export const fnsWatchJob = defineJob({
  name: 'fns.watch',
  schema: z.object({}).passthrough(),
  cron: '*/15 * * * *',
  retryLimit: 1,
  handler: async (ctx) => {
    await watchUnbound(ctx);
    await watchPermissions(ctx);
  },
});

async function watchUnbound(ctx: AppContext) {
  const mark = await selectWatchState<{ to: string }>(ctx.db, WATERMARK_KEY);
  const to = ctx.now().toISOString();
  for (let offset = 0; ; offset += PAGE) {
    const answer = await askFns(ctx, 'GetNewlyUnboundTaxpayers', {
      ...(mark ? { from: mark.to } : {}),
      to,
      limit: PAGE,
      offset,
    });
    // A refusal leaves the watermark where it was: the next run asks for the same window again.
    if (!answer.ok) {
      ctx.log.warn({ code: answer.code }, 'fns: GetNewlyUnboundTaxpayers refused');
      return;
    }
    for (const taxpayer of answer.response.taxpayers) {
      for (const binding of await selectBoundByInn(ctx.db, taxpayer.inn)) {
        // An unbinding older than the connection is history, not a loss.
        if (binding.boundAt && binding.boundAt > new Date(taxpayer.unboundTime)) continue;
        await loseBinding(ctx, binding.employeeId, new Date(taxpayer.unboundTime));
      }
    }
    if (!answer.response.hasMore) break;
  }
  await saveWatchState(ctx.db, WATERMARK_KEY, { to }, ctx.now());
}

async function watchPermissions(ctx: AppContext) {
  for (const binding of await selectBoundToCheck(ctx.db, PERMISSIONS_BATCH)) {
    if (!binding.inn) continue;
    try {
      await checkPermissions(ctx, binding);
    } catch (error) {
      // FNS not answering for one contractor must not stop the others; they are next in line next run.
      ctx.log.warn({ error: (error as Error).name }, 'fns: permissions check failed for one contractor');
    }
  }
}

async function checkPermissions(ctx: AppContext, binding: FnsBindingRow) {
  const inn = binding.inn!;
  const answer = await askFns(ctx, 'GetGrantedPermissions', { inn }, { employeeId: binding.employeeId, inn });
  if (!answer.ok) {
    if (answer.code === 'TAXPAYER_UNBOUND') return loseBinding(ctx, binding.employeeId, ctx.now());
    await updateBinding(ctx.db, binding.employeeId, { checkedAt: ctx.now() }, ctx.now());
    return;
  }
  const granted = answer.response.permissions;
  await inTransaction(ctx, async (txCtx) => {
    const current = await selectBindingForUpdate(txCtx.db, binding.employeeId);
    if (current?.status !== 'BIND') return;
    const lost = missingPermissions(granted).filter((p) => current.permissions.includes(p));
    const now = txCtx.now();
    await updateBinding(txCtx.db, binding.employeeId, { permissions: granted, checkedAt: now }, now);
    if (lost.length > 0) {
      await tellLoss(txCtx, binding.employeeId, {
        employee: {
          title: 'Платформа потеряла права в «Мой налог»',
          body: 'Вы отозвали у платформы права на чеки в «Мой налог». Пока права не выданы снова, выплаты вам как самозанятому невозможны.',
        },
        company: (name) => ({
          title: 'Исполнитель отозвал права в «Мой налог»',
          body: `${name} отозвал у платформы права на чеки в «Мой налог». Выплаты ему как самозанятому невозможны, пока права не выданы снова.`,
        }),
      });
    }
  });
}
