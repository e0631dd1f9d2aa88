import type { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, type RouterState } from 'react-router';
import { vi } from 'vitest';
import { createRoutes } from '../app/router';

const isSettled = (state: RouterState) => state.initialized && state.navigation.state === 'idle';

/** The app's real route tree in a memory router, settled after the first navigation (loaders and redirects). */
export async function openRoute(queryClient: QueryClient, path: string) {
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  // The first route of a run loads its lazy page modules cold; on a busy machine that takes over the 1 s default.
  await vi.waitFor(
    () => {
      if (!isSettled(router.state)) throw new Error('router still loading');
    },
    { timeout: 5000 },
  );
  return router;
}

export function currentUrl(router: { state: RouterState }): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

/** The error the root error element would show, if any. */
export function routeError(router: { state: RouterState }): unknown {
  return router.state.errors ? Object.values(router.state.errors)[0] : undefined;
}
