/** The session (auth/me): read by the route guards, the app shell and any screen that depends on who is looking. */
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthMe } from '@vyplaty/contracts';
import { apiPaths, CSRF_COOKIE } from '@vyplaty/contracts/paths';
import { getErrorStatus, http } from './http';
import { readCookie } from './http/cookies';
import { queryKeys } from './query-keys';

/** null = nobody is logged in (the API answered 401). */
export type Session = AuthMe | null;

/**
 * Nobody can be logged in here: the API shares the page's origin (no base address) and its readable CSRF
 * cookie is absent. The API sets and clears that cookie together with the httpOnly session and refresh
 * cookies, with the same lifetime. Asking anyway costs an anonymous first visit (/login on a phone) two
 * round trips before anything is drawn: auth/me answering 401, then the refresh that fails.
 */
export function isSurelyAnonymous(
  apiBaseUrl: string | undefined = http.defaults.baseURL,
  csrfCookie: string | null = readCookie(CSRF_COOKIE),
): boolean {
  return !apiBaseUrl && !csrfCookie;
}

export async function getAuthMe(): Promise<Session> {
  if (isSurelyAnonymous()) return null;
  try {
    // The guard decides where an anonymous visitor goes, so a failed refresh must not navigate by itself.
    // The schema (and zod with it) comes with the answer, not in the startup file every page waits for.
    const [{ data }, { authMeSchema }] = await Promise.all([
      http.get(apiPaths.auth.me, { skipAuthRedirect: true }),
      import('./session-schema'),
    ]);
    return authMeSchema.parse(data);
  } catch (err) {
    if (getErrorStatus(err) === 401) return null;
    throw err;
  }
}

export function authMeQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.auth.me,
    queryFn: getAuthMe,
    staleTime: 30_000,
    // The route guard waits for this call; a failure is handled by the guard at once, not after backoff.
    retry: false,
  });
}

export function useAuthMe() {
  return useQuery(authMeQueryOptions());
}

/** After login, registration or logout the cached session is stale: the next guard asks the API again. */
export function resetSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: queryKeys.auth.me });
}
