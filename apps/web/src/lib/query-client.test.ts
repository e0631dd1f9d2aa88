import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { createQueryClient, queryRetryDelay, shouldRetryQuery } from './query-client';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
const withStatus = (status: number) =>
  new AxiosError('x', 'ERR', config, {}, { status, data: {}, statusText: '', headers: {}, config });

describe('query retry policy (SPEC §9, docs/adr/002-query-retry.md)', () => {
  it('retries a 500 at most 3 times', () => {
    expect([0, 1, 2, 3].map((n) => shouldRetryQuery(n, withStatus(500)))).toEqual([true, true, true, false]);
  });

  it('never retries other failures', () => {
    for (const status of [400, 401, 403, 404, 429, 502, 503])
      expect(shouldRetryQuery(0, withStatus(status))).toBe(false);
    expect(shouldRetryQuery(0, new AxiosError('Network Error', AxiosError.ERR_NETWORK, config))).toBe(false);
    expect(shouldRetryQuery(0, new Error('bug'))).toBe(false);
  });

  it('backs off exponentially, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('does not refetch on window focus and keeps idle data 5 minutes', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.refetchOnWindowFocus).toBe(false);
    expect(defaults?.gcTime).toBe(5 * 60_000);
  });
});
