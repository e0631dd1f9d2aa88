/**
 * SPEC §7 `user/deactivate/`: the company stops using the platform. The password of the person asking
 * is required; then every login of the company is blocked and every session ends at once (login and
 * refresh refuse BLOCKED accounts). Restoring access goes through support.
 */

import type { DeactivateCompanyRequest } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { customerIdOf } from '../../lib/actor-scope.js';
import { AppError } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rate-limit.js';
import { selectAccountById } from '../auth/accounts.repo.js';
import { deactivateCompanyRows, lockCompany } from './company.repo.js';

const deactivateAttempts: RateLimitRule = {
  name: 'company-deactivate',
  limit: 10,
  windowSeconds: 900,
  message: 'Слишком много попыток. Попробуйте через 15 минут',
};

export async function deactivateCompany(ctx: ActorContext, input: DeactivateCompanyRequest): Promise<void> {
  const customerId = customerIdOf(ctx);
  await consumeRateLimit(ctx.db, deactivateAttempts, ctx.actor.accountId, ctx.now());
  const account = await selectAccountById(ctx.db, ctx.actor.accountId);
  if (!account || !(await verifyPassword(account.passwordHash, input.password))) {
    throw new AppError('WRONG_PASSWORD', { message: 'Неверный пароль', fields: { password: 'Неверный пароль' } });
  }
  await inTransaction(ctx, async (txCtx) => {
    if (!(await lockCompany(txCtx.db, customerId))) throw new AppError('NOT_FOUND', { message: 'Компания не найдена' });
    await deactivateCompanyRows(txCtx.db, customerId, txCtx.now());
  });
}
