import type { Store } from './create-store';
import { type ServiceWorkerState, serviceWorkerState } from './service-worker-state';
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from './service-worker-url';

type LifecycleEvent = { isUpdate?: boolean | undefined; isExternal?: boolean | undefined };
type LifecycleType = 'installed' | 'waiting' | 'activated' | 'controlling';

/** The part of workbox-window's Workbox used here (tests pass a fake). */
export type WorkboxLike = {
  addEventListener: (type: LifecycleType, listener: (event: LifecycleEvent) => void) => void;
  register: () => Promise<ServiceWorkerRegistration | undefined>;
  messageSkipWaiting: () => void;
  update: () => Promise<void>;
};

export type ServiceWorkerHandle = {
  /** Settles once the worker is registered (or registration failed). */
  ready: Promise<ServiceWorkerRegistration | undefined>;
  /** Asks the server for a newer sw.js; true when one is now installing or waiting (it will reload the page). */
  checkForUpdate: () => Promise<boolean>;
};

type RegisterDeps = {
  isSupported?: boolean;
  createWorkbox?: () => WorkboxLike | Promise<WorkboxLike>;
  store?: Store<ServiceWorkerState>;
  reload?: () => void;
  /** Whether a worker controlled this page when it loaded (navigator.serviceWorker.controller). */
  isControlled?: boolean;
};

let activeHandle: ServiceWorkerHandle | null = null;

/**
 * Registers /sw.js and keeps the SPEC §4 states in the store. Updates are not left waiting: a new
 * worker is told to take over at once and the page reloads when it does, and so does a page whose
 * worker was replaced from another tab — an old page must not keep running against a newer API
 * and a newer shell (ADR 005). A page no worker controlled never reloads: its first worker taking
 * over changes nothing for it — even when that worker was installed by an earlier page of the same tab
 * (a full navigation during the first install makes it "external"), where a reload would wipe what the
 * person is typing.
 */
export function registerServiceWorker({
  isSupported = typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
  // Loaded on demand: the first paint does not wait for it, and dev builds never load it.
  createWorkbox = async () => {
    const { Workbox } = await import('workbox-window');
    return new Workbox(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
  },
  store = serviceWorkerState,
  reload = () => window.location.reload(),
  isControlled = typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller),
}: RegisterDeps = {}): ServiceWorkerHandle | null {
  if (!isSupported) return null;
  const patch = (next: Partial<ServiceWorkerState>) => store.set((current) => ({ ...current, ...next }));
  let isReloading = false;
  const reloadOnce = () => {
    if (isReloading || !isControlled) return;
    isReloading = true;
    reload();
  };

  const listen = (workbox: WorkboxLike) => {
    workbox.addEventListener('installed', (event) => {
      if (!event.isUpdate && !event.isExternal) patch({ isOfflineReady: true });
    });
    workbox.addEventListener('waiting', () => {
      patch({ needsRefresh: true });
      workbox.messageSkipWaiting();
    });
    workbox.addEventListener('activated', (event) => {
      patch({ isActivated: true });
      if (event.isExternal) reloadOnce();
    });
    workbox.addEventListener('controlling', (event) => {
      if (event.isUpdate || event.isExternal) reloadOnce();
    });
  };

  const started = Promise.resolve()
    .then(createWorkbox)
    .then(async (workbox) => {
      listen(workbox);
      const registered = await workbox.register();
      // A returning visitor's worker is already active: no lifecycle event will say so.
      const isActive = Boolean(registered?.active);
      patch({ isRegistered: true, ...(isActive ? { isActivated: true, isOfflineReady: true } : {}) });
      return { workbox, registered };
    })
    .catch((error: unknown) => {
      patch({ hasRegistrationFailed: true });
      console.error('Не удалось зарегистрировать service worker', error);
      return null;
    });

  const handle: ServiceWorkerHandle = {
    ready: started.then((result) => result?.registered),
    async checkForUpdate() {
      const result = await started;
      if (!result?.registered) return false;
      await result.workbox.update();
      return Boolean(result.registered.installing ?? result.registered.waiting);
    },
  };
  activeHandle = handle;
  return handle;
}

/**
 * Moves the page to the deployed version. With a worker, the page is served from its precache, so a
 * plain reload would show the old shell again: the worker is updated first and reloads the page
 * itself when it takes over. Without one (or when it found nothing new) the page just reloads.
 */
export async function reloadToLatestVersion(
  reload: () => void = () => window.location.reload(),
  handle: ServiceWorkerHandle | null = activeHandle,
): Promise<void> {
  const isUpdating = await (handle?.checkForUpdate() ?? Promise.resolve(false)).catch(() => false);
  if (!isUpdating) reload();
}
