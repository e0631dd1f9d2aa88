/** sessionStorage key holding when the page was last reloaded because a code chunk failed to load. */
export const CHUNK_RELOAD_AT_KEY = 'chunkReloadAt';
export const CHUNK_RELOAD_GUARD_MS = 10_000;

type ReloadDeps = {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  now?: () => number;
  reload?: () => void;
};

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * After a deploy the old chunk names are gone, so a lazy import fails until the page is reloaded.
 * Reload once; if it fails again within 10 s the problem is not a stale page, so let the error show
 * instead of reloading in a loop. Returns whether a reload was started.
 */
export function reloadAfterChunkError({
  storage = sessionStorageOrUndefined(),
  now = Date.now,
  reload = () => window.location.reload(),
}: ReloadDeps = {}): boolean {
  const last = Number(storage?.getItem(CHUNK_RELOAD_AT_KEY) ?? 0);
  const current = now();
  if (last && current - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage?.setItem(CHUNK_RELOAD_AT_KEY, String(current));
  reload();
  return true;
}

/** Wraps a dynamic import: on failure reload the page (guarded), else rethrow to the error page. */
export function withChunkReload<T>(load: () => Promise<T>, deps?: ReloadDeps): () => Promise<T> {
  return () =>
    load().catch((err: unknown) => {
      // While the page reloads, keep the route pending instead of flashing an error page; the failure is logged,
      // as the reload will hide it.
      if (reloadAfterChunkError(deps)) {
        console.warn('Не удалось загрузить часть приложения: страница перезагружается', err);
        return new Promise<T>(() => {});
      }
      throw err;
    });
}
