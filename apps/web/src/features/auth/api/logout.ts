import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@vyplaty/contracts/paths';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endSession, http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { unsubscribePush } from '../../../pwa/unsubscribe-push';

/**
 * Forgets the session on this device and leaves for the login page. First nothing of the session may ask
 * the API or write into the cache any more (lib/http/session-scope.ts: requests in flight aborted, no
 * refresh; lib/query-client.ts: the screen being left stops fetching), and the queries under way are
 * cancelled. Then the session is marked as ended, so the guard opens /login without asking the API; the
 * cache is cleared after leaving, so the screen being left does not fall back to loaders meanwhile.
 */
export async function endLocalSession(queryClient: QueryClient, goToLogin: () => Promise<void>): Promise<void> {
  endSession();
  await queryClient.cancelQueries();
  queryClient.setQueryData(queryKeys.auth.me, null);
  try {
    await goToLogin();
  } finally {
    queryClient.clear();
  }
}

/**
 * SPEC §4 logout: try the server; if that fails only local state can be cleared. Cached data and the
 * session are always dropped and this device stops receiving pushes for the account.
 */
export async function logout(queryClient: QueryClient, goToLogin: () => Promise<void>): Promise<void> {
  // Ended here first: the screen on display asks nothing more while the server is being told.
  endSession();
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
