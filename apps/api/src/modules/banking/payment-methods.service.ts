/**
 * user/payment_methods (docs/decisions/scope-and-payment-methods.md): how the company may pay — its balance on
 * the platform's nominal account, topped up by a bank transfer, or its own current account through
 * 1C:DirectBank — each with `available` and the steps still needed, read from what each step leaves behind:
 *
 * - the nominal account: a login of the company accepted the offer in force; the nominal account bound (BIND,
 *   the registration's step sber-balance); support has not stopped the company's payouts;
 * - 1C:DirectBank: the portal has a DirectBank connection; the company has a current account; a live session of
 *   its bank (logged in with the bank's login, password and SMS code, not expired or logged out).
 */
import type { PaymentMethod, PaymentMethodStep, PaymentMethodsResponse } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { customerIdOf } from '../../lib/actor-scope.js';
import { paymentsBlockOf } from '../balance/index.js';
import { hasAcceptedCurrentOffer } from '../offers/index.js';
import { selectDefaultAccount, selectLatestSberBinding } from './banking.repo.js';
import { getDirectBankSession } from './direct-bank.service.js';

const PAYMENTS_ACCOUNTS = '/profile/payments-accounts';
const ONLY_COMPANY = 'Способы оплаты есть только у компании';

const method = (
  fields: Omit<PaymentMethod, 'available' | 'steps'>,
  steps: (PaymentMethodStep | false)[],
): PaymentMethod => {
  const left = steps.filter((s): s is PaymentMethodStep => s !== false);
  return { ...fields, available: left.length === 0, steps: left };
};

export async function paymentMethods(ctx: ActorContext): Promise<PaymentMethodsResponse> {
  const customerId = customerIdOf(ctx, ONLY_COMPANY);
  const [offerAccepted, binding, block, bankAccount, session] = await Promise.all([
    hasAcceptedCurrentOffer(ctx, customerId),
    selectLatestSberBinding(ctx.db, customerId),
    paymentsBlockOf(ctx, customerId),
    selectDefaultAccount(ctx.db, customerId),
    getDirectBankSession(ctx),
  ]);
  const bound = binding?.binding.status === 'BIND';
  const nominal = method(
    {
      kind: 'NOMINAL_ACCOUNT',
      title: 'Баланс на номинальном счёте',
      description:
        'Компания пополняет баланс платёжным поручением на номинальный счёт платформы, выплаты исполнителям идут с баланса.',
      connected: bound,
    },
    [
      !offerAccepted && {
        code: 'ACCEPT_OFFER',
        text: 'Примите действующую редакцию оферты платформы',
        path: '/profile/documents/agreements',
      },
      !bound && {
        code: 'BIND_NOMINAL_ACCOUNT',
        text:
          binding?.binding.status === 'AWAIT_BIND'
            ? 'Дождитесь ответа банка на заявку о подключении номинального счёта'
            : 'Подключите номинальный счёт: заявка уходит в банк с основным расчётным счётом компании',
        path: '/customer-complete-registration/sber-balance',
      },
      block.blocked && {
        code: 'PAYMENTS_UNBLOCK',
        text: block.reason
          ? `Выплаты компании приостановлены службой поддержки: ${block.reason}. Обратитесь в поддержку`
          : 'Выплаты компании приостановлены службой поддержки. Обратитесь в поддержку',
        path: null,
      },
    ],
  );
  const live = session.status === 'ACTIVE';
  const directBank = method(
    {
      kind: 'ONE_C_DIRECT_BANK',
      title: 'Свой расчётный счёт через 1С:ДиректБанк',
      description:
        'Платёжные поручения по выплатам уходят в банк компании по 1С:ДиректБанк и оплачиваются с её расчётного счёта.',
      connected: live,
    },
    [
      !ctx.oneCDirectBank && {
        code: 'DIRECT_BANK_SETUP',
        text: 'Подключение банков через 1С:ДиректБанк на портале ещё не настроено: обратитесь в поддержку',
        path: null,
      },
      !bankAccount && {
        code: 'ADD_BANK_ACCOUNT',
        text: 'Добавьте расчётный счёт компании в разделе «Счета для выплат»',
        path: PAYMENTS_ACCOUNTS,
      },
      !live && {
        code: 'LOGIN_DIRECT_BANK',
        text:
          session.status === 'EXPIRED'
            ? 'Сессия банка истекла: войдите в банк снова — логин, пароль и код из СМС'
            : session.status === 'OTP_REQUIRED'
              ? 'Введите код из СМС, который прислал банк, чтобы завершить вход'
              : 'Войдите в банк через 1С:ДиректБанк: логин, пароль и код из СМС',
        path: PAYMENTS_ACCOUNTS,
      },
    ],
  );
  return { items: [nominal, directBank] };
}
