/**
 * The printable receipt at the portal's mirror of lknpd's path (DOMAIN.md §3.5): for the company or the
 * contractor of that receipt only; anyone else, an unknown and a malformed ИНН or ReceiptId get the same
 * 404 «Чек не найден».
 *
 * - Real FNS (FNS_API_URL set) and a stored link on lknpd.nalog.ru → 302 to the link: FNS serves it.
 * - Embedded mode (the FNS sandbox answers) → this server fetches the sandbox's page and answers it as
 *   HTML under a strict CSP (no script, no requests out; only its inline style), so the portal's links
 *   work the same in both modes.
 */
import type { ActorContext } from '../../../context.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { selectOwnedReceiptByFnsId } from './fns-receipts.repo.js';
import { RECEIPT_NOT_FOUND_MESSAGE } from './fns-receipts.service.js';

const CONTRACTOR_INN = /^\d{12}$/;
const FNS_RECEIPT_ID = /^[0-9a-z]{1,50}$/i;
const LKNPD_HOST = 'lknpd.nalog.ru';

export const RECEIPT_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

export type ReceiptPrint = { kind: 'redirect'; url: string } | { kind: 'html'; html: string };

export async function receiptPrint(ctx: ActorContext, inn: string, receiptId: string): Promise<ReceiptPrint> {
  if (!CONTRACTOR_INN.test(inn) || !FNS_RECEIPT_ID.test(receiptId)) throw notFound(RECEIPT_NOT_FOUND_MESSAGE);
  const owner = ctx.actor.role === 'user' ? { customerId: ctx.actor.entityId } : { employeeId: ctx.actor.entityId };
  const row = await selectOwnedReceiptByFnsId(ctx.db, owner, inn, receiptId);
  if (!row?.link) throw notFound(RECEIPT_NOT_FOUND_MESSAGE);

  const embedded = !ctx.config.FNS_API_URL && ctx.sandboxUrl;
  if (!embedded) {
    if (isLknpdLink(row.link)) return { kind: 'redirect', url: row.link };
    throw notFound(RECEIPT_NOT_FOUND_MESSAGE);
  }
  const url = ctx.sandboxUrl!(`fns/receipt/${encodeURIComponent(inn)}/${encodeURIComponent(receiptId)}/print`);
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  } catch {
    throw new AppError('FNS_UNAVAILABLE', { message: 'Чек сейчас недоступен, попробуйте позже', upstream: 'sandbox' });
  }
  // The sandbox keeps its receipts in memory: after a restart it no longer has this one.
  if (!response.ok) throw notFound(RECEIPT_NOT_FOUND_MESSAGE);
  return { kind: 'html', html: await response.text() };
}

function isLknpdLink(link: string): boolean {
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && url.hostname === LKNPD_HOST;
  } catch {
    return false;
  }
}
