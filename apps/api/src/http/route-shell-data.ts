/**
 * A route's HTML copy that depends on who is looking (ADR 013; its `RoutePageData` from the contracts, written by
 * the web build as `routes/<who>/<path>.json` beside the copy): before sending it, the API makes the page's
 * first calls itself — through its own routes (`inject`), with the visitor's cookies, so every rule of
 * those routes applies — fills the copy's text templates from their answers, and puts the answers into the
 * page for the app's first identical calls (apps/web/src/lib/http/page-data.ts). A slow phone then shows
 * the page's largest text with its HTML, and the app draws the rest without waiting for those round trips.
 *
 * Anything other than every call answering 200 (no session, an expired one, another role, an error) sends
 * the app's plain index.html instead, and the app applies its own rules.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  fillTemplate,
  type RoutePageAnswer,
  type RoutePageData,
  routePageDataSchema,
} from '@vyplaty/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../lib/html.js';
import { acceptsEncoding, type ShellFile } from './shell-files.js';

/** `/routes/session/employees.html` → its page data, for every copy the build wrote one for. */
export function loadRoutePageData(shell: ReadonlyMap<string, ShellFile>): Map<string, RoutePageData> {
  const found = new Map<string, RoutePageData>();
  for (const [url, file] of shell) {
    if (!url.startsWith('/routes/') || !url.endsWith('.json')) continue;
    found.set(url.replace(/\.json$/, '.html'), routePageDataSchema.parse(JSON.parse(file.body.toString('utf8'))));
  }
  return found;
}

/** JSON inside <script>: nothing in it can close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** One of the page's calls through the API's own routes, as the visitor's browser would make it. */
async function call(
  app: FastifyInstance,
  req: FastifyRequest,
  spec: RoutePageData['calls'][number],
): Promise<RoutePageAnswer> {
  const csrf = req.cookies[CSRF_COOKIE];
  const response = await app.inject({
    method: spec.method,
    url: spec.path,
    remoteAddress: req.ip,
    headers: {
      cookie: req.headers.cookie ?? '',
      'user-agent': req.headers['user-agent'] ?? '',
      ...(spec.body === undefined ? {} : { 'content-type': 'application/json' }),
      // A read the page itself would make with the double-submit header; the cookie is SameSite=Strict,
      // so no other site's page can make the browser ask for this copy with it.
      ...(spec.method === 'POST' && csrf ? { [CSRF_HEADER]: csrf } : {}),
    },
    ...(spec.body === undefined ? {} : { payload: spec.body }),
  });
  const data = response.statusCode === 200 ? (response.json() as unknown) : null;
  return { method: spec.method, path: spec.path, body: spec.body, status: response.statusCode, data };
}

/**
 * The copy with its templates filled and the answers inside, or null when it is not this visitor's page.
 * `copyOf()` is the copy's HTML, `copyOf(name)` a variant's (`pageData.variants`), when the build wrote one.
 */
export async function renderRouteShell(
  app: FastifyInstance,
  req: FastifyRequest,
  copyOf: (variant?: string) => string | undefined,
  pageData: RoutePageData,
): Promise<string | null> {
  const hasQuery = req.url.includes('?');
  const calls = pageData.calls.map((spec) => (spec.plainAddressOnly && hasQuery ? null : spec));
  const answers: (RoutePageAnswer | null)[] = calls.map(() => null);
  // Who is looking first: the other calls are made only for the people the copy is for.
  const { requires } = pageData;
  if (requires) {
    const spec = calls[requires.call];
    if (!spec) return null;
    const answer = await call(app, req, spec);
    const data = answer.data as Record<string, unknown> | null;
    if (answer.status !== 200 || !data) return null;
    if (Object.entries(requires.fields).some(([field, value]) => data[field] !== value)) return null;
    answers[requires.call] = answer;
  }
  await Promise.all(
    calls.map(async (spec, at) => {
      if (spec && !answers[at]) answers[at] = await call(app, req, spec);
    }),
  );
  if (answers.some((answer, at) => calls[at] && answer?.status !== 200)) return null;

  // The page as drawn for these answers: a variant whose answer matches (a list that came back empty), else the copy.
  const variant = pageData.variants?.find(({ call, when }) => {
    const data = answers[call]?.data as Record<string, unknown> | null | undefined;
    return data?.[when.field] === when.equals;
  });
  const html = (variant && copyOf(variant.name)) ?? copyOf();
  if (html === undefined) return null;
  let filled = html;
  for (const slot of pageData.slots ?? []) {
    const data = (answers[slot.call]?.data ?? {}) as Record<string, unknown>;
    const isEmpty = slot.emptyWhen && data[slot.emptyWhen.field] === slot.emptyWhen.equals;
    filled = filled.replaceAll(escapeHtml(slot.template), isEmpty ? '' : escapeHtml(fillTemplate(slot.template, data)));
  }
  const sent = answers.filter((answer): answer is RoutePageAnswer => answer !== null);
  return filled.replace(
    '</body>',
    `<script type="application/json" id="vp-page-data">${scriptJson(sent)}</script></body>`,
  );
}

/** A page made for one visitor: never stored by a cache, compressed as the browser accepts. */
export function sendPersonalPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header('cache-control', 'private, no-store').header('vary', 'Accept-Encoding, Cookie');
  const body = Buffer.from(html, 'utf8');
  if (acceptsEncoding(request, 'br')) {
    // A fast level: the page is made per request, and most of its bytes are the same CSS every time.
    const compressed = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    reply.header('content-encoding', 'br');
    return reply.type('text/html; charset=utf-8').send(compressed);
  }
  if (acceptsEncoding(request, 'gzip')) {
    reply.header('content-encoding', 'gzip');
    return reply.type('text/html; charset=utf-8').send(gzipSync(body, { level: 6 }));
  }
  return reply.type('text/html; charset=utf-8').send(body);
}
