/**
 * buildApp: plugins + modules. Used by main and by every test; it opens nothing itself — the
 * database, queue and clients come in through `ctx` (see runtime.ts).
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { CSRF_COOKIE } from '@vyplaty/contracts';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerFactory,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './context.js';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './http/error-handler.js';
import { MAX_UPLOAD_BYTES } from './http/read-upload.js';
import { OneLineRequestLog } from './http/request-log.js';
import { registerActorDecorator, requireSession } from './http/require-session.js';
import { requireSupport } from './http/require-support.js';
import { queryVariantOf, routeCopyAddresses, routeCopyPath } from './http/route-copies.js';
import {
  loadRouteCopyRenderer,
  loadRoutePageData,
  renderRouteShell,
  sendPersonalPage,
} from './http/route-shell-data.js';
import { registerSecurityHeaders, securityHeaders } from './http/security-headers.js';
import { loadShellFiles, type ShellFile, writeShellFile } from './http/shell-files.js';
import { NOT_SHELL_PREFIXES, shellFileFor, shellFront, type WebShell } from './http/shell-front.js';
import { registerTextGuard } from './http/text-guard.js';
import { registerBankSandbox } from './integrations/bank/bank.sandbox.js';
import { nominalAccountRequisites } from './integrations/bank/nominal-account.js';
import { DADATA_SANDBOX_KEY, registerDadataSandbox } from './integrations/dadata/dadata.sandbox.js';
import { registerETrustSandbox } from './integrations/e-trust/e-trust.sandbox.js';
import { type FcmSandboxOptions, registerFcmSandbox } from './integrations/fcm/fcm.sandbox.js';
import { registerFnsSandbox } from './integrations/fns/fns.sandbox.js';
import { registerGoskeySandbox } from './integrations/goskey/goskey.sandbox.js';
import { registerKepSandbox } from './integrations/kep-test/kep.sandbox.js';
import { registerMailboxRoutes, type SmtpSandbox } from './integrations/mail/smtp.sandbox.js';
import { registerDirectBankSandbox } from './integrations/one-c-direct-bank/direct-bank.sandbox.js';
import { registerSberSandbox } from './integrations/sber/sber.sandbox.js';
import { registerSmsSandbox } from './integrations/sms/sms.sandbox.js';
import { registerWebPushSandbox } from './integrations/web-push/web-push.sandbox.js';
import { registerWebhookSandbox } from './integrations/webhooks/webhook.sandbox.js';
import { modules } from './modules/index.js';
import { webhooksOpenApi } from './modules/webhooks/index.js';

export type BuildAppOptions = {
  ctx: AppContext;
  smtpSandbox?: SmtpSandbox | undefined;
  /** The FCM sandbox's service account, when the portal answers FCM itself. */
  fcmSandbox?: FcmSandboxOptions | undefined;
};

/** One route behind the session, as registered (`url` keeps its `:params`). */
export type RouteRef = { method: string; url: string };
/**
 * Any route of the app with the schemas it validates against (the route-wide fuzz test reads them) and
 * its own preValidation hooks (the OpenAPI test finds the routes that require an Idempotency-Key by them).
 */
export type RegisteredRoute = RouteRef & {
  schema: { body?: unknown; querystring?: unknown; params?: unknown; headers?: unknown };
  preValidation: readonly unknown[];
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route behind requireSession (HEAD/OPTIONS left out), filled while the app is built. */
    privateRoutes: readonly RouteRef[];
    /** Every route of the app, public, private, support and sandbox ones (HEAD/OPTIONS left out). */
    allRoutes: readonly RegisteredRoute[];
  }
}

export async function buildApp({ ctx, smtpSandbox, fcmSandbox }: BuildAppOptions): Promise<FastifyInstance> {
  const documentHeaders = securityHeaders(ctx.config.CSP_THIRD_PARTY_ORIGINS.split(/[\s,]+/).filter(Boolean));
  const web = loadWebShell(ctx.config.WEB_DIST_DIR, documentHeaders);
  const app = Fastify({
    loggerInstance: ctx.log,
    // One line per request (http/request-log.ts).
    logController: new OneLineRequestLog(),
    frameworkErrors,
    clientErrorHandler,
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    // The shell's files are answered in front of Fastify (http/shell-front.ts); the server is Fastify's own otherwise.
    ...(web && { serverFactory: serverWithShellFront(web, ctx.log) }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerActorDecorator(app);
  const allRoutes: RegisteredRoute[] = [];
  app.decorate('allRoutes', allRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && method !== 'OPTIONS')
        allRoutes.push({
          method,
          url: route.url,
          schema: route.schema ?? {},
          preValidation: [route.preValidation ?? []].flat(),
        });
    }
  });

  await app.register(cookie);
  // One file per upload request; each route passes its own, smaller size limit to readUpload().
  await app.register(multipart, { limits: { files: 1, fields: 20, fieldSize: 64 * 1024, fileSize: MAX_UPLOAD_BYTES } });
  registerSecurityHeaders(app, documentHeaders);
  registerTextGuard(app);

  if (ctx.config.API_DOCS) await registerApiDocs(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const module of modules) module.publicRoutes?.(typed, ctx);
  const privateRoutes: RouteRef[] = [];
  app.decorate('privateRoutes', privateRoutes);
  await app.register(async (scope) => {
    scope.addHook('onRequest', requireSession(ctx));
    // Recorded so the route-wide tenant-isolation test can demand a case for every private route.
    scope.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD' && method !== 'OPTIONS') privateRoutes.push({ method, url: route.url });
      }
    });
    const typedScope = scope.withTypeProvider<ZodTypeProvider>();
    for (const module of modules) module.privateRoutes?.(typedScope, ctx);
  });
  await app.register(async (scope) => {
    scope.addHook('onRequest', requireSupport(ctx));
    const typedScope = scope.withTypeProvider<ZodTypeProvider>();
    for (const module of modules) module.supportRoutes?.(typedScope, ctx);
  });

  if (ctx.config.SANDBOXES) {
    registerSmsSandbox(app, ctx.config.SMS_API_ID);
    if (smtpSandbox) registerMailboxRoutes(app, smtpSandbox);
    registerWebPushSandbox(app);
    if (fcmSandbox) registerFcmSandbox(app, fcmSandbox);
    registerDadataSandbox(app, DADATA_SANDBOX_KEY);
    registerSberSandbox(app, { bindDelayMs: ctx.config.SBER_SANDBOX_BIND_DELAY_MS });
    registerBankSandbox(app, {
      delayMs: ctx.config.BANK_SANDBOX_DELAY_MS,
      nominal: nominalAccountRequisites(ctx.config),
    });
    registerDirectBankSandbox(app);
    registerETrustSandbox(app);
    registerGoskeySandbox(app);
    // Also mounts the statusnpd sandbox: both answer from the same taxpayers.
    registerFnsSandbox(app, { messageDelayMs: ctx.config.FNS_SANDBOX_MESSAGE_DELAY_MS });
    registerWebhookSandbox(app);
  }
  // The test CA's certificates and signatures: only where the test CA is trusted, never in production.
  if (ctx.config.KEP_TEST_CA) registerKepSandbox(app);

  if (web) await serveWebApp(app, web, ctx.config.WEB_DIST_DIR);
  return app;
}

/** The OpenAPI document and its viewer under /api/docs: off in production unless API_DOCS is on. */
/** The OpenAPI 3.1 document's `webhooks` as @fastify/swagger types it (modules/webhooks builds plain JSON). */
type OpenApiWebhooks = Extract<
  NonNullable<FastifyDynamicSwaggerOptions['openapi']>,
  { webhooks?: unknown }
>['webhooks'];

async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      // 3.1: the document lists the company's webhook events (`webhooks`, modules/webhooks).
      openapi: '3.1.0',
      webhooks: webhooksOpenApi() as OpenApiWebhooks,
      info: {
        title: '«Выплаты и документы» API',
        version: '1.0.0',
        description: 'Все вызовы /v1. Ошибки: { error_message, code }.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'vp_session' },
          support: { type: 'http', scheme: 'bearer', description: 'SUPPORT_API_TOKEN службы поддержки' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description:
              'API-ключ компании (Профиль → Интеграции): Authorization: Bearer vpk_…, без cookie и CSRF; ' +
              'вызовы с деньгами — с заголовком Idempotency-Key. docs/integrations.md',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

/** Fastify's own HTTP server (its timeouts as Fastify sets them) with the shell's files answered in front. */
const serverWithShellFront =
  (web: WebShell, log: FastifyBaseLogger): FastifyServerFactory =>
  (handler, options) => {
    const server = http.createServer(shellFront(web, log, handler));
    server.keepAliveTimeout = Number(options.keepAliveTimeout ?? 72_000);
    server.requestTimeout = Number(options.requestTimeout ?? 0);
    server.setTimeout(Number(options.connectionTimeout ?? 0));
    return server;
  };

/** The built shell, if there is one (http/shell-files.ts). */
function loadWebShell(distDir: string, documentHeaders: Record<string, string>): WebShell | undefined {
  if (!existsSync(path.join(distDir, 'index.html'))) return undefined;
  const files = loadShellFiles(distDir, documentHeaders);
  return {
    files,
    index: files.get('/index.html')!,
    copyAddressOf: routeCopyAddresses(files.keys()),
  };
}

/**
 * The built web app on the same port: hashed assets from disk (immutable), the shell from memory
 * (http/shell-files.ts; on a listening server answered in front of Fastify, http/shell-front.ts);
 * any other GET that wants HTML gets index.html (SPA routes), or the route's per-visitor copy.
 */
async function serveWebApp(app: FastifyInstance, web: WebShell, distDir: string) {
  const pageDataOf = loadRoutePageData(web.files);
  const renderRouteCopy = await loadRouteCopyRenderer(distDir);
  const assetsDir = path.join(distDir, 'assets');
  if (existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/assets/',
      wildcard: false,
      index: false,
      // The web build writes .br and .gz copies (apps/web/vite-plugins/precompress.ts); the one the
      // browser accepts is sent with its Content-Encoding and Vary: Accept-Encoding, else the plain file.
      preCompressed: true,
      // Hashed assets never change.
      setHeaders: (res) => res.header('cache-control', 'public, max-age=31536000, immutable'),
    });
  }
  app.get('/*', async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (NOT_SHELL_PREFIXES.some((p) => url.startsWith(p))) {
      return reply.status(404).send({ error_message: 'Не найдено', code: 'NOT_FOUND' });
    }
    const file = shellFileFor(web, url);
    if (file) return sendPrepared(reply, file);
    const kind = req.cookies[CSRF_COOKIE] ? 'session' : 'visitor';
    const address = web.copyAddressOf(url);
    const search = new URLSearchParams(req.url.slice(url.length + 1));
    const copyPath =
      address === undefined
        ? undefined
        : routeCopyPath(
            kind,
            address,
            queryVariantOf((file) => web.files.has(file), kind, address, search),
          );
    const copy = copyPath === undefined ? undefined : web.files.get(copyPath);
    const pageData = copyPath === undefined ? undefined : pageDataOf.get(copyPath);
    if (address !== undefined && copy && pageData) {
      // A copy drawn for the visitor looking, with their own answers (http/route-shell-data.ts); without the build's
      // server module to draw it, the app's index.html.
      const html =
        renderRouteCopy &&
        (await renderRouteShell(app, req, { address, html: copy.body.toString('utf8'), pageData }, renderRouteCopy));
      return html ? sendPersonalPage(req, reply, html) : sendPrepared(reply, web.index);
    }
    return sendPrepared(reply, copy ?? web.index);
  });
}

/** A shell file's prepared answer, written as the front writes it (its headers are all in it). */
function sendPrepared(reply: FastifyReply, file: ShellFile) {
  reply.hijack();
  writeShellFile(reply.request.raw, reply.raw, file);
  return reply;
}
