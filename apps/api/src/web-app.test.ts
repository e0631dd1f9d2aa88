import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { apiPaths, CSRF_COOKIE } from '@vyplaty/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMPLOYEE, DEMO_PASSWORD } from './db/seed/demo.js';
import { loggedInCompany } from './test-support/companies.js';
import { startTestServer, type TestServer } from './test-support/test-server.js';

/** What the phone downloads: raw bytes and headers, no client-side decoding (fetch would undo the encoding). */
type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function rawGet(baseUrl: string, url: string, acceptEncoding?: string, cookie?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: 'text/html,*/*' };
    if (cookie) headers.cookie = cookie;
    if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
    http
      .get(`${baseUrl}${url}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/** A built web app as apps/web's build leaves it: hashed assets and the shell, each with .br and .gz copies. */
const SCRIPT = `export const greeting = ${JSON.stringify('Выплаты и документы '.repeat(200))};\n`;
const INDEX = `<!doctype html><html lang="ru"><head><title>Выплаты и документы</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
/** The build's own copies of the page for single routes (apps/web/vite-plugins/route-shells.ts). */
const LOGIN_SHELL = INDEX.replace('<body>', '<body><main>Вход</main>');
/** One copy for every invite link, under its address with a `[token]` segment (apps/web/vite-plugins/public-pages.ts). */
const INVITE_SHELL = INDEX.replace('<body>', '<body><main>Приглашение</main>');
const RESET_SHELL = INDEX.replace('<body>', '<body><h1>Восстановление пароля</h1>');
const RESET_CONTRACTOR_SHELL = INDEX.replace('<body>', '<body><h1>Восстановление пароля</h1><p>Номер телефона</p>');
const RESET_LINK_SHELL = INDEX.replace('<body>', '<body><h1>Новый пароль</h1>');
const HELP_SHELL = INDEX.replace('<body>', '<body><h1>База знаний</h1>');
const HELP_ARTICLE_SHELL = INDEX.replace('<body>', '<body><h1>Как выплатить исполнителю</h1>');
/** A logged-in route's copy as the build writes it: the page is drawn into #root for each visitor (ADR 017). */
const EMPLOYEES_SHELL = INDEX.replace(
  '<body>',
  `<body><div id="root" data-prerendered data-app-entry="/assets/index-Ab12Cd34.js"></div>`,
);
const NO_CONTRACTORS_TEXT = 'Исполнителей пока нет';
/**
 * The web build's server module (`server/route-copies.js`, apps/web/src/prerender/route-copies.server.tsx) as a
 * stand-in that shows what it was given: the counts line, the list's rows or its empty text, a loader without a list.
 */
const ROUTE_COPIES_MODULE = `
const of = (answers, path) => answers.find((answer) => answer.path === path)?.data;
export function renderRouteCopy(address, answers) {
  if (address !== '/employees') return undefined;
  const counts = of(answers, ${JSON.stringify(apiPaths.employees.entitiesCount)});
  const list = of(answers, ${JSON.stringify(apiPaths.employees.list)});
  const line = counts.total === 0 ? '' : 'Всего ' + counts.total + ': подключены ' + counts.ready;
  const body =
    list === undefined ? '<p class="loader"></p>'
    : list.totalCount === 0 ? '<p class="empty">${NO_CONTRACTORS_TEXT}</p>'
    : '<p class="rows">' + list.items.length + '</p>';
  return {
    html: '<h1>Исполнители</h1><p class="counts">' + line + '</p>' + body,
    head: '<style data-emotion="css a1">.css-a1{color:red}</style>',
    title: 'Исполнители — Выплаты и документы',
  };
}
`;
/** What the copy asks the API to add (apps/web/src/prerender/employees-shell.tsx's `pageData`). */
const LIST_BODY = JSON.stringify({
  page: 1,
  page_size: 20,
  sort: { field: 'ADDED_AT', direction: 'DESC' },
  filters: {},
});
const EMPLOYEES_PAGE_DATA = {
  calls: [
    { method: 'GET', path: apiPaths.auth.me },
    { method: 'GET', path: apiPaths.employees.entitiesCount },
    { method: 'POST', path: apiPaths.employees.list, body: LIST_BODY, plainAddressOnly: true },
  ],
  requires: { call: 0, fields: { role: 'user', is_verified: true } },
};
const WORKER = `self.addEventListener('install', () => {});${' '.repeat(2000)}`;

function writeWithCopies(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(text)));
  writeFileSync(`${file}.gz`, gzipSync(Buffer.from(text)));
}

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'vp-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeWithCopies(path.join(dist, 'assets/index-Ab12Cd34.js'), SCRIPT);
  // Under the precompress threshold: the build leaves it without copies.
  writeFileSync(path.join(dist, 'assets/tiny-Ef56Gh78.js'), 'export const x = 1;\n');
  writeWithCopies(path.join(dist, 'index.html'), INDEX);
  writeWithCopies(path.join(dist, 'sw.js'), WORKER);
  mkdirSync(path.join(dist, 'routes/visitor'), { recursive: true });
  mkdirSync(path.join(dist, 'routes/session'), { recursive: true });
  writeWithCopies(path.join(dist, 'routes/visitor/login.html'), LOGIN_SHELL);
  mkdirSync(path.join(dist, 'routes/visitor/invite'), { recursive: true });
  writeWithCopies(path.join(dist, 'routes/visitor/invite/[token].html'), INVITE_SHELL);
  writeWithCopies(path.join(dist, 'routes/visitor/help.html'), HELP_SHELL);
  writeWithCopies(path.join(dist, 'routes/visitor/reset-password.html'), RESET_SHELL);
  // Views of /reset-password its query asks for (apps/web/vite-plugins/public-pages.ts, `queryVariants`).
  mkdirSync(path.join(dist, 'routes/visitor.role=contractor'), { recursive: true });
  writeWithCopies(path.join(dist, 'routes/visitor.role=contractor/reset-password.html'), RESET_CONTRACTOR_SHELL);
  mkdirSync(path.join(dist, 'routes/visitor.action=UPDATE_PASSWORD'), { recursive: true });
  writeWithCopies(path.join(dist, 'routes/visitor.action=UPDATE_PASSWORD/reset-password.html'), RESET_LINK_SHELL);
  // The e-mail's own link is the root with the action (SPEC §4): a variant of the root, which has no copy otherwise.
  writeWithCopies(path.join(dist, 'routes/visitor.action=UPDATE_PASSWORD/index.html'), RESET_LINK_SHELL);
  mkdirSync(path.join(dist, 'routes/visitor/help'), { recursive: true });
  writeWithCopies(path.join(dist, 'routes/visitor/help/how-to-pay.html'), HELP_ARTICLE_SHELL);
  writeWithCopies(path.join(dist, 'routes/session/employees.html'), EMPLOYEES_SHELL);
  writeFileSync(path.join(dist, 'routes/session/employees.json'), JSON.stringify(EMPLOYEES_PAGE_DATA));
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'server/route-copies.js'), ROUTE_COPIES_MODULE);
  server = await startTestServer({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends a hashed script as brotli when the browser accepts it, cached for a year', async () => {
    const res = await rawGet(server.baseUrl, '/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 5);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the plain file, by what the browser accepts', async () => {
    const gzip = await rawGet(server.baseUrl, '/assets/index-Ab12Cd34.js', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await rawGet(server.baseUrl, '/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends a file the build left uncompressed as it is', async () => {
    const res = await rawGet(server.baseUrl, '/assets/tiny-Ef56Gh78.js', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('export const x = 1;\n');
  });

  it('sends a visitor the drawn /login; a cookie without a session gets the plain app', async () => {
    const page = async (route: string, cookie?: string) =>
      brotliDecompressSync((await rawGet(server.baseUrl, route, 'br', cookie)).body).toString();
    const staleCookie = `${CSRF_COOKIE}=token`;
    expect(await page('/login?redirect_url=%2Fpayments')).toBe(LOGIN_SHELL);
    // Someone logged in is sent on from /login by the app: drawing the form first would only flash it.
    expect(await page('/login', staleCookie)).toBe(INDEX);
    // /employees is drawn for a logged-in company only: the session behind the cookie is checked first.
    expect(await page('/employees?page=2', staleCookie)).toBe(INDEX);
    expect(await page('/employees')).toBe(INDEX);
    expect(await page('/payments', staleCookie)).toBe(INDEX);
  });

  it('sends a visitor the invite page for any one token, and the app for the colleague’s invite and a session', async () => {
    const page = async (route: string, cookie?: string) =>
      brotliDecompressSync((await rawGet(server.baseUrl, route, 'br', cookie)).body).toString();
    expect(await page('/invite/0f3e9c2a?p=k1')).toBe(INVITE_SHELL);
    expect(await page('/invite/0f3e9c2a/')).toBe(INVITE_SHELL);
    // A logged-in contractor accepts in the app's page.
    expect(await page('/invite/0f3e9c2a', `${CSRF_COOKIE}=token`)).toBe(INDEX);
    // A colleague's invite (issue 28) is another page (its own copy, `/invite/user/[token]`), never this one.
    expect(await page('/invite/user/0f3e9c2a')).toBe(INDEX);
    expect(await page('/invite')).toBe(INDEX);
  });

  it('sends a visitor the knowledge base’s page of each article it has, and the app for any other address', async () => {
    const page = async (route: string, cookie?: string) =>
      brotliDecompressSync((await rawGet(server.baseUrl, route, 'br', cookie)).body).toString();
    expect(await page('/help')).toBe(HELP_SHELL);
    expect(await page('/help/how-to-pay')).toBe(HELP_ARTICLE_SHELL);
    expect(await page('/help/how-to-pay/')).toBe(HELP_ARTICLE_SHELL);
    // No article there: the app answers «Страница не найдена».
    expect(await page('/help/no-such-article')).toBe(INDEX);
    // Someone logged in reads it inside the app, with its header.
    expect(await page('/help', `${CSRF_COOKIE}=token`)).toBe(INDEX);
  });

  it('sends a visitor /reset-password drawn as the view its query asks for', async () => {
    const page = async (route: string, cookie?: string) =>
      brotliDecompressSync((await rawGet(server.baseUrl, route, 'br', cookie)).body).toString();
    expect(await page('/reset-password')).toBe(RESET_SHELL);
    expect(await page('/reset-password?role=company')).toBe(RESET_SHELL);
    expect(await page('/reset-password?role=contractor')).toBe(RESET_CONTRACTOR_SHELL);
    // The e-mail link: its form from the first paint, whatever else the address holds.
    expect(await page('/reset-password?action=UPDATE_PASSWORD&token=Zx8_kQ2-abcdefghijklmnopqrstuvwxyz0')).toBe(
      RESET_LINK_SHELL,
    );
    expect(await page('/reset-password?token=Zx8_kQ2&action=UPDATE_PASSWORD')).toBe(RESET_LINK_SHELL);
    // A value no view was drawn for, or a path that looks like one: the default view, never a file off the address.
    expect(await page('/reset-password?action=..%2F..%2Findex')).toBe(RESET_SHELL);
    expect(
      await page(`/reset-password?${Array.from({ length: 20 }, (_, i) => `p${i}=1`).join('&')}&role=contractor`),
    ).toBe(RESET_SHELL);
    expect(await page('/reset-password?role=contractor', `${CSRF_COOKIE}=token`)).toBe(INDEX);
    // The letter's link at the root is the form at once; the root without it, or with another action, is the app.
    expect(await page('/?action=UPDATE_PASSWORD&token=Zx8_kQ2-abcdefghijklmnopqrstuvwxyz0')).toBe(RESET_LINK_SHELL);
    expect(await page('/')).toBe(INDEX);
    expect(await page('/?action=VERIFY_EMAIL&token=Zx8_kQ2-abcdefghijklmnopqrstuvwxyz0')).toBe(INDEX);
    expect(await page('/?action=UPDATE_PASSWORD&token=Zx8', `${CSRF_COOKIE}=token`)).toBe(INDEX);
  });

  it('sends a logged-in company /employees drawn with its own answers, and the answers inside', async () => {
    const company = await loggedInCompany(server);
    const cookie = company.client.allCookies();
    const me = await company.client.get<{ is_verified: boolean }>(apiPaths.auth.me);
    expect(me.body.is_verified).toBe(true);

    const res = await rawGet(server.baseUrl, '/employees', 'br', cookie);
    expect(res.status).toBe(200);
    // Made for this visitor: never kept by a shared cache or the browser's.
    expect(res.headers['cache-control']).toBe('private, no-store');
    const html = brotliDecompressSync(res.body).toString();
    // A new company has no contractors: the page drawn by the build's server module for its answers, into #root,
    // with the page's styles in <head> and its title.
    expect(html).toContain(
      `<div id="root" data-prerendered data-app-entry="/assets/index-Ab12Cd34.js"><h1>Исполнители</h1><p class="counts"></p><p class="empty">${NO_CONTRACTORS_TEXT}</p></div>`,
    );
    expect(html).toContain('<style data-emotion="css a1">.css-a1{color:red}</style></head>');
    expect(html).toContain('<title>Исполнители — Выплаты и документы</title>');
    const data = JSON.parse(/<script type="application\/json" id="vp-page-data">(.*?)<\/script>/.exec(html)![1]!) as {
      method: string;
      path: string;
      body?: string;
      status: number;
      data: Record<string, unknown>;
    }[];
    expect(data.map((entry) => `${entry.method} ${entry.path} ${entry.status}`)).toEqual([
      `GET ${apiPaths.auth.me} 200`,
      `GET ${apiPaths.employees.entitiesCount} 200`,
      `POST ${apiPaths.employees.list} 200`,
    ]);
    expect(data[0]!.data).toMatchObject({ role: 'user', entity_id: company.customerId, is_verified: true });
    expect(data[1]!.data).toMatchObject({ total: 0 });
    expect(data[2]!.body).toBe(LIST_BODY);
    expect(data[2]!.data).toMatchObject({ items: [] });

    // Another page, order or filter is the app's own call: only the session and the counts come inside.
    const paged = brotliDecompressSync((await rawGet(server.baseUrl, '/employees?page=2', 'br', cookie)).body);
    expect(paged.toString()).toContain(`"path":"${apiPaths.employees.entitiesCount}"`);
    expect(paged.toString()).not.toContain(`"path":"${apiPaths.employees.list}"`);
    // So the list is drawn loading: its rows are the app's to fetch.
    expect(paged.toString()).toContain('<p class="loader"></p>');
  });

  it('draws the counts and the first page of a company with contractors, and sends a contractor the plain app', async () => {
    const demo = server.client();
    expect((await demo.post(apiPaths.auth.login, { login: 'demo@company.ru', password: DEMO_PASSWORD })).status).toBe(
      200,
    );
    const counts = (await demo.get<Record<string, number>>(apiPaths.employees.entitiesCount)).body;
    const cookie = demo.allCookies();
    const html = (await rawGet(server.baseUrl, '/employees', undefined, cookie)).body.toString();
    // The demo company has its seeded contractors, so the line is drawn, not emptied.
    expect(counts.total).toBeGreaterThan(0);
    expect(html).toContain(`<p class="counts">Всего ${counts.total}: подключены ${counts.ready}</p>`);
    // The first page's rows, as many as the company's first page holds.
    expect(html).toContain(`<p class="rows">${Math.min(counts.total ?? 0, 20)}</p>`);

    // The copy is a company's page: a contractor's session gets the app, which answers with its own 404.
    const contractor = server.client();
    const login = await contractor.post(apiPaths.auth.login, { login: DEMO_EMPLOYEE.phone, password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const contractorCookie = contractor.allCookies();
    expect((await rawGet(server.baseUrl, '/employees', undefined, contractorCookie)).body.toString()).toBe(INDEX);
  });

  it("sends the app when the server module cannot draw the page, and logs where without the failure's words", async () => {
    const broken = mkdtempSync(path.join(os.tmpdir(), 'vp-web-dist-'));
    cpSync(dist, broken, { recursive: true });
    writeFileSync(
      path.join(broken, 'server/route-copies.js'),
      'export function renderRouteCopy() { throw new Error("Петров Пётр: 500100732259"); }\n',
    );
    const logLines: string[] = [];
    const other = await startTestServer(
      { WEB_DIST_DIR: broken, LOG_LEVEL: 'info' },
      { logDestination: { write: (line: string) => void logLines.push(line) } },
    );
    try {
      const company = await loggedInCompany(other);
      const res = await rawGet(other.baseUrl, '/employees', undefined, company.client.allCookies());
      expect(res.status).toBe(200);
      expect(res.body.toString()).toBe(INDEX);
      const failure = logLines.find((line) => line.includes('route copy: the page could not be drawn'));
      expect(failure).toContain('route-copies.js');
      expect(failure).not.toContain('500100732259');
    } finally {
      await other.close();
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it("never sends the build's server module: its address is an app route like any other", async () => {
    const res = await rawGet(server.baseUrl, '/server/route-copies.js');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(INDEX);
  });

  it('sends the page of any other app route compressed and always revalidated', async () => {
    for (const route of ['/login/register', '/employees/invites?page=2']) {
      const res = await rawGet(server.baseUrl, route, 'br');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.body).toString()).toBe(INDEX);
    }
  });

  it('sends the service worker compressed and always revalidated, so a new version is seen', async () => {
    const res = await rawGet(server.baseUrl, '/sw.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(res.body).toString()).toBe(WORKER);
  });
});
