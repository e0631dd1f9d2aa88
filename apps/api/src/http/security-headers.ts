/**
 * The security headers of every answer, computed once when the app is built (helmet re-parsed its
 * CSP directives on every request: ~16 % of a cheap request). Same policy as helmet's defaults, with
 * `frame-ancestors 'none'` and `X-Frame-Options: DENY` saying the same thing.
 */
import type { FastifyInstance } from 'fastify';

/**
 * CryptoPro's browser extension (Opera/Yandex, Chrome Manifest V2, Manifest V3): cadesplugin_api.js
 * adds its `nmcades_plugin_api.js` to the page as a script, so signing with КЭП needs these origins in
 * script-src and nothing else (ADR 012).
 */
export const CRYPTOPRO_EXTENSION_ORIGINS = [
  'chrome-extension://epebfcehmdedogndhlcacafjaacknbcm',
  'chrome-extension://iifchhfnnmpdbibifmljnfjhpififfog',
  'chrome-extension://pfhgbfnnjiafkhfdkmpiflachepdcjod',
] as const;

export function securityHeaders(thirdPartyOrigins: readonly string[]): Record<string, string> {
  const third = thirdPartyOrigins.join(' ');
  const withThird = (...sources: string[]) => [...sources, third].filter(Boolean).join(' ');
  const csp = [
    "default-src 'self'",
    `script-src ${withThird("'self'", ...CRYPTOPRO_EXTENSION_ORIGINS)}`,
    // MUI (emotion) injects style elements at run time.
    `style-src ${withThird("'self'", "'unsafe-inline'")}`,
    `img-src ${withThird("'self'", 'data:', 'blob:')}`,
    `connect-src ${withThird("'self'")}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    `frame-src ${withThird("'self'", 'blob:')}`,
    `font-src ${withThird("'self'", 'data:')}`,
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "script-src-attr 'none'",
  ].join(';');
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    // Action links carry one-time tokens in the query: never leak them through Referer.
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * What a JSON answer of the API needs (OWASP REST cheat sheet): no framing, no sniffing, HTTPS, no
 * referrer, and a CSP that allows nothing. The document headers above would only cost time there.
 */
export function apiSecurityHeaders(): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

/**
 * Sets the headers on every answer: the short set on /v1/ calls, the document set (`securityHeaders`) on
 * everything else (/api/docs, the sandboxes' pages; the shell's prepared answers carry it too, shell-files.ts). An answer that names no caching policy of its own gets
 * `no-store`: API answers hold personal data and money; static files set theirs (send-file, the shell).
 */
export function registerSecurityHeaders(app: FastifyInstance, documentHeaders: Readonly<Record<string, string>>) {
  const apiHeaders = apiSecurityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/v1/') ? apiHeaders : documentHeaders);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
