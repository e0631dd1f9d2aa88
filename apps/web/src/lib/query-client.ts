import { QueryClient } from '@tanstack/react-query';
import { getErrorStatus } from './http';

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

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}

/** The app's single cache; loaders and components share it. */
export const queryClient = createQueryClient();
