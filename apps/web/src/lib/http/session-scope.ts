import { type AxiosInstance, CanceledError, type GenericAbortSignal, isAxiosError } from 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A 2xx answer means the server has ended this session (company deactivation): it ends here at once. */
    endsSession?: boolean;
    /** Which session the request was sent in (set by the client; a retry keeps the first one). */
    sessionGeneration?: number;
  }
}

/** Shown if a person ever sees an answer dropped because the session it belonged to has ended. */
export const SESSION_ENDED_MESSAGE = 'Сеанс завершён. Войдите снова';

/**
 * The session as this page knows it (SPEC §4: on logout «always clear cached data and auth data»). Once it
 * ends — logout, the company deactivated, a failed refresh — nothing sent for it may reach the cache or
 * ask the API again: the requests in flight are aborted, answers that still arrive are dropped, a 401 is
 * not refreshed, and the queries of the screen being left stop fetching (lib/query-client.ts). It counts
 * as started again when a session is known: a login, or auth/me naming someone.
 */
let generation = 0;
let isEnded = false;
let controller = new AbortController();

/** Every session this page has ended so far; a request remembers the one it was sent in. */
export function sessionGeneration(): number {
  return generation;
}

export function isSessionEnded(): boolean {
  return isEnded;
}

/** Ends the session here: aborts everything in flight and refuses refreshes until a session is known again. */
export function endSession(): void {
  isEnded = true;
  generation += 1;
  const ended = controller;
  controller = new AbortController();
  ended.abort();
}

/** A session is known again (login, auth/me naming someone, a fresh page). */
export function startSession(): void {
  isEnded = false;
}

/** The caller's own signal and the session's; without AbortSignal.any the generation check below still drops the answer. */
function withSessionSignal(own: GenericAbortSignal | undefined): GenericAbortSignal {
  if (!own) return controller.signal;
  if (typeof AbortSignal.any === 'function' && own instanceof AbortSignal) {
    return AbortSignal.any([own, controller.signal]);
  }
  return own;
}

/** True when the request was sent in a session that has ended since. */
export function isFromEndedSession(config: { sessionGeneration?: number }): boolean {
  return config.sessionGeneration !== undefined && config.sessionGeneration !== generation;
}

export function installSessionScope(instance: AxiosInstance): void {
  instance.interceptors.request.use((config) => {
    // A retry after a refresh keeps the session (and the signal) it was first sent in.
    if (config.sessionGeneration === undefined) {
      config.sessionGeneration = generation;
      config.signal = withSessionSignal(config.signal);
    }
    return config;
  });

  // Installed before the refresh (auth-refresh.ts): an ended session's 401 is not refreshed.
  instance.interceptors.response.use(
    (response) => {
      if (isFromEndedSession(response.config)) {
        throw new CanceledError(SESSION_ENDED_MESSAGE, response.config, response.request);
      }
      if (response.config.endsSession) endSession();
      return response;
    },
    (error: unknown) => {
      if (isAxiosError(error) && error.config && isFromEndedSession(error.config)) {
        throw new CanceledError(SESSION_ENDED_MESSAGE, error.config, error.request);
      }
      throw error;
    },
  );
}
