/**
 * The jobs that take signed payment orders to the company's bank through 1C:DirectBank and follow them
 * (payout-payment-order-bank.ts):
 *   payouts.payment-order-send {payoutId}   enqueued when the order is signed, and by the sweep
 *   payouts.payment-orders-poll {customerId} the bank's notices about one company's orders
 *   payouts.payment-orders-sweep (cron, ONE_C_DIRECT_BANK_POLL_SECONDS) sends what waits for a session
 *     that is live again and what may have been sent (a lost answer), and polls every company with
 *     orders the bank has.
 */
import { z } from 'zod';
import type { Config } from '../../../config.js';
import type { TxContext } from '../../../db/transaction.js';
import { inTransaction } from '../../../db/transaction.js';
import { defineJob } from '../../../jobs/define-job.js';
import { activeDirectBankSession } from '../../banking/index.js';
import { selectOrdersToSend } from './payout-payment-order.repo.js';
import { companiesWithOpenOrders, pollCompanyOrders, sendPaymentOrder } from './payout-payment-order-bank.js';

export const sendPaymentOrderJob = defineJob({
  name: 'payouts.payment-order-send',
  schema: z.object({ payoutId: z.uuid() }),
  // About ten minutes of doubling pauses; then the sweep tries again (SENDING stays: the same packet).
  retryLimit: 7,
  handler: async (ctx, { payoutId }) => sendPaymentOrder(ctx, payoutId),
  // The payout keeps its HOLD (the order may have reached the bank): the sweep sends the same packet again.
  onGiveUp: async (ctx, { payoutId }) => {
    ctx.log.error({ payoutId }, 'a payment order could not be sent for ten minutes: the sweep tries again');
  },
});

export const pollPaymentOrdersJob = defineJob({
  name: 'payouts.payment-orders-poll',
  schema: z.object({ customerId: z.uuid() }),
  retryLimit: 3,
  handler: async (ctx, { customerId }) => pollCompanyOrders(ctx, customerId),
});

/** Right after signing, in the signing transaction: the order leaves as soon as it is committed. */
export const enqueuePaymentOrderSend = (txCtx: TxContext, payoutId: string) =>
  txCtx.jobs.enqueue(txCtx.db, sendPaymentOrderJob, { payoutId }, { singletonKey: `payment-order:${payoutId}` });

export const paymentOrdersCron = (config: Pick<Config, 'ONE_C_DIRECT_BANK_POLL_SECONDS'>) =>
  config.ONE_C_DIRECT_BANK_POLL_SECONDS === 60 ? '* * * * *' : `*/${config.ONE_C_DIRECT_BANK_POLL_SECONDS} * * * * *`;

export const paymentOrdersSweepJob = defineJob({
  name: 'payouts.payment-orders-sweep',
  schema: z.object({}).passthrough(),
  cron: '*/10 * * * * *',
  cronFrom: paymentOrdersCron,
  // The next slot sweeps again.
  retryLimit: 0,
  handler: async (ctx) => {
    if (!ctx.oneCDirectBank) return;
    const live = new Map<string, boolean>();
    const due: string[] = [];
    for (const order of await selectOrdersToSend(ctx.db)) {
      if (order.bankStatus === 'WAITING') {
        if (!live.has(order.customerId)) {
          live.set(order.customerId, (await activeDirectBankSession(ctx, order.customerId)) !== null);
        }
        if (!live.get(order.customerId)) continue;
      }
      due.push(order.payoutId);
    }
    const companies = await companiesWithOpenOrders(ctx);
    await inTransaction(ctx, async (txCtx) => {
      for (const payoutId of due) await enqueuePaymentOrderSend(txCtx, payoutId);
      for (const customerId of companies) {
        await txCtx.jobs.enqueue(
          txCtx.db,
          pollPaymentOrdersJob,
          { customerId },
          { singletonKey: `payment-orders-poll:${customerId}` },
        );
      }
    });
  },
});

export const paymentOrderJobs = [sendPaymentOrderJob, pollPaymentOrdersJob, paymentOrdersSweepJob];
