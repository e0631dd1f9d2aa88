import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUILD_MANIFEST_URL,
  checkVersion,
  decideOnVersion,
  startVersionCheck,
  VERSION_CHECK_INTERVAL_MS,
  VERSION_RELOAD_KEY,
} from './version-check';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

/** A server whose deployed version can change between polls. */
function fakeServer(initial: string) {
  let version = initial;
  const fetchImpl = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => Response.json({ version }));
  return {
    fetchImpl: fetchImpl as unknown as typeof fetch & typeof fetchImpl,
    deploy: (next: string) => {
      version = next;
    },
  };
}

function fakeDocument() {
  const target = new EventTarget();
  let visibilityState: DocumentVisibilityState = 'visible';
  return {
    get visibilityState() {
      return visibilityState;
    },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    setVisibility(state: DocumentVisibilityState) {
      visibilityState = state;
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

describe('decideOnVersion', () => {
  it('same version: nothing to do', () => {
    expect(decideOnVersion('v1', 'v1', null)).toBe('current');
    expect(decideOnVersion('v1', 'v1', 'v2')).toBe('current');
  });

  it('another version: reload, but only once per deployed version', () => {
    expect(decideOnVersion('v1', 'v2', null)).toBe('reload');
    expect(decideOnVersion('v1', 'v2', 'v2')).toBe('already-reloaded');
    expect(decideOnVersion('v1', 'v3', 'v2')).toBe('reload');
  });
});

describe('checkVersion', () => {
  it('asks for the build manifest bypassing the HTTP cache', async () => {
    const server = fakeServer('v1');
    await checkVersion({
      currentVersion: 'v1',
      fetchImpl: server.fetchImpl,
      storage: memoryStorage(),
      reload: vi.fn(),
    });
    expect(server.fetchImpl).toHaveBeenCalledWith(BUILD_MANIFEST_URL, expect.objectContaining({ cache: 'no-store' }));
  });

  it('a new version reloads and is remembered; the same version after the reload does not loop', async () => {
    const server = fakeServer('v2');
    const storage = memoryStorage();
    const reload = vi.fn();
    const deps = { currentVersion: 'v1', fetchImpl: server.fetchImpl, storage, reload };

    expect(await checkVersion(deps)).toBe('reload');
    expect(storage.getItem(VERSION_RELOAD_KEY)).toBe('v2');
    // The reload brought the old bundle back (say, a stale proxy): no second reload.
    expect(await checkVersion(deps)).toBe('already-reloaded');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('once the bundle is current the guard is cleared, so the next deploy reloads again', async () => {
    const storage = memoryStorage();
    storage.setItem(VERSION_RELOAD_KEY, 'v2');
    const server = fakeServer('v2');
    const reload = vi.fn();
    expect(await checkVersion({ currentVersion: 'v2', fetchImpl: server.fetchImpl, storage, reload })).toBe('current');
    expect(storage.getItem(VERSION_RELOAD_KEY)).toBeNull();
    server.deploy('v3');
    expect(await checkVersion({ currentVersion: 'v2', fetchImpl: server.fetchImpl, storage, reload })).toBe('reload');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offline, an error status or a malformed manifest never reloads', async () => {
    const reload = vi.fn();
    const storage = memoryStorage();
    const failing = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const notFound = vi.fn().mockResolvedValue(new Response('nope', { status: 404 }));
    const malformed = vi.fn().mockResolvedValue(Response.json({ build: 1 }));
    for (const fetchImpl of [failing, notFound, malformed]) {
      expect(await checkVersion({ currentVersion: 'v1', fetchImpl, storage, reload })).toBe('unknown');
    }
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('startVersionCheck', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls every 5 minutes and reloads when a new version appears', async () => {
    const server = fakeServer('v1');
    const reload = vi.fn();
    const stop = startVersionCheck({
      currentVersion: 'v1',
      fetchImpl: server.fetchImpl,
      storage: memoryStorage(),
      reload,
      doc: fakeDocument(),
    });

    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS - 1);
    expect(server.fetchImpl).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(server.fetchImpl).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();

    server.deploy('v2');
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(server.fetchImpl).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(1);

    stop();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 3);
    expect(server.fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('checks when the tab becomes visible again, not when it is hidden', async () => {
    const server = fakeServer('v2');
    const reload = vi.fn();
    const doc = fakeDocument();
    startVersionCheck({ currentVersion: 'v1', fetchImpl: server.fetchImpl, storage: memoryStorage(), reload, doc });

    doc.setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.fetchImpl).not.toHaveBeenCalled();

    doc.setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.fetchImpl).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not start a second check while one is under way', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchImpl = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const doc = fakeDocument();
    startVersionCheck({ currentVersion: 'v1', fetchImpl, storage: memoryStorage(), reload: vi.fn(), doc });
    doc.setVisibility('visible');
    doc.setVisibility('visible');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    answer(Response.json({ version: 'v1' }));
    await vi.advanceTimersByTimeAsync(0);
    doc.setVisibility('visible');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
