/** Accounts as other modules see them: who logs in, and blocking a company's logins. */
import type { AppContext } from '../../context.js';
import type { TxContext } from '../../db/transaction.js';
import { type AccountRow, blockCustomerAccounts, selectAccountById } from './accounts.repo.js';
import { revokeAccountSessions } from './sessions.repo.js';

export const findAccount = (ctx: AppContext, accountId: string): Promise<AccountRow | undefined> =>
  selectAccountById(ctx.db, accountId);

/** Every login of the company blocked and its live sessions ended, in the caller's transaction. */
export const blockCompanyLogins = (txCtx: TxContext, customerId: string): Promise<void> =>
  blockCustomerAccounts(txCtx.db, customerId, txCtx.now());

/** Every live session of one login ended (the company's owner blocked or removed the colleague), in the caller's transaction. */
export const endAccountSessions = (txCtx: TxContext, accountId: string): Promise<number> =>
  revokeAccountSessions(txCtx.db, accountId, 'ADMIN', txCtx.now());
