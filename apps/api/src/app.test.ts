import { afterEach, describe, expect, it } from 'vitest';
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
