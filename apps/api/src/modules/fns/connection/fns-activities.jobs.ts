/**
 * fns.refresh-activities: the FNS catalogue of activity kinds (GetActivitiesListV2) into
 * fns_dictionaries. fns.put-activities: sends the contractor's chosen kinds (PutTaxpayerData).
 */
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { defineJob } from '../../../jobs/define-job.js';
import { saveDictionary } from '../fns-dictionaries.repo.js';
import { askFns } from '../fns-request-runner.js';
import { selectTaxpayer, upsertTaxpayer } from '../taxpayer/fns-taxpayer.repo.js';
import { selectBinding } from './fns-binding.repo.js';
import { FNS_SILENT_MESSAGE } from './fns-binding.rules.js';

export const ACTIVITIES_DICTIONARY = 'activities';
export type StoredActivity = { id: string; parentId: string | null; name: string; isActive: boolean };

export const fnsRefreshActivitiesJob = defineJob({
  name: 'fns.refresh-activities',
  schema: z.object({}).passthrough(),
  retryLimit: 3,
  handler: async (ctx) => {
    const answer = await askFns(ctx, 'GetActivitiesListV2', {});
    if (!answer.ok) {
      ctx.log.warn({ code: answer.code }, 'fns: activities catalogue refused');
      return;
    }
    const items: StoredActivity[] = answer.response.activities;
    await saveDictionary(ctx.db, ACTIVITIES_DICTIONARY, items, ctx.now());
  },
});

export const fnsPutActivitiesJob = defineJob({
  name: 'fns.put-activities',
  schema: z.object({ employeeId: z.uuid() }),
  retryLimit: 5,
  handler: (ctx, { employeeId }) => putActivities(ctx, employeeId),
  onGiveUp: async (ctx, { employeeId }) => {
    const taxpayer = await selectTaxpayer(ctx.db, employeeId);
    if (taxpayer?.activitiesPending) {
      await upsertTaxpayer(
        ctx.db,
        employeeId,
        taxpayer.inn,
        { activitiesPending: null, activitiesError: FNS_SILENT_MESSAGE },
        ctx.now(),
      );
    }
  },
});

async function putActivities(ctx: AppContext, employeeId: string) {
  const taxpayer = await selectTaxpayer(ctx.db, employeeId);
  const pending = taxpayer?.activitiesPending;
  if (!taxpayer || !pending) return;
  const binding = await selectBinding(ctx.db, employeeId);
  const inn = binding?.inn ?? taxpayer.inn;
  const answer = await askFns(ctx, 'PutTaxpayerData', { inn, activities: pending }, { employeeId, inn });
  // Another change may have been asked meanwhile: only the kinds just sent are settled here.
  const now = await selectTaxpayer(ctx.db, employeeId);
  const stillSame = JSON.stringify(now?.activitiesPending) === JSON.stringify(pending);
  await upsertTaxpayer(
    ctx.db,
    employeeId,
    taxpayer.inn,
    answer.ok
      ? { activities: pending, ...(stillSame ? { activitiesPending: null, activitiesError: null } : {}) }
      : { activitiesError: answer.message, ...(stillSame ? { activitiesPending: null } : {}) },
    ctx.now(),
  );
}
