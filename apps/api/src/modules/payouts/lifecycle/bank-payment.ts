/**
 * The bank's payment of a payout. Its request is fixed when the payout is paid (`bankRequestOf`, kept in
 * payouts.bank_request): what leaves the balance (the НПД amount, the individual payout's net), the
 * recipient snapshot with the contractor's name and ИНН then, and a purpose line within the bank's 210
 * characters naming the company as it was called then. Every send and resend is that request byte for
 * byte (the payout id is the bank's idempotency key, and a bank holding the id with another body answers
 * 409), and a later rename of the company or the contractor changes nothing already paid. The card number
 * is decrypted in `bankPaymentOf`, for the one request, and goes nowhere else (never into a log).
 */

import type { AppContext } from '../../../context.js';
import type { StoredBankRequest } from '../../../db/schema/index.js';
import type { BankPaymentRequest } from '../../../integrations/bank/bank.types.js';
import { cardCipher } from '../../requisites/index.js';
import type { PayoutRow } from '../payouts.repo.js';

const PURPOSE_MAX = 210;

function purposeOf(row: PayoutRow, company: string): string {
  const text =
    row.kind === 'NPD'
      ? `Оплата услуг самозанятого по выплате №${row.number} от ${company}: ${row.serviceName}. Без НДС`
      : `Вознаграждение по договору ГПХ, выплата №${row.number} от ${company}: ${row.serviceName}. НДФЛ удержан. Без НДС`;
  return text.length > PURPOSE_MAX ? `${text.slice(0, PURPOSE_MAX - 1)}…` : text;
}

export type PaymentParty = {
  lastName?: string | null;
  firstName?: string | null;
  patronymic?: string | null;
  inn?: string | null;
};

/** The request of a priced payout with its recipient snapshot, as the bank will get it (the card aside). */
export function bankRequestOf(
  row: PayoutRow,
  contractor: PaymentParty | undefined,
  companyName: string | undefined,
): StoredBankRequest {
  const name = [contractor?.lastName, contractor?.firstName, contractor?.patronymic].filter(Boolean).join(' ');
  const common = { amountKopecks: String(row.netKopecks), purpose: purposeOf(row, companyName ?? 'компании') };
  if (row.recipientKind === 'CARD') return { ...common, recipient: { kind: 'CARD', name } };
  if (row.recipientKind === 'SBP') {
    return {
      ...common,
      recipient: { kind: 'SBP', phone: row.recipientSbpPhone ?? '', sbpBankId: row.recipientSbpBankId ?? '', name },
    };
  }
  return {
    ...common,
    recipient: {
      kind: 'ACCOUNT',
      accountNumber: row.recipientAccountNumber ?? '',
      bik: row.recipientBik ?? '',
      name,
      ...(contractor?.inn ? { inn: contractor.inn } : {}),
    },
  };
}

/** The payment the bank gets for a payout marked sent (its request is fixed by then). */
export function bankPaymentOf(ctx: AppContext, row: PayoutRow): BankPaymentRequest {
  const request = row.bankRequest;
  if (!request) throw new Error(`payout ${row.id}: sent without a fixed bank request`);
  const common = { paymentId: row.id, amountKopecks: BigInt(request.amountKopecks), purpose: request.purpose };
  if (request.recipient.kind !== 'CARD') return { ...common, recipient: request.recipient };
  if (!row.recipientCardEncrypted) throw new Error(`payout ${row.id}: no card in the recipient snapshot`);
  const cardNumber = cardCipher(ctx).decrypt(row.recipientCardEncrypted, row.employeeId);
  return { ...common, recipient: { kind: 'CARD', cardNumber, name: request.recipient.name } };
}
