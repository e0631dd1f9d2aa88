/** A receipt row as the API shows it (receiptSchema of the contract) and the texts people read about it. */
import { kopecksToRubles, type Receipt } from '@vyplaty/contracts';
import type { AppContext } from '../../../context.js';
import type { FnsReceiptRow } from './fns-receipts.repo.js';

/**
 * Where «Открыть чек» leads (issue 24.7). With the real FNS (FNS_API_URL set) it is the link FNS gave
 * (https://lknpd.nalog.ru/api/v1/receipt/{inn}/{receiptId}/print). In embedded mode the FNS sandbox made the receipt
 * and gave an lknpd link FNS has never heard of: the sandbox's own page of that receipt instead, on this server
 * (`/sandbox/fns/receipt/…`) or on the one SANDBOX_URL names. Null while there is no receipt.
 */
export function receiptOpenLink(
  ctx: Pick<AppContext, 'config' | 'sandboxUrl'>,
  receipt: { inn: string; receiptId: string | null; link: string | null },
): string | null {
  if (!receipt.receiptId || !receipt.link) return null;
  if (ctx.config.FNS_API_URL || !ctx.sandboxUrl) return receipt.link;
  const path = `fns/receipt/${encodeURIComponent(receipt.inn)}/${encodeURIComponent(receipt.receiptId)}/print`;
  return ctx.config.SANDBOX_URL ? ctx.sandboxUrl(path) : `/sandbox/${path}`;
}

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
