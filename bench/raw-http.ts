/**
 * The two bench requests TestClient does not cover: a multipart upload and a file download read as
 * bytes. Both send the client's cookies and CSRF header like the web app, and fail loudly on a non-2xx
 * answer so a figure never times an error page.
 */
import { CSRF_COOKIE, CSRF_HEADER } from '@vyplaty/contracts';
import type { TestClient } from '../apps/api/src/test-support/http-client.js';

const headersOf = (client: TestClient): Record<string, string> => ({
  cookie: [...client.cookies.entries()].map(([name, c]) => `${name}=${c.value}`).join('; '),
  [CSRF_HEADER]: client.cookie(CSRF_COOKIE) ?? '',
});

async function checked(res: Response, what: string): Promise<Response> {
  if (!res.ok) throw new Error(`bench: ${what} answered ${res.status}: ${await res.text()}`);
  return res;
}

/** Fails the bench unless the answer is 2xx; returns it for reading. */
export async function ok<T extends { status: number; body: unknown }>(request: Promise<T>): Promise<T> {
  const res = await request;
  if (res.status >= 300) throw new Error(`bench: HTTP ${res.status}: ${JSON.stringify(res.body)}`);
  return res;
}

/** POST JSON, read the answer as a file (e.g. an .xlsx export). */
export async function postForFile(client: TestClient, path: string, body: unknown): Promise<Buffer> {
  const res = await fetch(client.baseUrl + path, {
    method: 'POST',
    headers: { ...headersOf(client), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return Buffer.from(await (await checked(res, path)).arrayBuffer());
}

/** POST multipart/form-data with one `file` field, read the JSON answer. */
export async function uploadFile<T>(client: TestClient, path: string, name: string, bytes: Buffer): Promise<T> {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const res = await fetch(client.baseUrl + path, { method: 'POST', headers: headersOf(client), body: form });
  return (await (await checked(res, path)).json()) as T;
}
