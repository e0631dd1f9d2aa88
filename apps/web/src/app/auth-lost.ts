import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { endLocalSession } from '../features/auth/api/logout';
import { setAuthLostHandler } from '../lib/http';
import { loginPathFor } from './guards/resolve-redirect';

/**
 * A failed refresh means the session is over: forget everything cached for it and ask to log in again inside the
 * router, coming back to the page on display afterwards. The app installs it at start (main.tsx) and the tests'
 * whole-app render does too, so a lost session in a test goes where it goes in the browser.
 */
export function leaveForLoginWhenAuthLost(queryClient: QueryClient, router: DataRouter): void {
  setAuthLostHandler(() => {
    const here = new URL(router.createHref(router.state.location), window.location.origin);
    void endLocalSession(queryClient, () => router.navigate(loginPathFor(here), { replace: true }));
  });
}
