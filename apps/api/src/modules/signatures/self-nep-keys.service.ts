/** The ПЭП keys: one ACTIVE per account, issued by the code that signs the ПЭП agreement. */
import type { AppContext } from '../../context.js';
import type { TxContext } from '../../db/transaction.js';
import { insertKey, lockAccount, type SelfNepKeyRow, selectActiveKey } from './signatures.repo.js';

export type { SelfNepKeyRow };
export type NewSelfNepKey = Parameters<typeof insertKey>[1];

export const findActiveSelfNepKey = (ctx: AppContext, accountId: string): Promise<SelfNepKeyRow | undefined> =>
  selectActiveKey(ctx.db, accountId);

/** Serialises an account's signing set-up (one agreement, one key) for the transaction. */
export const lockSignerAccount = (txCtx: TxContext, accountId: string): Promise<void> =>
  lockAccount(txCtx.db, accountId);

export const issueSelfNepKey = (txCtx: TxContext, key: NewSelfNepKey): Promise<SelfNepKeyRow> =>
  insertKey(txCtx.db, key);
