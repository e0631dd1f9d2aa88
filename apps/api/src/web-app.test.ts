import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { CSRF_COOKIE } from '@vyplaty/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
const EMPLOYEES_SHELL = INDEX.replace('</head>', '<link rel="modulepreload" href="/assets/employees-page.js"></head>');
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
  writeWithCopies(path.join(dist, 'routes/session/employees.html'), EMPLOYEES_SHELL);
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

  it('sends a visitor the drawn /login and a logged-in person the /employees that preloads its code', async () => {
    const page = async (route: string, cookie?: string) =>
      brotliDecompressSync((await rawGet(server.baseUrl, route, 'br', cookie)).body).toString();
    const loggedIn = `${CSRF_COOKIE}=token`;
    expect(await page('/login?redirect_url=%2Fpayments')).toBe(LOGIN_SHELL);
    // Someone logged in is sent on from /login by the app: drawing the form first would only flash it.
    expect(await page('/login', loggedIn)).toBe(INDEX);
    expect(await page('/employees?page=2', loggedIn)).toBe(EMPLOYEES_SHELL);
    expect(await page('/employees')).toBe(INDEX);
    expect(await page('/payments', loggedIn)).toBe(INDEX);
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
