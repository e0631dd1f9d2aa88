/**
 * The payout API's JSON (bank.client.ts has the protocol): our recipient as the bank's body, the
 * bank's payment status and statement lines as the portal's types. A malformed answer is
 * BANK_UNAVAILABLE (nothing a retry fixes); bodies are read by retry.ts' `readJson`.
 */
import { decimalToKopecks } from '@vyplaty/contracts';
import { bankUnavailable } from '../sber/sber.client.js';
import { type BankPaymentStatus, type BankRecipient, declineReason, type StatementItem } from './bank.types.js';

export function recipientBody(recipient: BankRecipient) {
  switch (recipient.kind) {
    case 'ACCOUNT':
      return {
        type: 'ACCOUNT',
        account_number: recipient.accountNumber,
        bik: recipient.bik,
        name: recipient.name,
        ...(recipient.inn ? { inn: recipient.inn } : {}),
      };
    case 'CARD':
      return { type: 'CARD', card_number: recipient.cardNumber, name: recipient.name };
    case 'SBP':
      return { type: 'SBP', phone: recipient.phone, sbp_bank_id: recipient.sbpBankId, name: recipient.name };
  }
}

export function paymentStatus(body: Record<string, unknown>): BankPaymentStatus {
  if (body.status === 'PROCESSING') return { status: 'PROCESSING' };
  if (body.status === 'DONE' && typeof body.bank_reference === 'string' && typeof body.executed_at === 'string') {
    const executedAt = new Date(body.executed_at);
    if (!Number.isNaN(executedAt.getTime())) {
      return { status: 'DONE', executedAt, bankReference: body.bank_reference };
    }
  }
  if (body.status === 'DECLINED') {
    const code = (body.decline as { code?: unknown } | undefined)?.code;
    const known = typeof code === 'string' ? code : 'UNKNOWN';
    return { status: 'DECLINED', code: known, reason: declineReason(known) };
  }
  throw bankUnavailable('malformed');
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

export function statementItem(raw: unknown): StatementItem {
  const item = (raw ?? {}) as Record<string, unknown>;
  const payer = (item.payer ?? {}) as Record<string, unknown>;
  const amount = typeof item.amount === 'string' ? decimalToKopecks(item.amount) : null;
  const bookedAt = typeof item.booked_at === 'string' ? new Date(item.booked_at) : null;
  const reference = text(item.bank_reference);
  if (
    !reference ||
    (item.direction !== 'IN' && item.direction !== 'OUT') ||
    amount === null ||
    amount <= 0n ||
    !bookedAt ||
    Number.isNaN(bookedAt.getTime())
  ) {
    throw bankUnavailable('malformed statement');
  }
  return {
    bankReference: reference,
    direction: item.direction,
    amountKopecks: amount,
    payerInn: text(payer.inn),
    payerName: text(payer.name) ?? '',
    payerAccount: text(payer.account),
    purpose: text(item.purpose) ?? '',
    bookedAt,
    paymentId: text(item.payment_id),
  };
}
