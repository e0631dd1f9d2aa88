/**
 * Set-ups of the API keys' tests (and of the route-wide role and isolation tests): a key made by the owner over HTTP,
 * and a caller that sends it as the company's system does — `Authorization: Bearer`, no cookie, no CSRF.
 */
import { randomUUID } from 'node:crypto';
import { type ApiKeyRole, type ApiKeyWithSecret, apiPaths } from '@vyplaty/contracts';
import { expect } from 'vitest';
import { moscowDate } from '../../lib/moscow-time.js';
import type { TestClient, TestResponse } from '../../test-support/http-client.js';

/** A Moscow day `days` after today, as the create call takes it. */
export const dayAfter = (days: number, now = new Date()) => moscowDate(new Date(now.getTime() + days * 86_400_000));

let seq = 0;

export async function createKey(
  owner: { client: TestClient },
  options: { role?: ApiKeyRole; name?: string; allowedIps?: string[]; expiresOn?: string } = {},
): Promise<ApiKeyWithSecret> {
  const res = await owner.client.post<ApiKeyWithSecret>(apiPaths.apiKeys.list, {
    name: options.name ?? `Интеграция ${++seq}`,
    role: options.role ?? 'ACCOUNTANT',
    allowed_ips: options.allowedIps ?? [],
    expires_on: options.expiresOn ?? dayAfter(30),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

export type KeyCaller = {
  request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: { body?: unknown; headers?: Record<string, string> },
  ): Promise<TestResponse<T>>;
};

/** Calls with the key's secret only: a fresh client without any cookie, and no CSRF header. */
export function keyCaller(baseUrl: string, secret: string): KeyCaller {
  return {
    async request(method, path, options = {}) {
      const headers: Record<string, string> = { authorization: `Bearer ${secret}`, ...options.headers };
      let body: string | undefined;
      if (options.body !== undefined) {
        body = JSON.stringify(options.body);
        headers['content-type'] = 'application/json';
      }
      const response = await fetch(baseUrl + path, { method, headers, body });
      const type = response.headers.get('content-type') ?? '';
      const parsed = type.includes('json') ? await response.json() : await response.text();
      return { status: response.status, body: parsed, headers: response.headers, setCookies: [] };
    },
  } as KeyCaller;
}

export const idempotencyHeaders = (key = randomUUID()) => ({ 'idempotency-key': key });
