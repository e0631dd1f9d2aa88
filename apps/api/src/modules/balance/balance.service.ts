/**
 * Profile → balance: what the company has (the ledger's balance), whether support blocked its payouts,
 * where to top up (the nominal account and the purpose line), its operations by keyset, and support's
 * own view and changes of any company's balance.
 */
import {
  type BalanceOperationItem,
  type BalanceOperationsQuery,
  type BalanceOperationsResponse,
  type BalanceResponse,
  decimalToKopecks,
  kopecksToRubles,
} from '@vyplaty/contracts';
import type { ActorContext, AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { companyOnlyIdOf } from '../../lib/actor-scope.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { moscowDayStart } from '../../lib/moscow-time.js';
import { pageOf, pageWindow } from '../../lib/pagination.js';
import {
  block,
  countOperations,
  getBalance,
  type LedgerOperation,
  listOperations,
  type OperationFilter,
  setDebtLimit,
  unblock,
} from '../ledger/index.js';
import { findCustomer, lockCustomer } from '../parties/index.js';
import { nominalAccountFor } from './nominal-account.js';
import { paymentsBlockOf } from './payments-block.js';

const companyNotFound = () => new AppError('NOT_FOUND', { message: 'Компания не найдена' });
const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', { message, fields: { [field]: message } });

/** The balance screen's answer for one company (the caller's own, or any for support). */
export async function balanceOf(ctx: AppContext, customerId: string): Promise<BalanceResponse> {
  const customer = await findCustomer(ctx, customerId);
  if (!customer) throw companyNotFound();
  const [balance, block] = [await getBalance(ctx, customerId), await paymentsBlockOf(ctx, customerId)];
  return {
    available: kopecksToRubles(balance.availableKopecks),
    held: kopecksToRubles(balance.heldKopecks),
    blocked: kopecksToRubles(balance.blockedKopecks),
    debt: kopecksToRubles(balance.debtKopecks),
    debt_limit: kopecksToRubles(balance.debtLimitKopecks),
    payments_blocked: block.blocked,
    payments_block_reason: block.reason,
    nominal_account: nominalAccountFor(ctx.config, customer),
  };
}

export const findBalance = (ctx: ActorContext) => balanceOf(ctx, companyOnlyIdOf(ctx));

/** Support's view of any company; an unknown or malformed id is one 404. */
export function findAnyBalance(ctx: AppContext, customerId: string) {
  if (!isUuid(customerId)) throw companyNotFound();
  return balanceOf(ctx, customerId);
}

/** [from, to) of the Moscow days date_from … date_to (both included); refused when they are the wrong way round. */
export function periodOf(query: { date_from?: string | undefined; date_to?: string | undefined }) {
  if (query.date_from && query.date_to && query.date_from > query.date_to) {
    throw invalid('date_to', 'Дата «по» раньше даты «с»');
  }
  return {
    from: query.date_from ? moscowDayStart(query.date_from) : undefined,
    to: query.date_to ? new Date(moscowDayStart(query.date_to).getTime() + 86_400_000) : undefined,
  };
}

function filterOf(query: BalanceOperationsQuery): OperationFilter {
  if (query.amount_from !== undefined && query.amount_to !== undefined && query.amount_from > query.amount_to) {
    throw invalid('amount_to', 'Сумма «до» меньше суммы «от»');
  }
  return { types: query.types, ...periodOf(query), amountFrom: query.amount_from, amountTo: query.amount_to };
}

export const toOperationItem = (operation: LedgerOperation): BalanceOperationItem => ({
  id: operation.id,
  type: operation.type,
  amount: kopecksToRubles(operation.amountKopecks),
  description: operation.description,
  payout_id: operation.referenceKind === 'PAYOUT' ? operation.referenceId : null,
  created_at: operation.createdAt.toISOString(),
});

/** One page of the company's operations, newest first; `after` reads it by keyset. */
export async function findOperations(
  ctx: ActorContext,
  query: BalanceOperationsQuery,
): Promise<BalanceOperationsResponse> {
  const customerId = companyOnlyIdOf(ctx);
  const filter = filterOf(query);
  const window = pageWindow(query);
  const page = await listOperations(ctx, customerId, { ...filter, after: query.after, ...window });
  const totalCount = await countOperations(ctx, customerId, filter);
  const hasMore = page.nextCursor !== null && window.offset + page.items.length < totalCount;
  return { ...pageOf(page.items.map(toOperationItem), totalCount), next_cursor: hasMore ? page.nextCursor : null };
}

type SupportOperation =
  | { operation: 'BLOCK' | 'UNBLOCK'; customer_id: string; amount: bigint; reason?: string | undefined }
  | { operation: 'DEBT_LIMIT'; customer_id: string; amount: string };

/** Support freezes or releases money, or sets the credit line; answers the company's balance after it. */
export async function supportBalanceOperation(ctx: AppContext, input: SupportOperation): Promise<BalanceResponse> {
  await inTransaction(ctx, async (txCtx) => {
    if (!(await lockCustomer(txCtx, input.customer_id))) throw companyNotFound();
    if (input.operation === 'DEBT_LIMIT') {
      const limit = decimalKopecks(input.amount);
      await setDebtLimit(txCtx, { customerId: input.customer_id, limitKopecks: limit });
      return;
    }
    const why = input.reason?.trim();
    const movement = { customerId: input.customer_id, amountKopecks: input.amount };
    if (input.operation === 'BLOCK') {
      await block(txCtx, { ...movement, description: why ? `Блокировка средств: ${why}` : 'Блокировка средств' });
    } else {
      await unblock(txCtx, {
        ...movement,
        description: why ? `Разблокировка средств: ${why}` : 'Разблокировка средств',
      });
    }
  });
  return balanceOf(ctx, input.customer_id);
}

/** The credit line arrives as "1500.00" (moneySchema: any amount, zero included). */
function decimalKopecks(amount: string): bigint {
  const kopecks = decimalToKopecks(amount);
  if (kopecks === null || kopecks < 0n) throw invalid('amount', 'Кредитный лимит не может быть отрицательным');
  return kopecks;
}
