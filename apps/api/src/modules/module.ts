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

export type AppModule = {
  name: string;
  publicRoutes?: (app: TypedApp, ctx: AppContext) => void;
  privateRoutes?: (app: TypedApp, ctx: AppContext) => void;
  /** Support-only calls (SPEC §7), behind the support token instead of a session. */
  supportRoutes?: (app: TypedApp, ctx: AppContext) => void;
  jobs?: readonly JobDefinition[];
};
