import { useQuery } from '@tanstack/react-query';
import { type AuthMe, apiPaths, authMeSchema } from '@vyplaty/contracts';
import { getErrorStatus, http } from '../../../lib/http';

/**
 * Who is looking at the link: null for a visitor. Shares the cache entry of auth/me that the route
 * guard has just filled (same key and shape), so no extra request is made.
 */
async function getSession(): Promise<AuthMe | null> {
  try {
    const { data } = await http.get(apiPaths.auth.me, { skipAuthRedirect: true });
    return authMeSchema.parse(data);
  } catch (err) {
    if (getErrorStatus(err) === 401) return null;
    throw err;
  }
}

export function useLinkSession() {
  return useQuery({ queryKey: ['auth', 'me'], queryFn: getSession, staleTime: 30_000, retry: false });
}
