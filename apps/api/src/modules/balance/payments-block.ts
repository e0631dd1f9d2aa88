/**
 * The payments block (`payments_block`, support-only): support stops a company's payouts and
 * moneybacks, with a reason the company sees on its balance screen. The payouts module asks
 * `isPaymentsBlocked` before it holds money; moneyback here does the same.
 */
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { lockCustomer } from '../parties/index.js';
import { selectPaymentsBlock, upsertPaymentsBlock } from './balance.repo.js';

export type PaymentsBlock = { blocked: boolean; reason: string | null };

/** Whether support stopped the company's payouts, and why (read inside the caller's transaction when given one). */
export async function paymentsBlockOf(ctx: Pick<AppContext, 'db'>, customerId: string): Promise<PaymentsBlock> {
  const row = await selectPaymentsBlock(ctx.db, customerId);
  return row?.blocked ? { blocked: true, reason: row.reason } : { blocked: false, reason: null };
}

export const isPaymentsBlocked = async (ctx: Pick<AppContext, 'db'>, customerId: string): Promise<boolean> =>
  (await paymentsBlockOf(ctx, customerId)).blocked;

/** The refusal of a money-moving call while the company's payouts are blocked. */
export const paymentsBlockedError = (block: PaymentsBlock) =>
  new AppError('INVALID_STATE', {
    message: block.reason
      ? `Выплаты компании приостановлены службой поддержки: ${block.reason}`
      : 'Выплаты компании приостановлены службой поддержки',
  });

/** Support blocks or resumes the company's payouts (company row locked: the payouts being created wait for it). */
export async function setPaymentsBlock(
  ctx: AppContext,
  input: { customer_id: string; blocked: boolean; reason?: string | undefined },
): Promise<void> {
  await inTransaction(ctx, async (txCtx) => {
    if (!(await lockCustomer(txCtx, input.customer_id))) {
      throw new AppError('NOT_FOUND', { message: 'Компания не найдена' });
    }
    await upsertPaymentsBlock(txCtx.db, {
      customerId: input.customer_id,
      blocked: input.blocked,
      reason: input.blocked ? input.reason?.trim() || null : null,
      updatedAt: txCtx.now(),
    });
  });
}
