/** What a module contributes to the app: public routes, routes behind a session, and jobs. */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import type { JobDefinition } from '../jobs/define-job.js';

export type TypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What a nightly reconciliation check reports: one thing support must look at, in Russian. */
export type ReconciliationFinding = { check: string; customerId: string | null; message: string };

/**
 * One check of the nightly reconciliation (`ledger.reconcile`, modules/balance): ledger balances vs
 * entries, stale HOLDs, unmatched arrivals; payouts vs the bank's statement and receipts come from the
 * payouts module through its AppModule's `reconciliationChecks`.
 */
export type ReconciliationCheck = { name: string; run(ctx: AppContext): Promise<ReconciliationFinding[]> };

export type AppModule = {
  name: string;
  publicRoutes?: (app: TypedApp, ctx: AppContext) => void;
  privateRoutes?: (app: TypedApp, ctx: AppContext) => void;
  /** Support-only calls (SPEC §7), behind the support token instead of a session. */
  supportRoutes?: (app: TypedApp, ctx: AppContext) => void;
  jobs?: readonly JobDefinition[];
  /** Checks the nightly reconciliation runs (runtime.ts hands every module's to modules/balance). */
  reconciliationChecks?: readonly ReconciliationCheck[];
};
