/**
 * The DaData client against a stand-in upstream: what it sends (paths, headers, body) and how every
 * failure becomes LOOKUP_UNAVAILABLE with the upstream status kept.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { createDadataClient, LOOKUP_UNAVAILABLE_MESSAGE } from './dadata.client.js';

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };

let upstream: Server;
let baseUrl: string;
let seen: Seen[] = [];
let answer: (res: ServerResponse) => void = (res) => res.end();

beforeAll(async () => {
  upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

const json = (status: number, body: unknown) => (res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const client = (timeoutMs?: number) =>
  createDadataClient({ baseUrl: () => baseUrl, apiKey: 'secret-key', ...(timeoutMs ? { timeoutMs } : {}) });

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  expect(appError).toMatchObject({ code: 'LOOKUP_UNAVAILABLE', status: 503, message: LOOKUP_UNAVAILABLE_MESSAGE });
  return appError.upstream;
}

describe('DaData client', () => {
  it('speaks the Suggestions API: POST JSON {query, count} with the Token header', async () => {
    seen = [];
    answer = json(200, { suggestions: [{ value: 'ПАО СБЕРБАНК', unrestricted_value: 'ПАО СБЕРБАНК', data: {} }] });
    const found = await client().suggest('bank', 'сбер', 7);
    await client().findById('party', '7707083893', 1);

    expect(found).toEqual([{ value: 'ПАО СБЕРБАНК', unrestricted_value: 'ПАО СБЕРБАНК', data: {} }]);
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /suggestions/api/4_1/rs/suggest/bank',
      'POST /suggestions/api/4_1/rs/findById/party',
    ]);
    expect(seen[0]?.headers).toMatchObject({
      authorization: 'Token secret-key',
      'content-type': 'application/json',
      accept: 'application/json',
    });
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ query: 'сбер', count: 7 });
    expect(JSON.parse(seen[1]?.body ?? '')).toEqual({ query: '7707083893', count: 1 });
  });

  it.each([401, 403, 413, 429, 500, 502])(
    'turns HTTP %i into LOOKUP_UNAVAILABLE keeping the status',
    async (status) => {
      answer = json(status, { family: 'CLIENT_ERROR', reason: 'x', message: 'x' });
      expect(await failureOf(client().suggest('address', 'москва', 5))).toBe(status);
    },
  );

  it('treats an answer without suggestions as a failure', async () => {
    answer = (res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>шлюз</html>');
    };
    expect(await failureOf(client().suggest('country', 'каз', 5))).toBe('malformed');
    answer = json(200, { error: 'x' });
    expect(await failureOf(client().suggest('country', 'каз', 5))).toBe('malformed');
  });

  it('gives up after its timeout', async () => {
    answer = () => {
      // Never answers: the client's AbortSignal.timeout must end the wait.
    };
    expect(await failureOf(client(200).suggest('party', 'яндекс', 5))).toBe('timeout');
  });

  it('reports a refused connection', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const refused = createDadataClient({ baseUrl: () => `http://127.0.0.1:${port}`, apiKey: 'k' });
    expect(await failureOf(refused.suggest('bank', 'сбер', 5))).toBe('network');
  });
});
