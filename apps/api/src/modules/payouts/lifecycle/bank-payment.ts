/**
 * The bank's payment of a payout: the payout id as the payment id (the bank's idempotency key), what
 * leaves the balance (the НПД amount, the individual payout's net), the recipient snapshot taken when
 * the payout was paid, and a purpose line within the bank's 210 characters. The card number is
 * decrypted here, for this one request, and goes nowhere else (never into a log).
 */
import type { AppContext } from '../../../context.js';
import type { BankPaymentRequest, BankRecipient } from '../../../integrations/bank/bank.types.js';
import { findCustomer, findEmployee } from '../../parties/index.js';
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

export async function bankPaymentOf(ctx: AppContext, row: PayoutRow): Promise<BankPaymentRequest> {
  const [employee, customer] = await Promise.all([
    findEmployee(ctx, row.employeeId),
    findCustomer(ctx, row.customerId),
  ]);
  return bankPaymentWith(ctx, row, employee, customer?.organisationName ?? undefined);
}

export type PaymentParty = {
  lastName?: string | null;
  firstName?: string | null;
  patronymic?: string | null;
  inn?: string | null;
};

/** bankPaymentOf with the contractor and the company's name read already (a batch reads them once). */
export function bankPaymentWith(
  ctx: AppContext,
  row: PayoutRow,
  employee: PaymentParty | undefined,
  companyName: string | undefined,
): BankPaymentRequest {
  const name = [employee?.lastName, employee?.firstName, employee?.patronymic].filter(Boolean).join(' ');
  let recipient: BankRecipient;
  if (row.recipientKind === 'CARD') {
    if (!row.recipientCardEncrypted) throw new Error(`payout ${row.id}: no card in the recipient snapshot`);
    recipient = { kind: 'CARD', cardNumber: cardCipher(ctx).decrypt(row.recipientCardEncrypted, row.employeeId), name };
  } else if (row.recipientKind === 'SBP') {
    recipient = { kind: 'SBP', phone: row.recipientSbpPhone ?? '', sbpBankId: row.recipientSbpBankId ?? '', name };
  } else {
    recipient = {
      kind: 'ACCOUNT',
      accountNumber: row.recipientAccountNumber ?? '',
      bik: row.recipientBik ?? '',
      name,
      ...(employee?.inn ? { inn: employee.inn } : {}),
    };
  }
  return {
    paymentId: row.id,
    amountKopecks: row.netKopecks,
    recipient,
    purpose: purposeOf(row, companyName ?? 'компании'),
  };
}
