import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@vyplaty/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { http } from '../../../lib/http';
import { unsubscribePush } from '../../../pwa/unsubscribe-push';

/**
 * SPEC §4 logout: try the server; if that fails only local state can be cleared. Cached data and the
 * session are always dropped and this device stops receiving pushes for the account.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  try {
    await http.post(apiPaths.auth.logout, undefined, { skipAuthRedirect: true });
  } catch {
    // Nothing more to do: the local state is cleared below either way.
  }
  queryClient.clear();
  await unsubscribePush();
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout(queryClient);
    await navigate('/login', { replace: true });
  }, [queryClient, navigate]);
}
