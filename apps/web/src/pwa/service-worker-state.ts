import { useSyncExternalStore } from 'react';
import { createStore } from './create-store';

/** SPEC §4 Service worker: registered, activated, registration failed, offline ready, needs refresh. */
export type ServiceWorkerState = {
  isRegistered: boolean;
  isActivated: boolean;
  /** Set when registration threw; only logged, the portal works without a worker. */
  hasRegistrationFailed: boolean;
  /** The app shell is precached: the portal opens without a network. */
  isOfflineReady: boolean;
  /** A new version is installed and waiting; the page reloads once it takes over. */
  needsRefresh: boolean;
};

export const INITIAL_SERVICE_WORKER_STATE: ServiceWorkerState = {
  isRegistered: false,
  isActivated: false,
  hasRegistrationFailed: false,
  isOfflineReady: false,
  needsRefresh: false,
};

export const serviceWorkerState = createStore<ServiceWorkerState>(INITIAL_SERVICE_WORKER_STATE);

export function useServiceWorkerState(): ServiceWorkerState {
  return useSyncExternalStore(serviceWorkerState.subscribe, serviceWorkerState.get, serviceWorkerState.get);
}
