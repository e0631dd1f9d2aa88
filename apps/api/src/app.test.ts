import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { startTestServer, type TestServer } from './test-support/test-server.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The CSP of the web app's pages: a server with a built shell (a temporary one). */
/** ADR 012: the extension's nmcades_plugin_api.js is a page script. */
const CRYPTOPRO =
  'chrome-extension://epebfcehmdedogndhlcacafjaacknbcm chrome-extension://iifchhfnnmpdbibifmljnfjhpififfog chrome-extension://pfhgbfnnjiafkhfdkmpiflachepdcjod';

async function cspOfShell(env: Record<string, string> = {}) {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'vp-web-dist-'));
  try {
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Выплаты</title>');
    server = await startTestServer({ WEB_DIST_DIR: dist, ...env });
    return (await fetch(`${server.baseUrl}/login`)).headers.get('content-security-policy') ?? '';
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}

describe('Content-Security-Policy', () => {
  it("allows only the portal itself (and CryptoPro's extension scripts) by default, with its worker and manifest", async () => {
    const csp = await cspOfShell();
    expect(csp).toContain(`script-src 'self' ${CRYPTOPRO};`);
    expect(csp).not.toMatch(/(?:connect|frame|img)-src[^;]*chrome-extension/);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('adds the configured origins of the support chat and analytics scripts', async () => {
    const csp = await cspOfShell({ CSP_THIRD_PARTY_ORIGINS: 'https://code.jivo.ru, https://mc.yandex.ru' });
    expect(csp).toContain(`script-src 'self' ${CRYPTOPRO} https://code.jivo.ru https://mc.yandex.ru`);
    expect(csp).toContain("connect-src 'self' https://code.jivo.ru https://mc.yandex.ru");
  });

  it('allows nothing on API answers, which are never documents', async () => {
    server = await startTestServer();
    const res = await fetch(`${server.baseUrl}/v1/health`);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('headers of every answer', () => {
  it('forbid framing in both headers and caching of API answers, errors included', async () => {
    server = await startTestServer();
    for (const path of ['/v1/health', '/v1/auth/me', '/v1/no-such-route']) {
      const res = await fetch(`${server.baseUrl}${path}`);
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

describe('API docs', () => {
  it('are off in production unless switched on, on elsewhere', () => {
    expect(loadConfig({ APP_ENV: 'production' }).API_DOCS).toBe(false);
    expect(loadConfig({ APP_ENV: 'production', API_DOCS: 'true' }).API_DOCS).toBe(true);
    expect(loadConfig({ APP_ENV: 'development' }).API_DOCS).toBe(true);
  });

  it('are not mounted when off', async () => {
    server = await startTestServer({ API_DOCS: 'false' });
    expect((await fetch(`${server.baseUrl}/api/docs/json`)).status).toBe(404);
  });
});

describe('the web app shell', () => {
  it('is answered from memory with an ETag (304 when unchanged); hashed assets are immutable; SPA routes get index.html', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'vp-web-dist-'));
    try {
      mkdirSync(path.join(dist, 'assets'));
      writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Выплаты</title>');
      writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Выплаты"}');
      writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
      server = await startTestServer({ WEB_DIST_DIR: dist });
      const manifest = await fetch(`${server.baseUrl}/manifest.webmanifest`);
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
      expect(await manifest.text()).toBe('{"name":"Выплаты"}');
      const again = await fetch(`${server.baseUrl}/manifest.webmanifest`, {
        headers: { 'if-none-match': manifest.headers.get('etag')! },
      });
      expect(again.status).toBe(304);
      const asset = await fetch(`${server.baseUrl}/assets/app-1a2b.js`);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const route = await fetch(`${server.baseUrl}/profile/payments-accounts`);
      expect(route.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await route.text()).toContain('<title>Выплаты</title>');
      expect((await fetch(`${server.baseUrl}/v1/nothing-here`)).status).toBe(404);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('answers the same bytes and headers in front of Fastify as through its route (inject), HEAD without a body', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'vp-web-dist-'));
    try {
      writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Выплаты</title>');
      writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Выплаты"}');
      server = await startTestServer({ WEB_DIST_DIR: dist });
      for (const url of ['/manifest.webmanifest', '/', '/payments/npd/single?tab=1']) {
        const front = await fetch(`${server.baseUrl}${url}`);
        const routed = await server.runtime.app.inject({ method: 'GET', url });
        expect(routed.statusCode, url).toBe(front.status);
        expect(routed.body, url).toBe(await front.text());
        for (const name of [
          'content-type',
          'content-length',
          'etag',
          'cache-control',
          'vary',
          'content-security-policy',
          'x-frame-options',
        ])
          expect(String(routed.headers[name]), `${url} ${name}`).toBe(front.headers.get(name));
      }
      const head = await fetch(`${server.baseUrl}/manifest.webmanifest`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength('{"name":"Выплаты"}')));
      expect(await head.text()).toBe('');
      // Not the shell's: a POST to a route of the app, and an unknown /v1/ path.
      expect((await fetch(`${server.baseUrl}/manifest.webmanifest`, { method: 'POST' })).status).toBe(404);
      expect((await fetch(`${server.baseUrl}/v1/nothing-here`)).status).toBe(404);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
