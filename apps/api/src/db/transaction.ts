/**
 * The one way to hold a transaction (ADR 009).
 *
 *   await inTransaction(ctx, async (txCtx) => { … txCtx.db is the transaction … });
 *
 * Inside the callback the transaction is the only database handle in scope: `npm run lint`
 * (scripts/check-architecture.mjs) refuses a reference to the outer context there, and a direct
 * `.transaction(` anywhere but this file. A function that must run inside a caller's transaction
 * takes a `TxContext` (a plain context does not type-check as one); a function that only reads takes
 * an `AppContext`, and given a `TxContext` it reads inside that transaction, after the caller's locks.
 */
import type { AppContext } from '../context.js';
import type { Db } from './client.js';

declare const openTransaction: unique symbol;

/** A database handle that is an open transaction; only `inTransaction` makes one. */
export type Tx = Db & { readonly [openTransaction]: true };

/** A service context whose database handle is an open transaction. */
export type TxContext<C extends DbContext = AppContext> = C & { db: Tx };

/** Anything that carries the database handle: a service context, or `{ db }` where there is none yet (seeds). */
export type DbContext = Pick<AppContext, 'db'>;

/**
 * Runs `work` in a transaction: committed when it resolves, rolled back when it throws. Called with a
 * context that is already in a transaction, it opens a savepoint, so a failed step rolls back alone.
 */
export function inTransaction<C extends DbContext, T>(ctx: C, work: (txCtx: TxContext<C>) => Promise<T>): Promise<T> {
  return ctx.db.transaction((tx) => work({ ...ctx, db: tx as unknown as Tx }));
}
