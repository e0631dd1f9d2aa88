import { apiPaths } from '@vyplaty/contracts/paths';
import { type AxiosInstance, isAxiosError } from 'axios';
import { endSession, isFromEndedSession, isSessionEnded } from './session-scope';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not try a token refresh when this call answers 401 (the session probes use it). */
    skipAuthRefresh?: boolean;
    /** On a failed refresh reject only: do not clear the session and leave the page (the guard decides). */
    skipAuthRedirect?: boolean;
    /** Set once a request has been retried after a refresh: one refresh per request. */
    isAuthRetry?: boolean;
    /** How many refreshes had completed when the request was sent. */
    authGeneration?: number;
  }
}

/** Calls that answer 401 for reasons a refresh cannot fix. */
const NO_REFRESH_PATHS: readonly string[] = [apiPaths.auth.login, apiPaths.auth.refresh];

type RefreshOutcome = { ok: boolean };

/**
 * Single shared refresh (SPEC §4): a 401 triggers POST auth/refresh/ once; every request that gets a 401
 * meanwhile waits for the same refresh and is then retried once. A failed refresh (anything but 200)
 * rejects the waiting requests, ends the session (session-scope.ts) and calls onAuthLost once. Once the
 * session has ended here (logout, deactivation, a failed refresh) a 401 is returned as is: nothing
 * brings the old session back, and a retry of a request from it is not sent.
 */
export function installAuthRefresh(instance: AxiosInstance, onAuthLost: () => void): void {
  let inFlight: Promise<RefreshOutcome> | null = null;
  let generation = 0;
  const handledFailures = new WeakSet<RefreshOutcome>();

  const refresh = (): Promise<RefreshOutcome> => {
    inFlight ??= instance
      .post(apiPaths.auth.refresh, undefined, { skipAuthRefresh: true, validateStatus: () => true })
      .then(
        (res) => ({ ok: res.status === 200 }),
        () => ({ ok: false }),
      )
      .then((outcome) => {
        if (outcome.ok) generation += 1;
        inFlight = null;
        return outcome;
      });
    return inFlight;
  };

  instance.interceptors.request.use((config) => {
    config.authGeneration = generation;
    return config;
  });

  instance.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isAxiosError(error) || error.response?.status !== 401 || !error.config) throw error;
    const config = error.config;
    if (config.skipAuthRefresh || config.isAuthRetry || NO_REFRESH_PATHS.includes(config.url ?? '')) throw error;
    if (isSessionEnded()) throw error;
    config.isAuthRetry = true;
    // A refresh that finished after this request left needs no second refresh: just retry with the new cookies.
    const refreshedSinceSent = (config.authGeneration ?? 0) < generation;
    if (!refreshedSinceSent) {
      const outcome = await refresh();
      if (!outcome.ok) {
        // A probe (skipAuthRedirect) may come from a visitor who never had a session: the guard decides.
        if (!config.skipAuthRedirect && !handledFailures.has(outcome) && !isSessionEnded()) {
          handledFailures.add(outcome);
          endSession();
          onAuthLost();
        }
        throw error;
      }
    }
    // The session ended while the refresh was under way: the retry would belong to it.
    if (isFromEndedSession(config)) throw error;
    return instance.request(config);
  });
}
