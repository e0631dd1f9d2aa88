/** Accounts as other modules see them: who logs in, and blocking a company's logins. */
import type { AppContext } from '../../context.js';
import type { TxContext } from '../../db/transaction.js';
import { type AccountRow, blockCustomerAccounts, selectAccountById } from './accounts.repo.js';

export const findAccount = (ctx: AppContext, accountId: string): Promise<AccountRow | undefined> =>
  selectAccountById(ctx.db, accountId);

/** Every login of the company blocked and its live sessions ended, in the caller's transaction. */
export const blockCompanyLogins = (txCtx: TxContext, customerId: string): Promise<void> =>
  blockCustomerAccounts(txCtx.db, customerId, txCtx.now());
