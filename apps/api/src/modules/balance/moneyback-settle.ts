/**
 * How a moneyback ends (moneyback.jobs.ts calls it with the bank's last word): DEBIT when the bank paid,
 * UNHOLD when it refused or declined; the row finished and the company told, in one transaction.
 */
import { formatKopecks } from '@vyplaty/contracts';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { postHold, voidHold } from '../ledger/index.js';
import { notify } from '../notifications/index.js';
import { lockCustomer } from '../parties/index.js';
import { finishMoneybackRow, lockMoneyback, selectMoneyback } from './balance.repo.js';

export type MoneybackOutcome = { status: 'DONE'; bankReference: string } | { status: 'DECLINED'; reason: string };

/**
 * The bank's last word on a moneyback: DEBIT (paid) or UNHOLD (refused, declined), the row finished and
 * the company told. Once: a moneyback already finished is left as it is.
 */
export async function settleMoneyback(ctx: AppContext, moneybackId: string, outcome: MoneybackOutcome): Promise<void> {
  await inTransaction(ctx, async (txCtx) => {
    const known = await selectMoneyback(txCtx.db, moneybackId);
    if (!known) return;
    // Lock order (ADR 009): the company, then the moneyback, then the ledger's accounts.
    await lockCustomer(txCtx, known.customerId);
    const row = await lockMoneyback(txCtx.db, moneybackId);
    if (row?.status !== 'PENDING') return;
    const now = txCtx.now();
    const amount = formatKopecks(row.amount);
    if (outcome.status === 'DONE') {
      await postHold(txCtx, { holdId: row.holdId, description: `Возврат остатка на счёт ${row.accountNumber}` });
      await finishMoneybackRow(txCtx.db, row.id, {
        status: 'DONE',
        reason: null,
        bankReference: outcome.bankReference,
        finishedAt: now,
      });
      await notify(
        txCtx,
        { customerId: row.customerId },
        {
          title: 'Остаток возвращён',
          body: `${amount} отправлено на счёт ${row.accountNumber}`,
          type: 'other',
          url: '/profile/balance',
        },
      );
      return;
    }
    await voidHold(txCtx, { holdId: row.holdId, description: `Возврат остатка не выполнен: ${outcome.reason}` });
    await finishMoneybackRow(txCtx.db, row.id, {
      status: 'DECLINED',
      reason: outcome.reason,
      bankReference: null,
      finishedAt: now,
    });
    await notify(
      txCtx,
      { customerId: row.customerId },
      {
        title: 'Возврат остатка не выполнен',
        body: `${amount} остались на балансе. ${outcome.reason}`,
        type: 'other',
        url: '/profile/balance',
      },
    );
  });
}
