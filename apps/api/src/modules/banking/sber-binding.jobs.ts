/**
 * banking.bind-sber-balance: sends the binding request to the bank and follows it to BOUND / REJECTED.
 *
 * The bank's request id is committed BEFORE polling starts, and the request itself carries the
 * binding id as its idempotency key: a run that dies anywhere resumes on the queue's retry by polling
 * the same request, never by asking twice. A request still PROCESSING after this run's polling budget
 * throws, so the queue retries later (with its backoff). When the queue gives up (onGiveUp after the last
 * run), the binding becomes ERROR, so the company is never left waiting for ever and may retry.
 */

import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import {
  bankUnavailable,
  type SberBindingStatus,
  type SberClient,
  SberRejectedError,
} from '../../integrations/sber/sber.client.js';
import { defineJob } from '../../jobs/define-job.js';
import { notify } from '../notifications/index.js';
import { lockCustomer, verifyCustomerIfComplete } from '../parties/index.js';
import {
  type BankBindingRow,
  selectAccountForBinding,
  selectBindingForUpdate,
  setAccountIntegration,
  updateBinding,
} from './banking.repo.js';

/** Queue retries after the first run (with the queue's backoff). */
const RETRY_LIMIT = 8;
/** Pauses between status polls within one run (ms); the first poll is immediate. */
export const POLL_PAUSES_MS = [500, 1000, 2000, 3000, 5000, 5000, 10_000, 10_000, 10_000, 10_000];

export const ACCOUNT_GONE_MESSAGE =
  'Счёт, выбранный для подключения, удалён. Проверьте основной счёт в разделе «Счета для выплат» и подключите снова';
export const BANK_GAVE_UP_MESSAGE =
  'Банк не ответил на заявку о подключении. Попробуйте подключить номинальный счёт позже';

class StillProcessing extends Error {
  constructor() {
    super('the bank is still processing the binding request');
    this.name = 'StillProcessing';
  }
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export const bindSberBalanceJob = defineJob({
  name: 'banking.bind-sber-balance',
  schema: z.object({ bindingId: z.uuid() }),
  retryLimit: RETRY_LIMIT,
  handler: async (ctx, { bindingId }) => {
    const run = await startRun(ctx, bindingId);
    if (!run) return;
    if (!ctx.sber) throw bankUnavailable('not configured');
    const requestId = run.binding.externalRequestId ?? (await sendRequest(ctx, ctx.sber, run.binding));
    if (!requestId) return;
    const status = await poll(ctx.sber, requestId);
    if (status.status === 'BOUND') await finishBound(ctx, bindingId, status.nominalAccountId);
    else if (status.status === 'REJECTED') await finishError(ctx, bindingId, status.reason);
    else throw new StillProcessing();
  },
  // The last run failed too (the bank down or still processing): the company may ask again.
  onGiveUp: (ctx, { bindingId }) => finishError(ctx, bindingId, BANK_GAVE_UP_MESSAGE),
});

/** Counts the run (kept on the binding for support); nothing to do unless the binding still waits for the bank. */
async function startRun(ctx: AppContext, bindingId: string) {
  return inTransaction(ctx, async (txCtx) => {
    const binding = await selectBindingForUpdate(txCtx.db, bindingId);
    if (binding?.status !== 'AWAIT_BIND') return undefined;
    await updateBinding(txCtx.db, binding, { attempts: binding.attempts + 1 }, txCtx.now());
    return { binding };
  });
}

/** Sends the request and commits the bank's id; undefined when the binding was finished instead. */
async function sendRequest(ctx: AppContext, sber: SberClient, binding: BankBindingRow): Promise<string | undefined> {
  const [customer, account] = await inTransaction(ctx, async (txCtx) => [
    await lockCustomer(txCtx, binding.customerId),
    binding.bankAccountId
      ? await selectAccountForBinding(txCtx.db, binding.customerId, binding.bankAccountId)
      : undefined,
  ]);
  if (!customer || !account) {
    await finishError(ctx, binding.id, ACCOUNT_GONE_MESSAGE);
    return undefined;
  }
  try {
    const { requestId } = await sber.requestBinding(
      {
        company: { inn: customer.inn, kpp: customer.kpp, ogrn: customer.ogrn, name: customer.organisationName },
        settlement_account: { number: account.accountNumber, bik: account.bik },
      },
      binding.id,
    );
    await updateBinding(ctx.db, binding, { externalRequestId: requestId }, ctx.now());
    return requestId;
  } catch (error) {
    if (!(error instanceof SberRejectedError)) throw error;
    await finishError(ctx, binding.id, error.reason);
    return undefined;
  }
}

async function poll(sber: SberClient, requestId: string): Promise<SberBindingStatus> {
  let status = await sber.getBinding(requestId);
  for (const pause of POLL_PAUSES_MS) {
    if (status.status !== 'PROCESSING') return status;
    await sleep(pause);
    status = await sber.getBinding(requestId);
  }
  return status;
}

async function finishBound(ctx: AppContext, bindingId: string, nominalAccountId: string) {
  await inTransaction(ctx, async (txCtx) => {
    const binding = await selectBindingForUpdate(txCtx.db, bindingId);
    if (binding?.status !== 'AWAIT_BIND') return;
    const now = txCtx.now();
    await updateBinding(
      txCtx.db,
      binding,
      { status: 'BIND', externalAccountId: nominalAccountId, completedAt: now },
      now,
    );
    if (binding.bankAccountId)
      await setAccountIntegration(txCtx.db, binding.customerId, binding.bankAccountId, 'ACTIVE', now);
    await notify(
      txCtx,
      { customerId: binding.customerId },
      {
        title: 'Номинальный счёт подключён',
        body: 'Банк подтвердил подключение номинального счёта. Теперь через него можно проводить выплаты исполнителям.',
        type: 'system',
        url: '/customer-complete-registration/sber-balance',
      },
    );
    await verifyCustomerIfComplete(txCtx, binding.customerId);
  });
}

async function finishError(ctx: AppContext, bindingId: string, reason: string) {
  await inTransaction(ctx, async (txCtx) => {
    const binding = await selectBindingForUpdate(txCtx.db, bindingId);
    if (binding?.status !== 'AWAIT_BIND') return;
    const now = txCtx.now();
    await updateBinding(txCtx.db, binding, { status: 'ERROR', errorMessage: reason, completedAt: now }, now);
    if (binding.bankAccountId)
      await setAccountIntegration(txCtx.db, binding.customerId, binding.bankAccountId, 'ERROR', now);
    await notify(
      txCtx,
      { customerId: binding.customerId },
      {
        title: 'Номинальный счёт не подключён',
        body: reason,
        type: 'system',
        url: '/customer-complete-registration/sber-balance',
      },
    );
  });
}
