import { describe, expect, it, vi } from 'vitest';
import { createStore } from './create-store';
import { registerServiceWorker, reloadToLatestVersion, type WorkboxLike } from './service-worker';
import { INITIAL_SERVICE_WORKER_STATE, type ServiceWorkerState } from './service-worker-state';

type Listener = (event: { isUpdate?: boolean; isExternal?: boolean }) => void;

/** workbox-window's Workbox as far as the app uses it; `emit` plays the browser's lifecycle events. */
function fakeWorkbox(registration: Partial<ServiceWorkerRegistration> | Error = {}) {
  const listeners = new Map<string, Listener[]>();
  const workbox = {
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    register: vi.fn(() =>
      registration instanceof Error
        ? Promise.reject(registration)
        : Promise.resolve(registration as ServiceWorkerRegistration),
    ),
    messageSkipWaiting: vi.fn(),
    update: vi.fn(() => Promise.resolve()),
  } satisfies WorkboxLike;
  const emit = (type: string, event: { isUpdate?: boolean; isExternal?: boolean } = {}) => {
    for (const listener of listeners.get(type) ?? []) listener(event);
  };
  return { workbox, emit };
}

async function setup(registration?: Partial<ServiceWorkerRegistration> | Error, isControlled = true) {
  const { workbox, emit } = fakeWorkbox(registration);
  const store = createStore<ServiceWorkerState>(INITIAL_SERVICE_WORKER_STATE);
  const reload = vi.fn();
  const handle = registerServiceWorker({
    isSupported: true,
    createWorkbox: () => workbox,
    store,
    reload,
    isControlled,
  });
  await handle?.ready;
  return { workbox, emit, store, reload, handle };
}

describe('service worker registration and states', () => {
  it('does nothing where service workers are unsupported', () => {
    const createWorkbox = vi.fn();
    expect(registerServiceWorker({ isSupported: false, createWorkbox })).toBeNull();
    expect(createWorkbox).not.toHaveBeenCalled();
  });

  it('first visit: registered, then offline ready and activated, without a reload', async () => {
    const { emit, store, reload, workbox } = await setup({ active: null }, false);
    expect(store.get().isRegistered).toBe(true);
    expect(workbox.register).toHaveBeenCalledTimes(1);
    expect(store.get()).toMatchObject({ isOfflineReady: false, isActivated: false });

    emit('installed', {});
    emit('activated', {});
    emit('controlling', { isUpdate: false, isExternal: false });

    expect(store.get()).toMatchObject({ isOfflineReady: true, isActivated: true, needsRefresh: false });
    expect(reload).not.toHaveBeenCalled();
  });

  it('a returning visitor whose worker is already active is activated and offline ready at once', async () => {
    const { store } = await setup({ active: {} as ServiceWorker });
    expect(store.get()).toMatchObject({ isRegistered: true, isActivated: true, isOfflineReady: true });
  });

  it('update: needs refresh, the waiting worker is told to take over, the page reloads once it controls', async () => {
    const { emit, store, reload, workbox } = await setup({ active: {} as ServiceWorker });
    emit('installed', { isUpdate: true });
    expect(store.get().needsRefresh).toBe(false);

    emit('waiting', { isUpdate: true });
    expect(store.get().needsRefresh).toBe(true);
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();

    emit('activated', { isUpdate: true });
    emit('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('external activation (another tab installed a newer worker) reloads the page, once', async () => {
    const { emit, reload } = await setup();
    emit('activated', { isExternal: true });
    emit('controlling', { isExternal: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a page no worker controlled is never reloaded, even when the first worker it sees was installed by an earlier page', async () => {
    // The first install outlived a full navigation of the tab: for the new page the activation is "external".
    const { emit, reload, store } = await setup({ active: null }, false);
    emit('activated', { isExternal: true });
    emit('controlling', { isExternal: true });
    expect(reload).not.toHaveBeenCalled();
    expect(store.get().isActivated).toBe(true);
  });

  it('a failed registration sets the flag and is only logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, reload } = await setup(new Error('SecurityError'));
    expect(store.get().hasRegistrationFailed).toBe(true);
    expect(store.get().isRegistered).toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('reloadToLatestVersion', () => {
  it('without a worker, reloads the page', async () => {
    const reload = vi.fn();
    await reloadToLatestVersion(reload, null);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('when the worker finds a newer version, leaves the reload to the worker lifecycle', async () => {
    const registration = { active: {} as ServiceWorker, installing: null, waiting: null };
    const { workbox, handle } = await setup(registration);
    workbox.update.mockImplementation(async () => {
      Object.assign(registration, { installing: {} as ServiceWorker });
    });
    const reload = vi.fn();
    await reloadToLatestVersion(reload, handle);
    expect(workbox.update).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('when the worker has nothing newer (or the check fails), reloads the page', async () => {
    const { workbox, handle } = await setup({ active: {} as ServiceWorker, installing: null, waiting: null });
    const reload = vi.fn();
    await reloadToLatestVersion(reload, handle);
    expect(reload).toHaveBeenCalledTimes(1);

    workbox.update.mockRejectedValueOnce(new Error('offline'));
    await reloadToLatestVersion(reload, handle);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
