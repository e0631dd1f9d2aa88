/**
 * A mass payout registry paid by payment orders from the company's own account (docs/decisions/
 * mass-payouts.md «Paying by payment orders»): when its payouts are made, the pay job fixes them here
 * instead of handing them to the nominal account's bank — claimed (bank_state PAYMENT_ORDER, in its
 * transaction, so no nominal path ever sends them) and listed in file order. Each payout's order is the
 * single order's (payment-order/payout-payment-order.ts `orderOf`); all of them are one 1C exchange file
 * (`writePaymentOrders`) and one PDF with an order per page — the accountant's copy, never signed or sent.
 * Each order is signed and sent alone, as a single payout's: registry-orders-kep.ts.
 */
import type { PayoutKind } from '@vyplaty/contracts';
import type { ActorContext } from '../../../context.js';
import type { TxContext } from '../../../db/transaction.js';
import { AppError } from '../../../lib/errors.js';
import type { PaymentOrder } from '../../../lib/one-c-exchange/payment-order.js';
import { type PaymentOrderSignature, renderPaymentOrdersPdf } from '../../../lib/one-c-exchange/payment-order-pdf.js';
import { writePaymentOrders } from '../../../lib/one-c-exchange/write-exchange.js';
import { orderOf, type PaymentOrderFile } from '../payment-order/payout-payment-order.js';
import { selectPayoutViews } from '../read/payouts-read.repo.js';
import { claimPayoutsForOrders, insertRegistryOrders, type RegistryOrdersRow } from './registry-orders.repo.js';

/**
 * In the pay job's last transaction: the registry's payouts claimed for payment orders and its orders
 * fixed (`id` = the registry's id). Returns the payouts claimed.
 */
export async function fixRegistryPaymentOrders(
  txCtx: TxContext,
  input: { id: string; customerId: string; kind: PayoutKind; number: number; payoutIds: string[] },
): Promise<string[]> {
  const claimed = new Set(await claimPayoutsForOrders(txCtx.db, input.customerId, input.payoutIds, txCtx.now()));
  const payoutIds = input.payoutIds.filter((id) => claimed.has(id));
  await insertRegistryOrders(txCtx.db, {
    id: input.id,
    customerId: input.customerId,
    kind: input.kind,
    number: input.number,
    payoutIds,
    preparedAt: txCtx.now(),
  });
  return payoutIds;
}

export type LoadedRegistryOrders = {
  row: RegistryOrdersRow;
  orders: { payoutId: string; order: PaymentOrder }[];
  name: string;
};

/** Every order of the registry, in file order, built from the payouts as they are now. */
export async function loadRegistryOrders(ctx: ActorContext, row: RegistryOrdersRow): Promise<LoadedRegistryOrders> {
  const views = await selectPayoutViews(ctx.db, row.customerId, row.payoutIds);
  const byId = new Map(views.map((v) => [v.payout.id, v]));
  const orders: LoadedRegistryOrders['orders'] = [];
  for (const payoutId of row.payoutIds) {
    const view = byId.get(payoutId);
    if (!view) throw new AppError('CONFLICT', { message: 'Выплата реестра не найдена' });
    orders.push({ payoutId, order: await orderOf(ctx, row.customerId, view) });
  }
  return { row, orders, name: `Платёжные поручения по реестру № ${row.number}` };
}

/** The one 1C exchange file of the registry: its creation time is the one fixed with the orders. */
export const registryExchangeFileOf = (loaded: LoadedRegistryOrders): PaymentOrderFile => ({
  name: `${loaded.name}.txt`,
  mimeType: 'text/plain; charset=windows-1251',
  bytes: writePaymentOrders(
    loaded.orders.map((o) => o.order),
    loaded.row.preparedAt,
  ),
});

export const registryPrintableOf = async (
  loaded: LoadedRegistryOrders,
  now: Date,
  signature: PaymentOrderSignature | null,
): Promise<PaymentOrderFile> => ({
  name: `${loaded.name}.pdf`,
  mimeType: 'application/pdf',
  bytes: await renderPaymentOrdersPdf(
    loaded.orders.map((o) => o.order),
    now,
    signature,
    loaded.name,
  ),
});
