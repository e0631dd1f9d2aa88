/**
 * What the bank sandbox checks at the door (a refused payment is answered 400 with the bank's code),
 * whom it declines later (the deny list), and how it writes payments and statement lines in its answers.
 */
import { accountValid, bikValid, decimalToKopecks, kopecksToRubles, luhnValid } from '@vyplaty/contracts';
import type { BankSandboxState, SandboxPayment, SandboxRecipient, SandboxStatementItem } from './bank.sandbox-state.js';

type Refusal = { code: string; message: string };

const digits = (value: string) => value.replace(/\D/g, '');

/** What the bank checks at the door (answered 400 at once); undefined when the recipient is acceptable. */
export function checkRecipient(raw: unknown): { recipient: SandboxRecipient } | Refusal {
  const r = (raw ?? {}) as Record<string, unknown>;
  const str = (key: string) => (typeof r[key] === 'string' ? (r[key] as string).trim() : '');
  const name = str('name');
  if (!name) return { code: 'INVALID_RECIPIENT', message: 'recipient.name is required' };
  if (r.type === 'ACCOUNT') {
    const account = str('account_number');
    const bik = str('bik');
    if (!bikValid(bik) || !accountValid(account, bik)) {
      return { code: 'INVALID_ACCOUNT', message: 'account_number does not match bik' };
    }
    const inn = str('inn');
    return { recipient: { type: 'ACCOUNT', account_number: account, bik, name, ...(inn ? { inn } : {}) } };
  }
  if (r.type === 'CARD') {
    const card = str('card_number');
    if (!/^\d{16,19}$/.test(card) || !luhnValid(card)) return { code: 'INVALID_CARD', message: 'card_number invalid' };
    return { recipient: { type: 'CARD', card_number: card, name } };
  }
  if (r.type === 'SBP') {
    const phone = str('phone');
    if (!/^\+?7\d{10}$/.test(phone)) return { code: 'INVALID_PHONE', message: 'phone must be +7XXXXXXXXXX' };
    const bank = str('sbp_bank_id');
    if (!/^1\d{11}$/.test(bank)) return { code: 'INVALID_SBP_BANK', message: 'sbp_bank_id unknown' };
    return { recipient: { type: 'SBP', phone: `+${digits(phone)}`, sbp_bank_id: bank, name } };
  }
  return { code: 'INVALID_RECIPIENT', message: 'recipient.type must be ACCOUNT, CARD or SBP' };
}

export type PaymentBody = { amount?: unknown; currency?: unknown; recipient?: unknown; purpose?: unknown };

/** The whole request checked: a payment draft or the refusal (400) with the bank's code. */
export function checkPayment(
  body: PaymentBody,
): { amountKopecks: bigint; recipient: SandboxRecipient; purpose: string; fingerprint: string } | Refusal {
  const amount = typeof body.amount === 'string' ? decimalToKopecks(body.amount) : null;
  if (amount === null || amount <= 0n || (body.currency !== undefined && body.currency !== 'RUB')) {
    return { code: 'INVALID_AMOUNT', message: 'amount must be a positive decimal in RUB' };
  }
  const purpose = typeof body.purpose === 'string' ? body.purpose.trim() : '';
  if (!purpose || purpose.length > 210) return { code: 'INVALID_PURPOSE', message: 'purpose must be 1..210 chars' };
  const checked = checkRecipient(body.recipient);
  if ('code' in checked) return checked;
  const fingerprint = JSON.stringify([amount.toString(), checked.recipient, purpose]);
  return { amountKopecks: amount, recipient: checked.recipient, purpose, fingerprint };
}

export function deniedCode(state: BankSandboxState, recipient: SandboxRecipient): string | undefined {
  const deny = state.faults.denyRecipients;
  if (recipient.type === 'ACCOUNT') {
    return deny.has(recipient.account_number) || (recipient.inn && deny.has(recipient.inn))
      ? 'ACCOUNT_CLOSED'
      : undefined;
  }
  if (recipient.type === 'CARD') return deny.has(recipient.card_number) ? 'CARD_DECLINED' : undefined;
  return deny.has(digits(recipient.phone)) || deny.has(recipient.phone) ? 'SBP_RECIPIENT_NOT_FOUND' : undefined;
}

export const DECLINE_MESSAGES: Record<string, string> = {
  ACCOUNT_CLOSED: 'Recipient account is closed or unknown',
  CARD_DECLINED: 'Card issuer declined the credit',
  SBP_RECIPIENT_NOT_FOUND: 'No SBP recipient for this phone at this bank',
  RECIPIENT_BANK_DECLINED: 'Recipient bank returned the payment',
};

const iso = (ms: number) => new Date(ms).toISOString();

/** A payment as the protocol answers it. */
export function paymentView(payment: SandboxPayment) {
  return {
    payment_id: payment.id,
    status: payment.status,
    amount: kopecksToRubles(payment.amountKopecks),
    created_at: iso(payment.receivedAt),
    ...(payment.status === 'DONE' && payment.executedAt !== null
      ? { executed_at: iso(payment.executedAt), bank_reference: payment.bankReference }
      : {}),
    ...(payment.status === 'DECLINED' && payment.outcome.status === 'DECLINED'
      ? { decline: { code: payment.outcome.code, message: payment.outcome.message } }
      : {}),
  };
}

/** A statement line as the protocol answers it. */
export function statementView(item: SandboxStatementItem) {
  return {
    bank_reference: item.bankReference,
    direction: item.direction,
    amount: kopecksToRubles(item.amountKopecks),
    payer: item.payer,
    purpose: item.purpose,
    booked_at: iso(item.bookedAt),
    payment_id: item.paymentId,
  };
}
