/** Emitted by the build (vite.config.ts) next to index.html; the API serves it with Cache-Control: no-cache. */
export const BUILD_MANIFEST_URL = '/build-manifest.json';
export const VERSION_CHECK_INTERVAL_MS = 5 * 60_000;
/** sessionStorage: the deployed version this tab last reloaded for. */
export const VERSION_RELOAD_KEY = 'versionReloadFor';

/** The build this bundle came from (vite.config.ts define). */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

export type VersionDecision = 'current' | 'reload' | 'already-reloaded';

/**
 * A different deployed version reloads the page, once per version and tab: if the reload still brings
 * the old bundle (a stale proxy, a failed worker update), reloading again would loop forever, so the
 * tab stays as it is until the next deploy or until the person reloads.
 */
export function decideOnVersion(current: string, deployed: string, lastReloadedFor: string | null): VersionDecision {
  if (deployed === current) return 'current';
  return deployed === lastReloadedFor ? 'already-reloaded' : 'reload';
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type VersionCheckDeps = {
  currentVersion?: string;
  fetchImpl?: typeof fetch;
  storage?: StorageLike | undefined;
  /** Moves the page to the new version (src/pwa/service-worker.ts reloadToLatestVersion). */
  reload: () => void | Promise<void>;
};

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

async function fetchDeployedVersion(fetchImpl: typeof fetch): Promise<string | null> {
  const response = await fetchImpl(BUILD_MANIFEST_URL, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) return null;
  const body = (await response.json()) as { version?: unknown };
  return typeof body.version === 'string' && body.version !== '' ? body.version : null;
}

/** One check; network errors and odd answers count as "nothing to do" (offline is not a new version). */
export async function checkVersion({
  currentVersion = APP_VERSION,
  fetchImpl = globalThis.fetch.bind(globalThis),
  storage = sessionStorageOrUndefined(),
  reload,
}: VersionCheckDeps): Promise<VersionDecision | 'unknown'> {
  let deployed: string | null;
  try {
    deployed = await fetchDeployedVersion(fetchImpl);
  } catch {
    return 'unknown';
  }
  if (!deployed) return 'unknown';
  const decision = decideOnVersion(currentVersion, deployed, storage?.getItem(VERSION_RELOAD_KEY) ?? null);
  if (decision === 'current') storage?.removeItem(VERSION_RELOAD_KEY);
  if (decision === 'reload') {
    storage?.setItem(VERSION_RELOAD_KEY, deployed);
    await reload();
  }
  return decision;
}

type StartDeps = VersionCheckDeps & {
  intervalMs?: number;
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
};

/** Checks every 5 minutes and whenever the tab becomes visible again; returns a stop function. */
export function startVersionCheck({ intervalMs = VERSION_CHECK_INTERVAL_MS, doc = document, ...deps }: StartDeps) {
  // A visibility change during a slow check must not start a second one (and a second reload).
  let isChecking = false;
  const run = () => {
    if (isChecking) return;
    isChecking = true;
    void checkVersion(deps).finally(() => {
      isChecking = false;
    });
  };
  const timer = setInterval(run, intervalMs);
  const handleVisibility = () => {
    if (doc.visibilityState === 'visible') run();
  };
  doc.addEventListener('visibilitychange', handleVisibility);
  return () => {
    clearInterval(timer);
    doc.removeEventListener('visibilitychange', handleVisibility);
  };
}
