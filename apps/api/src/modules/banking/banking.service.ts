/**
 * The nominal account (step sber-balance): the company asks, a job talks to the bank. The request
 * only records AWAIT_BIND and enqueues the job in one transaction, so the person never waits on the
 * bank and a crash loses nothing.
 */

import type { SberBalanceResponse } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { customerIdOf } from '../../lib/actor-scope.js';
import { AppError } from '../../lib/errors.js';
import { lockCustomer } from '../parties/index.js';
import { toSberBalance } from './banking.present.js';
import {
  clearFailedSberMarks,
  insertSberBinding,
  selectDefaultAccount,
  selectLatestSberBinding,
  setAccountIntegration,
} from './banking.repo.js';
import { bindSberBalanceJob } from './sber-binding.jobs.js';

export async function getSberBalance(ctx: ActorContext): Promise<SberBalanceResponse> {
  const customerId = customerIdOf(ctx);
  const [latest, defaultAccount] = await Promise.all([
    selectLatestSberBinding(ctx.db, customerId),
    selectDefaultAccount(ctx.db, customerId),
  ]);
  return toSberBalance(latest, defaultAccount);
}

/** Asks the bank to bind the company's default account; allowed first and after an ERROR. */
export async function requestSberBinding(ctx: ActorContext): Promise<SberBalanceResponse> {
  const customerId = customerIdOf(ctx);
  await inTransaction(ctx, async (txCtx) => {
    const customer = await lockCustomer(txCtx, customerId);
    if (!customer) throw new AppError('NOT_FOUND', { message: 'Компания не найдена' });
    const latest = await selectLatestSberBinding(txCtx.db, customerId);
    if (latest?.binding.status === 'BIND') {
      throw new AppError('INVALID_STATE', { message: 'Номинальный счёт уже подключён' });
    }
    if (latest?.binding.status === 'AWAIT_BIND') {
      throw new AppError('INVALID_STATE', { message: 'Заявка на подключение уже отправлена в банк, дождитесь ответа' });
    }
    const account = await selectDefaultAccount(txCtx.db, customerId);
    if (!account) {
      throw new AppError('VALIDATION_ERROR', {
        message:
          'Добавьте расчётный счёт компании в разделе «Профиль → Счета для выплат», затем подключите номинальный счёт',
      });
    }
    const now = txCtx.now();
    await clearFailedSberMarks(txCtx.db, customerId, now);
    const binding = await insertSberBinding(txCtx.db, { customerId, bankAccountId: account.id, requestedAt: now });
    await setAccountIntegration(txCtx.db, customerId, account.id, 'IN_PROCESS', now);
    await txCtx.jobs.enqueue(txCtx.db, bindSberBalanceJob, { bindingId: binding.id });
  });
  return getSberBalance(ctx);
}
