/** A receipt row as the API shows it (receiptSchema of the contract) and the texts people read about it. */
import { kopecksToRubles, type Receipt } from '@vyplaty/contracts';
import type { FnsReceiptRow } from './fns-receipts.repo.js';

/** The portal's printable receipt, mirroring lknpd's path (SPEC §7). */
export const receiptPrintPath = (inn: string, receiptId: string) =>
  `/api/v1/receipt/${encodeURIComponent(inn)}/${encodeURIComponent(receiptId)}/print`;

export function toReceiptView(row: FnsReceiptRow): Receipt {
  return {
    id: row.id,
    status: row.status,
    receipt_id: row.receiptId,
    print_url: row.receiptId ? receiptPrintPath(row.inn, row.receiptId) : null,
    total_amount: kopecksToRubles(row.totalKopecks),
    operation_time: row.operationTime.toISOString(),
    cancel_reason: row.cancelReason,
    error_message: row.errorMessage,
  };
}
