import {
  type DefaultError,
  type DefaultedQueryObserverOptions,
  hashKey,
  MutationCache,
  QueryCache,
  QueryClient,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import {
  getErrorStatus,
  isContractMismatch,
  isSessionEnded,
  SESSION_ENDED_MESSAGE,
  sessionGeneration,
  startSession,
} from './http';
import { queryKeys } from './query-keys';

export const MAX_QUERY_RETRIES = 3;
export const MAX_RETRY_DELAY_MS = 30_000;
export const QUERY_GC_TIME_MS = 5 * 60_000;

/**
 * SPEC §9 reports two readings of the retry rule; we retry only when the server answered 500, at most
 * 3 times (see docs/adr/002-query-retry.md). 4xx will not change on retry, and 502–504 are the proxy's
 * business: retrying them would only stretch the wait of a person looking at a spinner.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && getErrorStatus(error) === 500;
}

/** Exponential backoff 1 s, 2 s, 4 s… capped at 30 s. */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, MAX_RETRY_DELAY_MS);
}

/** Thrown instead of asking the API for a screen whose session has ended (normally never seen: see below). */
class SessionEndedError extends Error {
  constructor() {
    super(SESSION_ENDED_MESSAGE);
    this.name = 'SessionEndedError';
  }
}

/** The session (lib/http/session-scope.ts) in which each observer — a component's use of a query — first subscribed. */
const observerSessions = new WeakMap<object, number>();

/**
 * Only components of the screen that was on display when the session ended watch this query. Until
 * the router has replaced that screen its components re-render, and each re-render would build their
 * queries again in the just-cleared cache and fetch them with the ended session. A component mounted
 * afterwards (the login page, a loader's fetchQuery with no observer at all) is not held back.
 */
function isLeftBehind(query: { observers: readonly object[] }): boolean {
  if (!isSessionEnded() || query.observers.length === 0) return false;
  const current = sessionGeneration();
  return query.observers.every((observer) => (observerSessions.get(observer) ?? current) < current);
}

/**
 * The app's QueryClient: every query's options pass through defaultQueryOptions, so the session's end
 * is checked in one place — `enabled` turns false for a screen left behind, and its queryFn refuses to
 * run (a refetchInterval timer does not look at `enabled`).
 */
class SessionQueryClient extends QueryClient {
  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    // Options defaulted once already (an observer hands its own back) are wrapped already.
    if (options._defaulted) return super.defaultQueryOptions(options);
    const defaulted = super.defaultQueryOptions(options);
    const { enabled, queryFn, queryHash } = defaulted;
    const cache = this.getQueryCache();
    return {
      ...defaulted,
      enabled: (query) => !isLeftBehind(query) && (typeof enabled === 'function' ? enabled(query) : (enabled ?? true)),
      queryFn:
        typeof queryFn === 'function'
          ? (context) => {
              const query = cache.get(queryHash);
              if (query && isLeftBehind(query)) throw new SessionEndedError();
              return queryFn(context);
            }
          : queryFn,
    };
  }
}

/**
 * An answer the contracts' schemas refuse is a disagreement between the API and the app, to be found and fixed: the
 * person reads a plain message (errorMessage), the console keeps zod's issues (paths and expectations, not values).
 */
function logContractMismatch(error: unknown): void {
  if (isContractMismatch(error)) console.error('Ответ API не совпал с контрактом', error);
}

export function createQueryClient(): QueryClient {
  const client = new SessionQueryClient({
    queryCache: new QueryCache({ onError: logContractMismatch }),
    mutationCache: new MutationCache({ onError: logContractMismatch }),
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        refetchOnWindowFocus: false,
        gcTime: QUERY_GC_TIME_MS,
      },
      // Writes are never repeated behind the person's back.
      mutations: { retry: false },
    },
  });
  const sessionHash = hashKey(queryKeys.auth.me);
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'observerAdded' && !observerSessions.has(event.observer)) {
      observerSessions.set(event.observer, sessionGeneration());
    }
    // Someone is logged in again (login, registration, another tab's login seen by the guard).
    const isSessionAnswer =
      event.type === 'updated' && event.action.type === 'success' && event.query.queryHash === sessionHash;
    if (isSessionAnswer && event.query.state.data) startSession();
  });
  return client;
}

/** The app's single cache; loaders and components share it. */
export const queryClient = createQueryClient();
