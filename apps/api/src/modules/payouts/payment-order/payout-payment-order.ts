/**
 * A payout's payment order (платёжное поручение) from the company's own account, for the 1C:DirectBank
 * mode (docs/decisions/bank.md): the 1C exchange file (1.03) or the printable form. Payer: the company
 * and its default bank account; recipient: the payout's snapshot, which must be a bank account (a card
 * or СБП cannot be paid by an order); amount: what the contractor receives (the net); number and date:
 * the payout's. Signing it with КЭП, its state and the signed copies: payout-payment-order-kep.ts.
 */
import type { PayoutKind } from '@vyplaty/contracts';
import type { ActorContext } from '../../../context.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { orderDate, type PaymentOrder, PURPOSE_MAX } from '../../../lib/one-c-exchange/payment-order.js';
import { type PaymentOrderSignature, renderPaymentOrderPdf } from '../../../lib/one-c-exchange/payment-order-pdf.js';
import { writePaymentOrders } from '../../../lib/one-c-exchange/write-exchange.js';
import { findDefaultBankAccount } from '../../bank-accounts/index.js';
import { findCustomer } from '../../parties/index.js';
import { PAYOUT_NOT_FOUND_MESSAGE, payoutsOwnerIdOf } from '../payout-scope.js';
import type { PayoutView } from '../read/payouts-read.repo.js';
import { selectPayoutView } from '../read/payouts-read.repo.js';
import { selectRecipientBank } from './payout-payment-order.repo.js';

export const NOT_AN_ACCOUNT_REASON =
  'Платёжное поручение оформляется только на банковский счёт, а выплата идёт на карту или по СБП';
export const NO_RECIPIENT_REASON =
  'У выплаты ещё нет получателя: платёжное поручение можно оформить после того, как выплата отправлена в оплату';
export const NO_PAYER_ACCOUNT_REASON =
  'У компании нет расчётного счёта: добавьте его в профиле, в разделе «Платёжные реквизиты»';

const conflict = (message: string) => new AppError('CONFLICT', { message });

/** The purpose within the bank's 210 characters: the service is shortened, the payout number and «НДС не облагается» kept. */
export function paymentOrderPurpose(kind: PayoutKind, number: number, serviceName: string): string {
  const head =
    kind === 'NPD'
      ? `Оплата услуг самозанятого по выплате №${number}: `
      : `Вознаграждение по договору ГПХ, выплата №${number}: `;
  const tail = kind === 'NPD' ? '. НДС не облагается' : '. НДФЛ удержан. НДС не облагается';
  const room = PURPOSE_MAX - head.length - tail.length;
  const service = serviceName.replace(/\s+/g, ' ').trim();
  // Three dots, not «…»: the exchange file writes «…» as three characters, past the limit.
  const shortened = service.length > room ? `${service.slice(0, room - 3).trimEnd()}...` : service;
  return `${head}${shortened}${tail}`;
}

export async function orderOf(ctx: ActorContext, customerId: string, view: PayoutView): Promise<PaymentOrder> {
  const row = view.payout;
  if (!row.recipientKind) throw conflict(NO_RECIPIENT_REASON);
  if (row.recipientKind !== 'BANK_ACCOUNT') throw conflict(NOT_AN_ACCOUNT_REASON);
  const [account, customer] = await Promise.all([
    findDefaultBankAccount(ctx, customerId),
    findCustomer(ctx, customerId),
  ]);
  if (!account) throw conflict(NO_PAYER_ACCOUNT_REASON);
  const bik = row.recipientBik ?? '';
  const recipientBank = await selectRecipientBank(ctx.db, bik, row.recipientRequisiteId);
  const { employee } = view;
  return {
    // 1–6 digits: past payout 999999 the order carries the number's last six digits.
    number: String(row.number).slice(-6),
    date: row.createdAt,
    amountKopecks: row.netKopecks,
    payer: {
      name: customer?.organisationName ?? view.company.name,
      inn: customer?.inn ?? view.company.inn,
      kpp: customer?.kpp ?? null,
      account: account.accountNumber,
      bankName: account.bankName,
      bankCity: null,
      bik: account.bik,
      corrAccount: account.corrAccount,
    },
    recipient: {
      name: [employee.lastName, employee.firstName, employee.patronymic].filter(Boolean).join(' '),
      inn: employee.inn,
      kpp: null,
      account: row.recipientAccountNumber ?? '',
      bankName: recipientBank?.bankName ?? '',
      bankCity: null,
      bik,
      corrAccount: recipientBank?.corrAccount ?? null,
    },
    purpose: paymentOrderPurpose(row.kind, row.number, row.serviceName),
  };
}

export type PaymentOrderFile = { name: string; mimeType: string; bytes: Uint8Array };

/** The company's own payout, its order (VALIDATION_ERROR / 409 when it cannot be one) and the order's name. */
export async function loadPaymentOrder(ctx: ActorContext, kind: PayoutKind, id: string) {
  const customerId = payoutsOwnerIdOf(ctx);
  const view = isUuid(id) ? await selectPayoutView(ctx.db, customerId, kind, id) : undefined;
  if (!view) throw notFound(PAYOUT_NOT_FOUND_MESSAGE);
  const order = await orderOf(ctx, customerId, view);
  const name = `Платёжное поручение № ${order.number} от ${orderDate(order.date)}`;
  return { customerId, payout: view.payout, order, name };
}

export type LoadedPaymentOrder = Awaited<ReturnType<typeof loadPaymentOrder>>;

/** The exchange file as handed out to sign: its creation time is the one fixed when first prepared. */
export const exchangeFileOf = (loaded: LoadedPaymentOrder, createdAt: Date): PaymentOrderFile => ({
  name: `${loaded.name}.txt`,
  mimeType: 'text/plain; charset=windows-1251',
  bytes: writePaymentOrders([loaded.order], createdAt),
});

export const printableOf = async (
  loaded: LoadedPaymentOrder,
  now: Date,
  signature: PaymentOrderSignature | null,
): Promise<PaymentOrderFile> => ({
  name: `${loaded.name}.pdf`,
  mimeType: 'application/pdf',
  bytes: await renderPaymentOrderPdf(loaded.order, now, signature),
});
