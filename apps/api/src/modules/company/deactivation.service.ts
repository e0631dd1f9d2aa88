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
import { blockCompanyLogins, findAccount } from '../auth/index.js';
import { lockCustomer, updateCustomer } from '../parties/index.js';

const deactivateAttempts: RateLimitRule = {
  name: 'company-deactivate',
  limit: 10,
  windowSeconds: 900,
  message: 'Слишком много попыток. Попробуйте через 15 минут',
};

export async function deactivateCompany(ctx: ActorContext, input: DeactivateCompanyRequest): Promise<void> {
  const customerId = customerIdOf(ctx);
  await consumeRateLimit(ctx.db, deactivateAttempts, ctx.actor.accountId, ctx.now());
  const account = await findAccount(ctx, ctx.actor.accountId);
  if (!account || !(await verifyPassword(account.passwordHash, input.password))) {
    throw new AppError('WRONG_PASSWORD', { message: 'Неверный пароль', fields: { password: 'Неверный пароль' } });
  }
  await inTransaction(ctx, async (txCtx) => {
    const company = await lockCustomer(txCtx, customerId);
    if (!company) throw new AppError('NOT_FOUND', { message: 'Компания не найдена' });
    if (!company.deactivatedAt) await updateCustomer(txCtx, customerId, { deactivatedAt: txCtx.now() });
    await blockCompanyLogins(txCtx, customerId);
  });
}
