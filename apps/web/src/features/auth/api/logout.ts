import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@vyplaty/contracts/paths';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { unsubscribePush } from '../../../pwa/unsubscribe-push';

/**
 * Forgets the session on this device and leaves for the login page. The session is marked as ended
 * first, so the guard opens /login without asking the API; the cache is cleared only after leaving,
 * because components still on screen would otherwise refetch their data straight away.
 */
export async function endLocalSession(queryClient: QueryClient, goToLogin: () => Promise<void>): Promise<void> {
  queryClient.setQueryData(queryKeys.auth.me, null);
  await goToLogin();
  queryClient.clear();
}

/**
 * SPEC §4 logout: try the server; if that fails only local state can be cleared. Cached data and the
 * session are always dropped and this device stops receiving pushes for the account.
 */
export async function logout(queryClient: QueryClient, goToLogin: () => Promise<void>): Promise<void> {
  try {
    await http.post(apiPaths.auth.logout, undefined, { skipAuthRedirect: true });
  } catch {
    // Nothing more to do: the local state is cleared below either way.
  }
  await unsubscribePush();
  await endLocalSession(queryClient, goToLogin);
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    () =>
      logout(queryClient, async () => {
        await navigate('/login', { replace: true });
      }),
    [queryClient, navigate],
  );
}
