/**
 * Moneyback (sber/moneyback): the company takes unspent money back to one of its own bank accounts.
 * In the request's transaction (under its Idempotency-Key): the company locked, the payments block and
 * the account checked, the money held (HOLD) and the `balance.moneyback` job enqueued (outbox). The job
 * sends the payment with the moneyback's id as the bank's idempotency key and settles it: DEBIT when the
 * bank paid, UNHOLD when it refused or declined (moneyback.jobs.ts).
 */

import { randomUUID } from 'node:crypto';
import { kopecksToRubles, type Moneyback, type MoneybackRequest } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import type { TxContext } from '../../db/transaction.js';
import { companyOnlyIdOf } from '../../lib/actor-scope.js';
import { AppError } from '../../lib/errors.js';
import { findCompanyBankAccount } from '../bank-accounts/index.js';
import { hold } from '../ledger/index.js';
import { lockCustomer } from '../parties/index.js';
import { insertMoneyback, type MoneybackRow, selectMoneybacks } from './balance.repo.js';
import { moneybackJob } from './moneyback.jobs.js';
import { contractNumberOf } from './nominal-account.js';
import { paymentsBlockedError, paymentsBlockOf } from './payments-block.js';

export const toMoneyback = (row: MoneybackRow): Moneyback => ({
  id: row.id,
  amount: kopecksToRubles(row.amount),
  status: row.status,
  reason: row.reason,
  bank_account_label: `${row.bankName}, счёт ${row.accountNumber}`,
  created_at: row.createdAt.toISOString(),
});

/** The company's moneybacks, newest first (the last hundred). */
export async function findMoneybacks(ctx: ActorContext): Promise<{ items: Moneyback[] }> {
  return { items: (await selectMoneybacks(ctx.db, companyOnlyIdOf(ctx), 100)).map(toMoneyback) };
}

const noAccount = () => {
  const message = 'Счёт не найден: выберите счёт компании';
  return new AppError('VALIDATION_ERROR', { message, fields: { bank_account_id: message } });
};

/** Holds the amount and queues the payment; inside withIdempotency's transaction. */
export async function createMoneyback(
  txCtx: TxContext<ActorContext>,
  customerId: string,
  input: { amount: bigint; bank_account_id: MoneybackRequest['bank_account_id'] },
): Promise<Moneyback> {
  const customer = await lockCustomer(txCtx, customerId);
  if (!customer) throw new AppError('NOT_FOUND', { message: 'Компания не найдена' });
  const block = await paymentsBlockOf(txCtx, customerId);
  if (block.blocked) throw paymentsBlockedError(block);
  const account = await findCompanyBankAccount(txCtx, customerId, input.bank_account_id);
  if (!account) throw noAccount();

  const id = randomUUID();
  const { holdId } = await hold(txCtx, {
    customerId,
    amountKopecks: input.amount,
    referenceKind: 'MONEYBACK',
    referenceId: id,
    description: `Возврат остатка на счёт ${account.accountNumber}`,
  });
  const row = await insertMoneyback(txCtx.db, {
    id,
    customerId,
    bankAccountId: account.id,
    amount: input.amount,
    status: 'PENDING',
    holdId,
    accountNumber: account.accountNumber,
    bik: account.bik,
    bankName: account.bankName,
    recipientName: customer.organisationName,
    recipientInn: customer.inn,
    purpose: `Возврат неиспользованного остатка по договору № ${contractNumberOf(customerId)}. НДС не облагается`,
    createdAt: txCtx.now(),
  });
  await txCtx.jobs.enqueue(txCtx.db, moneybackJob, { moneybackId: id, polls: 0 });
  return toMoneyback(row);
}
