import { apiPaths } from '@vyplaty/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http } from '../../lib/http';
import { createQueryClient } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';
import { pathOf, type StubHandler, stubAdapter } from '../../test/http-stub';
import { createSessionGuard } from './session-guard';

const originalAdapter = http.defaults.adapter;
const request = (path: string) => new Request(new URL(path, 'http://localhost'));

function withApi(handler: StubHandler) {
  const adapter = stubAdapter(handler);
  http.defaults.adapter = adapter;
  return { meCalls: () => adapter.calls.filter((c) => pathOf(c) === apiPaths.auth.me).length };
}

/** What the guard did: the session it let through, or where it redirected. */
async function outcome(promise: Promise<unknown>) {
  try {
    return { session: await promise };
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get('Location') };
    throw thrown;
  }
}

describe('session guard', () => {
  let queryClient = createQueryClient();
  beforeEach(() => {
    queryClient = createQueryClient();
  });
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('loads the session from auth/me and applies the rules (401 = anonymous → login)', async () => {
    // Both auth/me and the refresh it triggers answer 401: nobody is logged in.
    const api = withApi(() => ({ status: 401, data: {} }));
    const guard = createSessionGuard(queryClient);
    const result = await outcome(guard(request('/tasks')));
    expect(result.redirect).toBe(`/login?redirect_url=${encodeURIComponent('http://localhost/tasks')}`);
    expect(api.meCalls()).toBe(1);
  });

  it('a failed session load (5xx/network) on a public path is remembered: no second attempt on that path', async () => {
    const api = withApi(() => 'network-error');
    const guard = createSessionGuard(queryClient);

    expect(await outcome(guard(request('/login')))).toEqual({ session: null });
    expect(await outcome(guard(request('/login')))).toEqual({ session: null });
    expect(api.meCalls()).toBe(1);

    // Another public path is a new attempt.
    expect(await outcome(guard(request('/login/register')))).toEqual({ session: null });
    expect(api.meCalls()).toBe(2);
  });

  it('a failed session load on a private path is an error, not a pretend-anonymous visit', async () => {
    withApi(() => ({ status: 503, data: { error_message: 'Сервис недоступен' } }));
    const guard = createSessionGuard(queryClient);
    await expect(guard(request('/tasks'))).rejects.toMatchObject({ response: { status: 503 } });
  });

  it('a cached session wins over a remembered failure', async () => {
    const api = withApi(() => 'network-error');
    const guard = createSessionGuard(queryClient);
    await guard(request('/login'));
    queryClient.setQueryData(queryKeys.auth.me, { role: 'user', entity_id: 'c1', is_verified: true });
    expect(await outcome(guard(request('/login')))).toEqual({ redirect: '/' });
    expect(api.meCalls()).toBe(1);
  });

  it('action links are handled before the session is even loaded', async () => {
    const api = withApi(() => ({ status: 200, data: { role: 'user', entity_id: 'c1', is_verified: true } }));
    const guard = createSessionGuard(queryClient);
    const result = await outcome(guard(request('/?action=UPDATE_PASSWORD&token=abc')));
    expect(result.redirect).toBe('/reset-password?action=UPDATE_PASSWORD&token=abc');
    expect(api.meCalls()).toBe(0);
  });

  it('shares one evaluation between the loaders of one navigation', async () => {
    const api = withApi(() => ({ status: 200, data: { role: 'user', entity_id: 'c1', is_verified: true } }));
    const guard = createSessionGuard(queryClient);
    const req = request('/tasks');
    const [a, b] = await Promise.all([guard(req), guard(req)]);
    expect(a).toEqual(b);
    expect(api.meCalls()).toBe(1);
  });
});
