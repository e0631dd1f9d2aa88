/**
 * The hook point of a receipt registered in FNS (called by the registration job inside the transaction
 * that marks the receipt REGISTERED): the contractor is told, and the payout's history gets ADD_RECEIPT
 * (SPEC §4) for `row.payoutId`, so the event commits together with the receipt and is never written twice.
 */

import { formatKopecks } from '@vyplaty/contracts';
import type { TxContext } from '../../../db/transaction.js';
import { recordHistoryEvent, recordHistoryEvents } from '../../history/index.js';
import { type NotificationMessage, notify, notifyMany } from '../../notifications/index.js';
import { emitWebhookEvents } from '../../webhooks/index.js';
import type { FnsReceiptRow } from './fns-receipts.repo.js';

export async function receiptRegistered(txCtx: TxContext, row: FnsReceiptRow): Promise<void> {
  if (row.payoutId) {
    await recordHistoryEvent(txCtx, {
      entityKind: 'payout',
      entityId: row.payoutId,
      event: 'ADD_RECEIPT',
      customerId: row.customerId,
      employeeId: row.employeeId,
      details: { receiptId: row.receiptId },
    });
  }
  await notify(txCtx, { employeeId: row.employeeId }, registeredMessage(row));
  await emitReceiptsRegistered(txCtx, [row]);
}

/** `receipt.registered` to the companies' webhooks (issue 30), for receipts of payouts. */
async function emitReceiptsRegistered(txCtx: TxContext, rows: FnsReceiptRow[]): Promise<void> {
  const byCompany = new Map<string, FnsReceiptRow[]>();
  for (const row of rows)
    if (row.payoutId) byCompany.set(row.customerId, [...(byCompany.get(row.customerId) ?? []), row]);
  for (const [customerId, registered] of byCompany) {
    await emitWebhookEvents(txCtx, {
      customerId,
      type: 'receipt.registered',
      data: registered.map((row) => ({
        payout_id: row.payoutId!,
        receipt_number: row.receiptId ?? '',
        receipt_url: row.link,
      })),
    });
  }
}

const registeredMessage = (row: FnsReceiptRow): NotificationMessage => ({
  title: `Чек №${row.receiptId} зарегистрирован в «Мой налог»`,
  body: `Доход ${formatKopecks(row.totalKopecks)} от ${row.customerOrganization} зарегистрирован в «Мой налог», чек №${row.receiptId}.`,
  type: 'other',
  url: row.payoutId ? `/employee/payments/${row.payoutId}` : null,
});

/** receiptRegistered for several receipts of one transaction: the same events and messages, fewer statements. */
export async function receiptsRegistered(txCtx: TxContext, rows: FnsReceiptRow[]): Promise<void> {
  await recordHistoryEvents(
    txCtx,
    rows.flatMap((row) =>
      row.payoutId
        ? [
            {
              entityKind: 'payout' as const,
              entityId: row.payoutId,
              event: 'ADD_RECEIPT' as const,
              customerId: row.customerId,
              employeeId: row.employeeId,
              details: { receiptId: row.receiptId },
            },
          ]
        : [],
    ),
  );
  await notifyMany(
    txCtx,
    rows.map((row) => ({ recipient: { employeeId: row.employeeId }, message: registeredMessage(row) })),
  );
  await emitReceiptsRegistered(txCtx, rows);
}
