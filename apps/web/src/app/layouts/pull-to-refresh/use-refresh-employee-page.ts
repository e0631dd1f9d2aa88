import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRevalidator } from 'react-router';
import { queryKeys } from '../../../lib/query-keys';

/**
 * What a pull refreshes (SPEC §2): the current user (auth/me, then the loaders that decide on it) and
 * the data of the page on screen (every query in use). Resolves when all of it has arrived.
 */
export function useRefreshEmployeePage(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { revalidate } = useRevalidator();
  return useCallback(async () => {
    await Promise.all([
      queryClient.refetchQueries({ queryKey: queryKeys.auth.me }),
      queryClient.invalidateQueries({ refetchType: 'active' }),
    ]);
    await revalidate();
  }, [queryClient, revalidate]);
}
