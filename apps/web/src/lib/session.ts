/** The session (auth/me): read by the route guards, the app shell and any screen that depends on who is looking. */
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type AuthMe, apiPaths, authMeSchema } from '@vyplaty/contracts';
import { getErrorStatus, http } from './http';
import { queryKeys } from './query-keys';

/** null = nobody is logged in (the API answered 401). */
export type Session = AuthMe | null;

export async function getAuthMe(): Promise<Session> {
  try {
    // The guard decides where an anonymous visitor goes, so a failed refresh must not navigate by itself.
    const { data } = await http.get(apiPaths.auth.me, { skipAuthRedirect: true });
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
