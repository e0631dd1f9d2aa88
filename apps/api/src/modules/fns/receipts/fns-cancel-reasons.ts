/**
 * Reasons to cancel a receipt (GetCancelIncomeReasonsList), cached in fns_dictionaries 'cancel_reasons'
 * and refreshed by a job. Until the first answer (and if FNS ever sends nothing usable) the two reasons
 * of DOMAIN.md §3.5 are answered; only the codes the contract knows are shown, since only they can be
 * sent back in a cancellation.
 */

import { type FnsCancelReasonsResponse, fnsCancelReasonSchema } from '@vyplaty/contracts';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { inTransaction } from '../../../db/transaction.js';
import { defineJob } from '../../../jobs/define-job.js';
import { saveDictionary, selectDictionary } from '../fns-dictionaries.repo.js';
import { askFns } from '../fns-request-runner.js';

const DICTIONARY = 'cancel_reasons';
/** Older than this, the cached list is answered and a refresh enqueued. */
const STALE_AFTER_MS = 7 * 24 * 3_600_000;

export const DEFAULT_CANCEL_REASONS: FnsCancelReasonsResponse['items'] = [
  { code: 'REFUND', description: 'Возврат средств' },
  { code: 'REGISTRATION_MISTAKE', description: 'Чек сформирован ошибочно' },
];

const cachedItemsSchema = z.array(z.object({ code: z.string(), description: z.string() }));

export const refreshCancelReasonsJob = defineJob({
  name: 'fns.refresh-cancel-reasons',
  schema: z.object({}),
  retryLimit: 5,
  handler: async (ctx) => {
    const outcome = await askFns(ctx, 'GetCancelIncomeReasonsList', {});
    if (!outcome.ok) {
      ctx.log.warn({ code: outcome.code }, 'FNS refused the cancel reasons list');
      return;
    }
    await saveDictionary(ctx.db, DICTIONARY, outcome.response.codes, ctx.now());
  },
});

export async function getCancelReasons(ctx: AppContext): Promise<FnsCancelReasonsResponse> {
  const cached = await selectDictionary(ctx.db, DICTIONARY);
  if (!cached || ctx.now().getTime() - cached.fetchedAt.getTime() > STALE_AFTER_MS) {
    await inTransaction(ctx, (txCtx) =>
      txCtx.jobs.enqueue(txCtx.db, refreshCancelReasonsJob, {}, { singletonKey: DICTIONARY }),
    );
  }
  const parsed = cachedItemsSchema.safeParse(cached?.items);
  const items = (parsed.success ? parsed.data : []).flatMap((item) => {
    const code = fnsCancelReasonSchema.safeParse(item.code);
    return code.success && item.description ? [{ code: code.data, description: item.description }] : [];
  });
  return { items: items.length ? items : DEFAULT_CANCEL_REASONS };
}
