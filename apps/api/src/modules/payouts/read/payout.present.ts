/** Payout rows as the contracts show them (payoutSchema, employeePayoutSchema, history items). */
import {
  type EmployeePayout,
  type IndividualBreakdown,
  kopecksToRubles,
  PAYOUT_HISTORY_EVENT_LABELS,
  type Payout,
  type PayoutHistoryEvent,
} from '@vyplaty/contracts';
import type { HistoryEventRow } from '../../history/index.js';
import type { PayoutRow } from '../payouts.repo.js';
import type { PayoutView } from './payouts-read.repo.js';

/** The portal's printable receipt (the FNS module serves it at lknpd's path, SPEC §7). */
const receiptPrintPath = (inn: string, receiptId: string) =>
  `/api/v1/receipt/${encodeURIComponent(inn)}/${encodeURIComponent(receiptId)}/print`;

const RECEIPT_STATUS: Record<string, 'PENDING' | 'REGISTERED' | 'CANCELLED' | 'ERROR'> = {
  PENDING: 'PENDING',
  REGISTERED: 'REGISTERED',
  // A cancellation in flight leaves the receipt valid until FNS answers.
  CANCEL_PENDING: 'REGISTERED',
  CANCELED: 'CANCELLED',
  ERROR: 'ERROR',
};

/** Where «Открыть чек» leads: FNS's page, or the FNS sandbox's in embedded mode (fns' `receiptOpenLink`). */
export type ReceiptOpenLink = (receipt: NonNullable<PayoutView['receipt']>) => string | null;

function toReceipt(receipt: PayoutView['receipt'], openLink: ReceiptOpenLink): Payout['receipt'] {
  if (!receipt) return null;
  return {
    status: RECEIPT_STATUS[receipt.status] ?? 'PENDING',
    receipt_id: receipt.receiptId,
    link: openLink(receipt),
    print_url: receipt.receiptId ? receiptPrintPath(receipt.inn, receipt.receiptId) : null,
  };
}

export function toBreakdown(row: PayoutRow): IndividualBreakdown | null {
  if (row.kind !== 'INDIVIDUAL') return null;
  return {
    amount: kopecksToRubles(row.amountKopecks),
    ndfl: kopecksToRubles(row.ndflKopecks),
    payout_amount: kopecksToRubles(row.netKopecks),
    contributions: kopecksToRubles(row.contributionsKopecks),
    ndfl_rate: row.ndflRate ?? '13',
    year_income_before: kopecksToRubles(row.yearIncomeBeforeKopecks),
  };
}

const toRecipient = (row: PayoutRow): Payout['recipient'] =>
  row.recipientKind && row.recipientLabel ? { kind: row.recipientKind, label: row.recipientLabel } : null;

/** N7: what a PENDING payout still waits for before it is sent (a finished one waits for nothing). */
const waitingFor = (row: PayoutRow) => (row.status === 'PENDING' ? row.waitingFor : null);

/** What the company may do with the payout now (docs/decisions/payouts.md, lifecycle). */
export const payoutActions = (row: PayoutRow) => ({
  can_edit: row.status === 'CREATED',
  can_pay: row.status === 'CREATED',
  // Only before the bank was asked: once sent, the money may already be on its way.
  can_cancel: row.status === 'PENDING' && row.bankState === 'NOT_SENT',
  can_repeat: (row.status === 'DECLINED' || row.status === 'ERROR') && row.repeatStatus === null,
});

export function toPayout(
  view: PayoutView,
  viewer: { accountId: string; repeatedBy: string | null; openReceipt: ReceiptOpenLink },
): Payout {
  const row = view.payout;
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    status: row.status,
    repeat_status: row.repeatStatus,
    origin: row.origin,
    employee: {
      id: view.employee.id,
      last_name: view.employee.lastName,
      first_name: view.employee.firstName,
      patronymic: view.employee.patronymic,
      inn: view.employee.inn,
      phone: view.employee.phone,
    },
    amount: kopecksToRubles(row.amountKopecks),
    breakdown: toBreakdown(row),
    service_name: row.serviceName,
    comment: row.comment,
    recipient: toRecipient(row),
    reason: row.reason,
    waiting_for: waitingFor(row),
    receipt: toReceipt(view.receipt, viewer.openReceipt),
    repeat_of: row.repeatOf,
    repeated_by: viewer.repeatedBy,
    created_by_me: row.createdBy === viewer.accountId,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    ...payoutActions(row),
  };
}

/** The contractor's view: what they receive (net for an individual payout), never the company's internals. */
export function toEmployeePayout(view: PayoutView, openReceipt: ReceiptOpenLink): EmployeePayout {
  const row = view.payout;
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    status: row.status,
    company: { id: view.company.id, name: view.company.name, inn: view.company.inn },
    amount: kopecksToRubles(row.netKopecks),
    breakdown: toBreakdown(row),
    service_name: row.serviceName,
    recipient: toRecipient(row),
    reason: row.reason,
    waiting_for: waitingFor(row),
    receipt: toReceipt(view.receipt, openReceipt),
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

/** A history event in the person's words: the label, and the detail that matters (a reason, a file, a receipt). */
export function toHistoryItem(row: HistoryEventRow) {
  const event = row.event as PayoutHistoryEvent;
  const details = row.details as {
    reason?: string;
    fileName?: string;
    receiptId?: string;
    repeatId?: string;
    text?: string;
  };
  const label = PAYOUT_HISTORY_EVENT_LABELS[event] ?? PAYOUT_HISTORY_EVENT_LABELS.UNKNOWN;
  // A whole sentence of its own (N7's wait for a signed act and its release): said as it is.
  if (details.text) return { id: String(row.seq), event, text: details.text, at: row.occurredAt.toISOString() };
  const detail =
    details.reason ??
    (details.fileName ? `«${details.fileName}»` : undefined) ??
    (details.receiptId ? `чек №${details.receiptId}` : undefined);
  return {
    id: String(row.seq),
    event,
    text: detail ? `${label}: ${detail}` : label,
    at: row.occurredAt.toISOString(),
  };
}
