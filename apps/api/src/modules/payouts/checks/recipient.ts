/**
 * Where a payout's money goes: the contractor's primary requisite, copied onto the payout when it is
 * paid (so a later change of requisites never redirects money already sent), shown masked, and turned
 * into the bank's recipient by the job. The card number stays the requisites' ciphertext (ADR 007)
 * until the job decrypts it for the bank; it is never logged.
 */
import type { PayoutRow, PrimaryRequisite } from '../payouts.repo.js';

const last4 = (value: string | null) => (value ?? '').replace(/\D/g, '').slice(-4);

/** «+79991234501» → «+7 999 •••-••-01». */
const maskedPhone = (phone: string | null) => {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length === 11 ? `+7 ${digits.slice(1, 4)} •••-••-${digits.slice(-2)}` : '•••';
};

/** «Счёт •• 1234, ПАО Сбербанк», «Карта •• 4242», «СБП +7 999 •••-••-01, Сбербанк». */
export function recipientLabel(requisite: PrimaryRequisite): string {
  if (requisite.kind === 'CARD') return `Карта •• ${last4(requisite.cardNumberMasked)}`;
  if (requisite.kind === 'SBP') {
    return `СБП ${maskedPhone(requisite.sbpPhone)}${requisite.sbpBankName ? `, ${requisite.sbpBankName}` : ''}`;
  }
  return `Счёт •• ${last4(requisite.accountNumber)}${requisite.bankName ? `, ${requisite.bankName}` : ''}`;
}

/** The payout's recipient columns from the requisite (the card's ciphertext as the requisites hold it). */
export const recipientSnapshot = (requisite: PrimaryRequisite) =>
  ({
    recipientKind: requisite.kind,
    recipientLabel: recipientLabel(requisite),
    recipientRequisiteId: requisite.id,
    recipientBik: requisite.bik,
    recipientAccountNumber: requisite.accountNumber,
    recipientCardEncrypted: requisite.cardNumberEncrypted,
    recipientSbpPhone: requisite.sbpPhone,
    recipientSbpBankId: requisite.sbpBankId,
  }) satisfies Partial<PayoutRow>;
