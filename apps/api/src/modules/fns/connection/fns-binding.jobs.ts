/**
 * fns.bind: follows a connection request to BIND / ERROR. fns.unbind: tells FNS the contractor
 * disconnected the platform here.
 *
 * The bind message (PostBindPartnerWith…) was recorded in the request's transaction; its run commits
 * FNS's request Id on the binding before any status poll. Each status check (GetBindPartnerStatus) is a
 * new recorded message, and while FNS says IN_PROGRESS the job enqueues itself again with growing pauses
 * (2 s … 5 min) until 7 days after the request, so no worker waits on a person. When the queue gives up
 * (FNS down), the binding ends in ERROR, never «waiting» for ever.
 */

import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { inTransaction } from '../../../db/transaction.js';
import type { FnsPermission } from '../../../integrations/fns/fns.types.js';
import { defineJob } from '../../../jobs/define-job.js';
import { notify } from '../../notifications/index.js';
import { askFns, runFnsRequest } from '../fns-request-runner.js';
import { refreshTaxpayer } from '../taxpayer/fns-taxpayer.js';
import { selectBinding, selectBindingForUpdate, updateBinding } from './fns-binding.repo.js';
import {
  BIND_EXPIRED_MESSAGE,
  BIND_REFUSED_MESSAGE,
  BIND_WAIT_MS,
  bindPollDelaySeconds,
  FNS_EMPLOYEE_URL,
  FNS_SILENT_MESSAGE,
} from './fns-binding.rules.js';

export const fnsBindJob = defineJob({
  name: 'fns.bind',
  schema: z.object({ employeeId: z.uuid(), poll: z.number().int().min(0).default(0) }),
  retryLimit: 8,
  handler: (ctx, data) => followBind(ctx, data.employeeId, data.poll),
  onGiveUp: (ctx, { employeeId }) => finishError(ctx, employeeId, FNS_SILENT_MESSAGE),
});

async function followBind(ctx: AppContext, employeeId: string, poll: number): Promise<void> {
  const binding = await selectBinding(ctx.db, employeeId);
  if (binding?.status !== 'AWAIT_BIND' || !binding.bindRequestId) return;

  let fnsBindId = binding.fnsBindId;
  if (!fnsBindId) {
    const sent = await runFnsRequest<'PostBindPartnerWithInn'>(ctx, binding.bindRequestId);
    if (!sent.ok) {
      // Already bound (e.g. connected through us before): a success; read what was granted.
      if (sent.code === 'TAXPAYER_ALREADY_BOUND' && binding.inn) return alreadyBound(ctx, employeeId, binding.inn);
      return finishError(ctx, employeeId, sent.message);
    }
    fnsBindId = sent.response.id;
    await updateBinding(ctx.db, employeeId, { fnsBindId }, ctx.now());
  }

  const status = await askFns(ctx, 'GetBindPartnerStatus', { id: fnsBindId }, { employeeId, inn: binding.inn });
  if (!status.ok) return finishError(ctx, employeeId, status.message);
  const { result, inn, permissions } = status.response;
  if (result === 'COMPLETED') return finishBound(ctx, employeeId, inn ?? binding.inn, permissions);
  if (result === 'FAILED') return finishError(ctx, employeeId, BIND_REFUSED_MESSAGE);
  if (ctx.now().getTime() - binding.requestedAt.getTime() >= BIND_WAIT_MS) {
    return finishError(ctx, employeeId, BIND_EXPIRED_MESSAGE);
  }
  await inTransaction(ctx, (txCtx) =>
    txCtx.jobs.enqueue(
      txCtx.db,
      fnsBindJob,
      { employeeId, poll: poll + 1 },
      { startAfterSeconds: bindPollDelaySeconds(poll) },
    ),
  );
}

async function alreadyBound(ctx: AppContext, employeeId: string, inn: string) {
  const granted = await askFns(ctx, 'GetGrantedPermissions', { inn }, { employeeId, inn });
  if (!granted.ok) return finishError(ctx, employeeId, granted.message);
  return finishBound(ctx, employeeId, inn, granted.response.permissions);
}

async function finishBound(ctx: AppContext, employeeId: string, inn: string | null, permissions: FnsPermission[]) {
  const done = await inTransaction(ctx, async (txCtx) => {
    const binding = await selectBindingForUpdate(txCtx.db, employeeId);
    if (binding?.status !== 'AWAIT_BIND') return false;
    const now = txCtx.now();
    await updateBinding(
      txCtx.db,
      employeeId,
      { status: 'BIND', inn, permissions, boundAt: now, checkedAt: now, errorMessage: null, unboundAt: null },
      now,
    );
    await notify(
      txCtx,
      { employeeId },
      {
        title: 'Платформа подключена к «Мой налог»',
        body: 'Теперь платформа сама формирует чеки по выплатам вам как самозанятому.',
        type: 'system',
        url: FNS_EMPLOYEE_URL,
      },
    );
    return true;
  });
  // The status is read right away so the page and the company's list show it; a failure here is
  // caught up by the daily refresh.
  if (done) {
    await refreshTaxpayer(ctx, employeeId).catch((error: Error) =>
      ctx.log.warn({ error: error.name }, 'fns: taxpayer refresh after binding failed'),
    );
  }
}

async function finishError(ctx: AppContext, employeeId: string, reason: string) {
  await inTransaction(ctx, async (txCtx) => {
    const binding = await selectBindingForUpdate(txCtx.db, employeeId);
    if (binding?.status !== 'AWAIT_BIND') return;
    await updateBinding(txCtx.db, employeeId, { status: 'ERROR', errorMessage: reason }, txCtx.now());
    await notify(
      txCtx,
      { employeeId },
      { title: 'Платформа не подключена к «Мой налог»', body: reason, type: 'system', url: FNS_EMPLOYEE_URL },
    );
  });
}

/** PostUnbindPartner for a binding already UNBIND here; FNS answering «not bound» is the same outcome. */
export const fnsUnbindJob = defineJob({
  name: 'fns.unbind',
  schema: z.object({ employeeId: z.uuid(), inn: z.string() }),
  retryLimit: 8,
  handler: async (ctx, { employeeId, inn }) => {
    const answer = await askFns(ctx, 'PostUnbindPartner', { inn }, { employeeId, inn });
    if (!answer.ok && answer.code !== 'TAXPAYER_UNBOUND') {
      ctx.log.warn({ code: answer.code }, 'fns: unbind refused by FNS');
    }
  },
});
