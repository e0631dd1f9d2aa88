import { apiPaths } from '@vyplaty/contracts';
import { isCancel } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { heldReply, pathOf, stubAdapter } from '../../test/http-stub';
import { createHttpClient } from './client';
import { endSession, isSessionEnded, SESSION_ENDED_MESSAGE, startSession } from './session-scope';

function clientWith(handler: Parameters<typeof stubAdapter>[0]) {
  const adapter = stubAdapter(handler);
  const onAuthLost = vi.fn();
  const http = createHttpClient({ baseURL: '', adapter, onAuthLost });
  const count = (path: string) => adapter.calls.filter((c) => pathOf(c) === path).length;
  return { http, adapter, onAuthLost, count };
}

describe('the session scope of the HTTP client', () => {
  it('drops the answer of a request in flight when the session ends, even from a transport that ignores the abort', async () => {
    const held = heldReply();
    const { http, adapter } = clientWith(() => held.reply);
    const request = http.get('/v1/user/profile');
    const sent = await vi.waitFor(() => adapter.calls[0] ?? Promise.reject(new Error('not sent yet')));
    const signal = sent.signal as AbortSignal;

    endSession();
    expect(signal.aborted).toBe(true);
    held.release({ status: 200, data: { name: 'ООО "Ромашка"' } });

    const error = await request.catch((err: unknown) => err);
    expect(isCancel(error)).toBe(true);
    expect((error as Error).message).toBe(SESSION_ENDED_MESSAGE);
  });

  it('after the end a 401 asks for no refresh and sends nobody to log in', async () => {
    const { http, onAuthLost, count } = clientWith((req) =>
      pathOf(req) === apiPaths.auth.refresh ? { status: 200, data: { ok: true } } : { status: 401, data: {} },
    );
    endSession();
    await expect(http.get('/v1/notification/not_read_count')).rejects.toMatchObject({ response: { status: 401 } });
    expect(count(apiPaths.auth.refresh)).toBe(0);
    expect(onAuthLost).not.toHaveBeenCalled();
  });

  it('a refresh under way when the session ends retries nothing', async () => {
    const refresh = heldReply();
    const { http, count, onAuthLost } = clientWith((req) =>
      pathOf(req) === apiPaths.auth.refresh ? refresh.reply : { status: 401, data: {} },
    );
    const request = http.get('/v1/user/profile');
    await vi.waitFor(() => expect(count(apiPaths.auth.refresh)).toBe(1));

    endSession();
    refresh.release({ status: 200, data: { ok: true } });

    await expect(request).rejects.toBeTruthy();
    expect(count('/v1/user/profile')).toBe(1);
    expect(onAuthLost).not.toHaveBeenCalled();
  });

  it('a failed refresh ends the session once: the next 401 is not refreshed again', async () => {
    const { http, count, onAuthLost } = clientWith((req) =>
      pathOf(req) === apiPaths.auth.refresh ? { status: 401, data: {} } : { status: 401, data: {} },
    );
    await expect(http.get('/v1/user/profile')).rejects.toBeTruthy();
    expect(isSessionEnded()).toBe(true);
    expect(onAuthLost).toHaveBeenCalledTimes(1);

    await expect(http.get('/v1/notification/not_read_count')).rejects.toBeTruthy();
    expect(count(apiPaths.auth.refresh)).toBe(1);
    expect(onAuthLost).toHaveBeenCalledTimes(1);
  });

  it('a probe (skipAuthRedirect) whose refresh fails leaves the session to the guard', async () => {
    const { http } = clientWith(() => ({ status: 401, data: {} }));
    await expect(http.get(apiPaths.auth.me, { skipAuthRedirect: true })).rejects.toBeTruthy();
    expect(isSessionEnded()).toBe(false);
  });

  it('endsSession: a 2xx answer ends the session at once, a refusal does not', async () => {
    let status = 400;
    const { http } = clientWith(() => ({ status, data: {} }));
    await expect(http.post(apiPaths.userDeactivate, {}, { endsSession: true })).rejects.toBeTruthy();
    expect(isSessionEnded()).toBe(false);

    status = 204;
    await expect(http.post(apiPaths.userDeactivate, {}, { endsSession: true })).resolves.toMatchObject({
      status: 204,
    });
    expect(isSessionEnded()).toBe(true);
  });

  it('once a session is known again, a 401 is refreshed as before', async () => {
    let isValid = false;
    const { http, count } = clientWith((req) => {
      if (pathOf(req) === apiPaths.auth.refresh) {
        isValid = true;
        return { status: 200, data: { ok: true } };
      }
      return isValid ? { status: 200, data: {} } : { status: 401, data: {} };
    });
    endSession();
    startSession();
    await expect(http.get('/v1/user/profile')).resolves.toMatchObject({ status: 200 });
    expect(count(apiPaths.auth.refresh)).toBe(1);
  });
});
