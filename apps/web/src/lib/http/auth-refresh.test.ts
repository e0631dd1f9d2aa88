import { apiPaths, CSRF_HEADER } from '@vyplaty/contracts';
import { describe, expect, it, vi } from 'vitest';
import { pathOf, stubAdapter } from '../../test/http-stub';
import { createHttpClient } from './client';

/** A fake API whose session is expired until a refresh succeeds. */
function fakeApi({ refreshStatus = 200, refreshDelayMs = 20 } = {}) {
  let isSessionValid = false;
  const adapter = stubAdapter(async (req) => {
    if (pathOf(req) === apiPaths.auth.refresh) {
      await new Promise((r) => setTimeout(r, refreshDelayMs));
      if (refreshStatus === 200) isSessionValid = true;
      return { status: refreshStatus, data: refreshStatus === 200 ? { ok: true } : { error_message: 'нет' } };
    }
    if (pathOf(req) === apiPaths.auth.login)
      return { status: 401, data: { error_message: 'Неверный логин или пароль' } };
    return isSessionValid
      ? { status: 200, data: { path: pathOf(req) } }
      : { status: 401, data: { error_message: 'x' } };
  });
  const count = (path: string) => adapter.calls.filter((c) => pathOf(c) === path).length;
  return { adapter, count };
}

describe('single shared token refresh', () => {
  it('20 concurrent 401s trigger exactly one refresh, then all 20 requests are retried and succeed', async () => {
    const api = fakeApi();
    const onAuthLost = vi.fn();
    const http = createHttpClient({ baseURL: '', adapter: api.adapter, onAuthLost });

    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => http.get(`/v1/items/${i}`)));

    expect(api.count(apiPaths.auth.refresh)).toBe(1);
    for (let i = 0; i < 20; i++) expect(api.count(`/v1/items/${i}`)).toBe(2);
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(onAuthLost).not.toHaveBeenCalled();
  });

  it('a failed refresh (non-200) rejects every waiting request and reports the lost session once', async () => {
    const api = fakeApi({ refreshStatus: 401 });
    const onAuthLost = vi.fn();
    const http = createHttpClient({ baseURL: '', adapter: api.adapter, onAuthLost });

    const results = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => http.get(`/v1/items/${i}`)));

    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(api.count(apiPaths.auth.refresh)).toBe(1);
    expect(onAuthLost).toHaveBeenCalledTimes(1);
    // Nothing is retried after a failed refresh.
    expect(api.count('/v1/items/0')).toBe(1);
  });

  it('treats a 2xx other than 200 from refresh as a failure', async () => {
    const api = fakeApi({ refreshStatus: 204 });
    const onAuthLost = vi.fn();
    const http = createHttpClient({ baseURL: '', adapter: api.adapter, onAuthLost });
    await expect(http.get('/v1/items/1')).rejects.toMatchObject({ response: { status: 401 } });
    expect(onAuthLost).toHaveBeenCalledTimes(1);
  });

  it('refreshes at most once per request: a second 401 after the retry is returned as is', async () => {
    const adapter = stubAdapter((req) =>
      pathOf(req) === apiPaths.auth.refresh ? { status: 200, data: { ok: true } } : { status: 401, data: {} },
    );
    const onAuthLost = vi.fn();
    const http = createHttpClient({ baseURL: '', adapter, onAuthLost });

    await expect(http.get('/v1/items/1')).rejects.toMatchObject({ response: { status: 401 } });
    expect(adapter.calls.filter((c) => pathOf(c) === apiPaths.auth.refresh)).toHaveLength(1);
    expect(adapter.calls.filter((c) => pathOf(c) === '/v1/items/1')).toHaveLength(2);
  });

  it('never refreshes for the login call itself', async () => {
    const api = fakeApi();
    const onAuthLost = vi.fn();
    const http = createHttpClient({ baseURL: '', adapter: api.adapter, onAuthLost });
    await expect(http.post(apiPaths.auth.login, { login: 'a@b.ru', password: 'x' })).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(api.count(apiPaths.auth.refresh)).toBe(0);
    expect(onAuthLost).not.toHaveBeenCalled();
  });

  it('skipAuthRedirect: a failed refresh rejects without reporting the lost session', async () => {
    const api = fakeApi({ refreshStatus: 401 });
    const onAuthLost = vi.fn();
    const http = createHttpClient({ baseURL: '', adapter: api.adapter, onAuthLost });
    await expect(http.get(apiPaths.auth.me, { skipAuthRedirect: true })).rejects.toBeTruthy();
    expect(api.count(apiPaths.auth.refresh)).toBe(1);
    expect(onAuthLost).not.toHaveBeenCalled();
  });

  it('a request that fails after another one already refreshed is retried without a second refresh', async () => {
    let isSessionValid = false;
    let releaseSlow: () => void = () => {};
    const adapter = stubAdapter(async (req) => {
      if (pathOf(req) === apiPaths.auth.refresh) {
        isSessionValid = true;
        return { status: 200, data: { ok: true } };
      }
      if (pathOf(req) === '/v1/slow' && !isSessionValid) {
        // Sent with the old token; answers only after the refresh has completed.
        await new Promise<void>((r) => {
          releaseSlow = r;
        });
        return { status: 401, data: {} };
      }
      return isSessionValid ? { status: 200, data: {} } : { status: 401, data: {} };
    });
    const http = createHttpClient({ baseURL: '', adapter, onAuthLost: vi.fn() });

    const slow = http.get('/v1/slow');
    await http.get('/v1/fast');
    releaseSlow();
    await expect(slow).resolves.toMatchObject({ status: 200 });
    expect(adapter.calls.filter((c) => pathOf(c) === apiPaths.auth.refresh)).toHaveLength(1);
  });

  it('sends the CSRF cookie value in x-csrf-token on writes only', async () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('theme=light; vp_csrf=token-123');
    const adapter = stubAdapter(() => ({ status: 200, data: {} }));
    const http = createHttpClient({ baseURL: '', adapter, onAuthLost: vi.fn() });

    await http.get('/v1/a');
    await http.post('/v1/b', {});
    await http.delete('/v1/c');

    const header = (i: number) => adapter.calls[i]!.headers.get(CSRF_HEADER);
    expect(header(0)).toBeUndefined();
    expect(header(1)).toBe('token-123');
    expect(header(2)).toBe('token-123');
  });

  it('uses credentials and a 10 s timeout', async () => {
    const adapter = stubAdapter(() => ({ status: 200, data: {} }));
    const http = createHttpClient({ baseURL: '', adapter, onAuthLost: vi.fn() });
    await http.get('/v1/a');
    expect(adapter.calls[0]).toMatchObject({ withCredentials: true, timeout: 10_000 });
  });
});
