/**
 * A logged-in route's HTML copy, drawn for the visitor looking (ADR 013, ADR 017; its `RoutePageData` from the
 * contracts, written by the web build as `routes/<who>/<path>.json` beside the copy): before sending it, the API makes
 * the page's first calls itself — through its own routes (`inject`), with the visitor's cookies, so every rule of
 * those routes applies —, draws the page with their answers by the web build's server module
 * (`server/route-copies.js`, apps/web/src/prerender/route-copies.server.tsx), and puts the answers into the page
 * for the app's first identical calls (apps/web/src/lib/http/page-data.ts). A slow phone then shows the page with
 * its list from the HTML, and the app takes over without waiting for those round trips.
 *
 * Anything other than every call answering 200 (no session, an expired one, another role, an error) sends
 * the app's plain index.html instead, and the app applies its own rules.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  type RoutePageAnswer,
  type RoutePageData,
  routePageDataSchema,
} from '@vyplaty/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describeFailure } from './error-handler.js';
import { acceptsEncoding, type ShellFile } from './shell-files.js';

/** A page as the server module draws it: the HTML inside #root, its styles for <head>, its title. */
export type RenderedCopy = { html: string; head: string; title: string | null };
/** The server module's one function: the page at `address` drawn with the answers, undefined without a copy. */
export type RenderRouteCopy = (address: string, answers: readonly RoutePageAnswer[]) => RenderedCopy | undefined;

/** Where the web build puts its server module, inside its own output (never served: http/shell-files.ts). */
export const ROUTE_COPIES_MODULE = 'server/route-copies.js';

/** The web build's server module, if the build has one (a build without logged-in copies has none). */
export async function loadRouteCopyRenderer(distDir: string): Promise<RenderRouteCopy | undefined> {
  const file = path.join(distDir, ROUTE_COPIES_MODULE);
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderRouteCopy?: RenderRouteCopy };
  if (typeof module.renderRouteCopy !== 'function')
    throw new Error(`${ROUTE_COPIES_MODULE}: renderRouteCopy is missing from the web build's server module`);
  return module.renderRouteCopy;
}

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

/** Where the server module's page goes in the copy, an empty #root (apps/web/vite-plugins/route-shells.ts writes it so). */
const ROOT_ELEMENT = /<div id="root" data-prerendered([^>]*)><\/div>/;

/** The copy with the page drawn for this visitor and the answers inside, or null when it is not this visitor's page. */
export async function renderRouteShell(
  app: FastifyInstance,
  req: FastifyRequest,
  copy: { address: string; html: string; pageData: RoutePageData },
  render: RenderRouteCopy,
): Promise<string | null> {
  const { pageData } = copy;
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

  const sent = answers.filter((answer): answer is RoutePageAnswer => answer !== null);
  let page: RenderedCopy | undefined;
  try {
    page = render(copy.address, sent);
  } catch (error) {
    // A page the server cannot draw for these answers is still the app's to draw: index.html, and the failure logged
    // (what it may log: the stack's frames, never the message, which may quote the visitor's data).
    req.log.error({ failure: describeFailure(error, copy.address) }, 'route copy: the page could not be drawn');
    return null;
  }
  if (!page || !ROOT_ELEMENT.test(copy.html)) return null;
  let html = copy.html
    .replace('</head>', () => `${page.head}</head>`)
    .replace(
      ROOT_ELEMENT,
      (_, attributes: string) => `<div id="root" data-prerendered${attributes}>${page.html}</div>`,
    );
  if (page.title !== null) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`);
  return html.replace(
    '</body>',
    () => `<script type="application/json" id="vp-page-data">${scriptJson(sent)}</script></body>`,
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
