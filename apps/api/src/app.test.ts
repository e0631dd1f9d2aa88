import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { startTestServer, type TestServer } from './test-support/test-server.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const cspOf = async (s: TestServer) =>
  (await fetch(`${s.baseUrl}/v1/health`)).headers.get('content-security-policy') ?? '';

describe('Content-Security-Policy', () => {
  it('allows only the portal itself by default, including its service worker and manifest', async () => {
    server = await startTestServer();
    const csp = await cspOf(server);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('adds the configured origins of the support chat and analytics scripts', async () => {
    server = await startTestServer({ CSP_THIRD_PARTY_ORIGINS: 'https://code.jivo.ru, https://mc.yandex.ru' });
    const csp = await cspOf(server);
    expect(csp).toContain("script-src 'self' https://code.jivo.ru https://mc.yandex.ru");
    expect(csp).toContain("connect-src 'self' https://code.jivo.ru https://mc.yandex.ru");
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
