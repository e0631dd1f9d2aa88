import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRevalidator } from 'react-router';
import { authMeQueryKey } from '../../../lib/session';

/**
 * What a pull refreshes (SPEC §2): the current user (auth/me, then the loaders that decide on it) and
 * the data of the page on screen (every query in use). Resolves when all of it has arrived.
 */
export function useRefreshEmployeePage(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { revalidate } = useRevalidator();
  return useCallback(async () => {
    await Promise.all([
      queryClient.refetchQueries({ queryKey: authMeQueryKey }),
      queryClient.invalidateQueries({ refetchType: 'active' }),
    ]);
    await revalidate();
  }, [queryClient, revalidate]);
}
