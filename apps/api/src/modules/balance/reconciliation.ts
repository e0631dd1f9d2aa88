/**
 * The nightly reconciliation (job `ledger.reconcile`, DOMAIN §7.3): every check of every module runs,
 * and whatever they find is sent to support in one letter. This module's own checks: the ledger's
 * balances against its entries and its operations' legs, HOLDs left unresolved for more than a day,
 * arrivals no company was found for, and moneybacks the bank paid that the ledger did not debit. Other
 * modules add theirs through their AppModule's `reconciliationChecks` (payouts: the bank statement's OUT
 * items and the НПД receipts); runtime.ts hands the whole list over with `useReconciliationChecks`.
 */
import { formatKopecks } from '@vyplaty/contracts';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { escapeHtml } from '../../lib/html.js';
import { moscowDateTime } from '../../lib/moscow-time.js';
import { findUnresolvedHolds, reconcileBalances } from '../ledger/index.js';
import { sendEmailJob } from '../messaging/index.js';
import type { ReconciliationCheck, ReconciliationFinding } from '../module.js';
import { countUnmatchedArrivals, selectPaidMoneybacksNotDone } from './balance.repo.js';

/** A HOLD older than this is stuck: a payout or moneyback takes minutes, a bank's slowest answer hours. */
const STALE_HOLD_HOURS = 24;
const MAX_STALE_HOLDS_LISTED = 200;

export const ledgerBalancesCheck: ReconciliationCheck = {
  name: 'ledger.balances',
  async run(ctx) {
    return (await reconcileBalances(ctx)).map((m): ReconciliationFinding => {
      if (m.kind === 'ACCOUNT_CACHE') {
        return {
          check: 'ledger.balances',
          customerId: m.customerId,
          message:
            `Остаток счёта ${m.accountKind} (№ ${m.accountId}) не равен сумме проводок: ` +
            `в остатке ${formatKopecks(m.cachedPostedKopecks)} и резерв ${formatKopecks(m.cachedPendingKopecks)}, ` +
            `по проводкам ${formatKopecks(m.entriesPostedKopecks)} и резерв ${formatKopecks(m.entriesPendingKopecks)}`,
        };
      }
      return {
        check: 'ledger.balances',
        customerId: m.customerId,
        message:
          `Проводки операции ${m.operationId} не дают в сумме ноль: ` +
          `проведённые ${formatKopecks(m.postedSumKopecks)}, резерв ${formatKopecks(m.pendingSumKopecks)}`,
      };
    });
  },
};

export const unresolvedHoldsCheck: ReconciliationCheck = {
  name: 'ledger.unresolved-holds',
  async run(ctx) {
    const olderThan = new Date(ctx.now().getTime() - STALE_HOLD_HOURS * 3_600_000);
    const holds = await findUnresolvedHolds(ctx, { olderThan, limit: MAX_STALE_HOLDS_LISTED });
    return holds.map((h) => ({
      check: 'ledger.unresolved-holds',
      customerId: h.customerId,
      message:
        `Резерв ${formatKopecks(h.amountKopecks)} (${h.referenceKind ?? '—'} ${h.referenceId ?? '—'}, «${h.description}») ` +
        `с ${moscowDateTime(h.createdAt)} не списан и не снят`,
    }));
  },
};

export const unmatchedArrivalsCheck: ReconciliationCheck = {
  name: 'balance.unmatched-arrivals',
  async run(ctx) {
    const { count, totalKopecks } = await countUnmatchedArrivals(ctx.db);
    if (count === 0) return [];
    return [
      {
        check: 'balance.unmatched-arrivals',
        customerId: null,
        message: `Не зачислены поступления на номинальный счёт, плательщик не найден: ${count} на ${formatKopecks(totalKopecks)}`,
      },
    ];
  },
};

export const paidMoneybacksCheck: ReconciliationCheck = {
  name: 'balance.moneybacks-paid',
  async run(ctx) {
    const dayAgo = new Date(ctx.now().getTime() - 86_400_000);
    return (await selectPaidMoneybacksNotDone(ctx.db, dayAgo)).map((m) => ({
      check: 'balance.moneybacks-paid',
      customerId: m.customerId,
      message:
        `Возврат остатка ${m.id} на ${formatKopecks(m.amount)} банк исполнил (выписка, ${m.statementReference}), ` +
        `а на балансе он ${m.status === 'DECLINED' ? 'отклонён и деньги возвращены на баланс' : 'всё ещё в обработке'}`,
    }));
  },
};

export const balanceReconciliationChecks: readonly ReconciliationCheck[] = [
  ledgerBalancesCheck,
  unresolvedHoldsCheck,
  unmatchedArrivalsCheck,
  paidMoneybacksCheck,
];

let checksInUse: readonly ReconciliationCheck[] = balanceReconciliationChecks;

/** The checks of every module (runtime.ts, from each AppModule's `reconciliationChecks`). */
export function useReconciliationChecks(checks: readonly ReconciliationCheck[]): void {
  checksInUse = checks;
}

/** Runs every check; a check that fails is itself a finding, so one broken check never hides the others. */
export async function runReconciliation(ctx: AppContext): Promise<ReconciliationFinding[]> {
  const findings: ReconciliationFinding[] = [];
  for (const check of checksInUse) {
    try {
      findings.push(...(await check.run(ctx)));
    } catch (error) {
      ctx.log.error({ err: error, check: check.name }, 'reconciliation check failed');
      findings.push({ check: check.name, customerId: null, message: `Проверка ${check.name} не выполнена: ошибка` });
    }
  }
  return findings;
}

/** The nightly run: every finding to support in one letter (none when all is well). */
export async function reconcileAndReport(ctx: AppContext): Promise<ReconciliationFinding[]> {
  const findings = await runReconciliation(ctx);
  ctx.log.info({ findings: findings.length }, 'reconciliation done');
  if (findings.length === 0) return findings;
  const text = [
    `Сверка ${moscowDateTime(ctx.now())} (МСК): найдено расхождений — ${findings.length}.`,
    '',
    ...findings.map((f, i) => `${i + 1}. [${f.check}]${f.customerId ? ` компания ${f.customerId}:` : ''} ${f.message}`),
  ].join('\n');
  await inTransaction(ctx, (txCtx) =>
    txCtx.jobs.enqueue(txCtx.db, sendEmailJob, {
      to: txCtx.config.SUPPORT_EMAIL,
      subject: `Сверка баланса: расхождений — ${findings.length}`,
      text,
      html: `<pre>${escapeHtml(text)}</pre>`,
    }),
  );
  return findings;
}
