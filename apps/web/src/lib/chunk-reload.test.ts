import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_AT_KEY, reloadAfterChunkError, withChunkReload } from './chunk-reload';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('chunk-load reload guard', () => {
  it('reloads on the first failure and stores the time', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadAfterChunkError({ storage, now: () => 50_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(CHUNK_RELOAD_AT_KEY)).toBe('50000');
  });

  it('does not reload again within 10 s, but does after', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadAfterChunkError({ storage, now: () => 50_000, reload });
    expect(reloadAfterChunkError({ storage, now: () => 59_999, reload })).toBe(false);
    expect(reloadAfterChunkError({ storage, now: () => 60_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('a failed lazy import within the guard window surfaces the error instead of reloading', async () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_AT_KEY, '1000');
    const reload = vi.fn();
    const load = withChunkReload(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), {
      storage,
      now: () => 2000,
      reload,
    });
    await expect(load()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reload).not.toHaveBeenCalled();
  });

  it('a failed lazy import reloads the page once and logs why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reload = vi.fn();
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const load = withChunkReload(() => Promise.reject(failure), { storage: memoryStorage(), now: () => 2000, reload });
    void load();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(warn).toHaveBeenCalledWith('Не удалось загрузить часть приложения: страница перезагружается', failure);
    warn.mockRestore();
  });

  it('a successful import passes through', async () => {
    await expect(withChunkReload(() => Promise.resolve({ Page: 1 }))()).resolves.toEqual({ Page: 1 });
  });
});
