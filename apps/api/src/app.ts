/**
 * buildApp: plugins + modules. Used by main and by every test; it opens nothing itself — the
 * database, queue and clients come in through `ctx` (see runtime.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './context.js';
import { registerErrorHandler } from './http/error-handler.js';
import { MAX_UPLOAD_BYTES } from './http/read-upload.js';
import { registerActorDecorator, requireSession } from './http/require-session.js';
import { requireSupport } from './http/require-support.js';
import { DADATA_SANDBOX_KEY, registerDadataSandbox } from './integrations/dadata/dadata.sandbox.js';
import { type FcmSandboxOptions, registerFcmSandbox } from './integrations/fcm/fcm.sandbox.js';
import { registerFnsSandbox } from './integrations/fns/fns.sandbox.js';
import { registerMailboxRoutes, type SmtpSandbox } from './integrations/mail/smtp.sandbox.js';
import { registerSberSandbox } from './integrations/sber/sber.sandbox.js';
import { registerSmsSandbox } from './integrations/sms/sms.sandbox.js';
import { registerWebPushSandbox } from './integrations/web-push/web-push.sandbox.js';
import { modules } from './modules/index.js';

export type BuildAppOptions = {
  ctx: AppContext;
  smtpSandbox?: SmtpSandbox | undefined;
  /** The FCM sandbox's service account, when the portal answers FCM itself. */
  fcmSandbox?: FcmSandboxOptions | undefined;
};

const API_PREFIXES = ['/v1/', '/api/', '/sandbox/'];

/** One route behind the session, as registered (`url` keeps its `:params`). */
export type RouteRef = { method: string; url: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route behind requireSession (HEAD/OPTIONS left out), filled while the app is built. */
    privateRoutes: readonly RouteRef[];
  }
}

export async function buildApp({ ctx, smtpSandbox, fcmSandbox }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log,
    bodyLimit: 1024 * 1024,
    trustProxy: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerActorDecorator(app);

  await app.register(cookie);
  // One file per upload request; each route passes its own, smaller size limit to readUpload().
  await app.register(multipart, { limits: { files: 1, fields: 20, fieldSize: 64 * 1024, fileSize: MAX_UPLOAD_BYTES } });
  const thirdParty = ctx.config.CSP_THIRD_PARTY_ORIGINS.split(/[\s,]+/).filter(Boolean);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...thirdParty],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...thirdParty],
        imgSrc: ["'self'", 'data:', 'blob:', ...thirdParty],
        connectSrc: ["'self'", ...thirdParty],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:', ...thirdParty],
        fontSrc: ["'self'", 'data:', ...thirdParty],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Action links carry one-time tokens in the query: never leak them through Referer.
    referrerPolicy: { policy: 'no-referrer' },
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: '«Выплаты и документы» API',
        version: '1.0.0',
        description: 'Все вызовы /v1. Ошибки: { error_message, code }.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'vp_session' },
          support: { type: 'http', scheme: 'bearer', description: 'SUPPORT_API_TOKEN службы поддержки' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

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
    // Also mounts the statusnpd sandbox: both answer from the same taxpayers.
    registerFnsSandbox(app, { messageDelayMs: ctx.config.FNS_SANDBOX_MESSAGE_DELAY_MS });
  }

  await serveWebApp(app, ctx.config.WEB_DIST_DIR);
  return app;
}

/** The built web app on the same port; any other GET that wants HTML gets index.html (SPA routes). */
async function serveWebApp(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The web build writes .br and .gz copies (apps/web/vite-plugins/precompress.ts); the one the
    // browser accepts is sent with its Content-Encoding and Vary: Accept-Encoding, else the plain file.
    preCompressed: true,
    setHeaders(res, filePath) {
      // Hashed assets never change; the shell and service worker must always be revalidated.
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (API_PREFIXES.some((p) => url.startsWith(p))) {
      return reply.status(404).send({ error_message: 'Не найдено', code: 'NOT_FOUND' });
    }
    const file = path.join(distDir, path.normalize(url));
    if (file.startsWith(distDir) && url !== '/' && existsSync(file) && !file.endsWith(path.sep)) {
      return reply.sendFile(path.relative(distDir, file));
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
