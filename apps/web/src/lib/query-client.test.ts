import { type QueryClient, QueryObserver } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endSession, isSessionEnded } from './http';
import { createQueryClient, queryRetryDelay, shouldRetryQuery } from './query-client';
import { queryKeys } from './query-keys';

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

describe('an answer the contracts refuse', () => {
  it('is logged with zod’s issues, for a query and for a write alike; other failures are the screens’ to show', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createQueryClient();
    const refuse = async () => z.object({ ok: z.literal(true) }).parse({});
    await client.fetchQuery({ queryKey: ['odd'], queryFn: refuse, retry: false }).catch(() => {});
    await client
      .getMutationCache()
      .build(client, { mutationFn: refuse })
      .execute(undefined)
      .catch(() => {});
    await client.fetchQuery({ queryKey: ['down'], queryFn: () => Promise.reject(withStatus(503)) }).catch(() => {});
    expect(logged).toHaveBeenCalledTimes(2);
    expect(logged.mock.calls.map(([text, error]) => [text, (error as Error).name])).toEqual([
      ['Ответ API не совпал с контрактом', 'ZodError'],
      ['Ответ API не совпал с контрактом', 'ZodError'],
    ]);
  });
});

describe('a screen left behind when the session ends (lib/http/session-scope.ts)', () => {
  const key = ['user', 'profile'];

  /** A component's use of the query, mounted: subscribed like useQuery does. */
  function mount(client: QueryClient, queryFn: () => Promise<string>, refetchInterval?: number) {
    const observer = new QueryObserver(client, { queryKey: key, queryFn, refetchInterval });
    const unsubscribe = observer.subscribe(() => {});
    return { observer, unsubscribe };
  }

  it('does not fetch again once the cache is cleared, while a screen mounted afterwards does', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => 'ООО "Ромашка"');
    const old = mount(client, queryFn);
    await vi.waitFor(() => expect(client.getQueryData(key)).toBe('ООО "Ромашка"'));
    expect(queryFn).toHaveBeenCalledTimes(1);

    endSession();
    client.clear();
    // A re-render of the old screen builds its query again in the cleared cache.
    old.observer.setOptions({ queryKey: key, queryFn });
    await old.observer.refetch();
    await client.invalidateQueries();
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(key)).toBeUndefined();

    const fresh = mount(client, queryFn);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
    old.unsubscribe();
    fresh.unsubscribe();
  });

  it('a polling timer of the old screen asks nothing', async () => {
    vi.useFakeTimers();
    try {
      const client = createQueryClient();
      const queryFn = vi.fn(async () => 'три');
      const old = mount(client, queryFn, 1000);
      await vi.advanceTimersByTimeAsync(0);
      expect(queryFn).toHaveBeenCalledTimes(1);

      endSession();
      await vi.advanceTimersByTimeAsync(5000);
      expect(queryFn).toHaveBeenCalledTimes(1);
      old.unsubscribe();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a loader (no component watching) still fetches, and a known session lets the old screen fetch again', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => 'данные');
    const old = mount(client, queryFn);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
    endSession();

    await expect(client.fetchQuery({ queryKey: ['other'], queryFn })).resolves.toBe('данные');
    expect(queryFn).toHaveBeenCalledTimes(2);

    client.setQueryData(queryKeys.auth.me, { role: 'user', entity_id: 'c1', is_verified: true });
    expect(isSessionEnded()).toBe(false);
    await old.observer.refetch();
    expect(queryFn).toHaveBeenCalledTimes(3);
    old.unsubscribe();
  });
});
