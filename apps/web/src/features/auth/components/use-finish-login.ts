import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { authMeQueryOptions, resetSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';

/**
 * After a successful login (and an accepted offer): read the new session, then go to redirect_url when it
 * is safe, else main, where the guard sends each role to its start page.
 */
export function useFinishLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return useCallback(async () => {
    resetSession(queryClient);
    try {
      const session = await queryClient.fetchQuery(authMeQueryOptions());
      if (!session) throw new Error('no session after login');
    } catch {
      notify.error('Что-то пошло не так');
      return;
    }
    await navigate(safeRedirectPath(searchParams.get('redirect_url'), window.location.origin), { replace: true });
  }, [queryClient, navigate, searchParams]);
}
