/**
 * One webhook POST (docs/decisions/webhooks.md): node:http / node:https pinned to the address already checked (the
 * `lookup` option answers it, so no second DNS answer can point the request elsewhere), a timeout, no redirects
 * followed, at most the first 1,000 characters of the answer kept.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedAddress } from './webhook-address.js';

export const RESPONSE_KEPT_CHARS = 1000;
export const WEBHOOK_USER_AGENT = 'Vyplaty-Webhooks/1.0';

export type SendOutcome =
  | { statusCode: number; responseBody: string; error: null }
  | { statusCode: null; responseBody: null; error: string };

export type WebhookRequest = {
  url: string;
  address: ResolvedAddress;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
};

const pinnedLookup =
  (address: ResolvedAddress): LookupFunction =>
  (_host, options, callback) => {
    if (options.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };

/** Sends the request; never throws — a failure is an outcome with a Russian error. */
export function sendWebhook(request: WebhookRequest): Promise<SendOutcome> {
  const url = new URL(request.url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
        lookup: pinnedLookup(request.address),
        timeout: request.timeoutMs,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (text.length < RESPONSE_KEPT_CHARS) text += chunk;
          // The rest of a long answer is not read: the connection is closed once enough is kept.
          if (text.length >= RESPONSE_KEPT_CHARS) res.destroy();
        });
        const done = () =>
          finish({ statusCode: res.statusCode ?? 0, responseBody: text.slice(0, RESPONSE_KEPT_CHARS), error: null });
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      },
    );
    req.on('timeout', () => {
      finish({
        statusCode: null,
        responseBody: null,
        error: `Сервер не ответил за ${Math.round(request.timeoutMs / 1000)} с`,
      });
      req.destroy();
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      finish({ statusCode: null, responseBody: null, error: connectionError(error) }),
    );
    req.end(request.body);
  });
}

function connectionError(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ECONNREFUSED':
      return 'Сервер отказал в соединении';
    case 'ECONNRESET':
      return 'Сервер оборвал соединение';
    case 'ENOTFOUND':
      return 'Сервер не найден';
    default:
      return error.code?.startsWith('ERR_TLS') || error.code?.includes('CERT')
        ? 'Ошибка TLS: сертификат сервера не принят'
        : `Ошибка соединения (${error.code ?? error.message})`;
  }
}
