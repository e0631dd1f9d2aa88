import { render } from '@testing-library/react';
import type { AuthMe } from '@vyplaty/contracts';
import { createMemoryRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { leaveForLoginWhenAuthLost } from '../app/auth-lost';
import { AppProviders } from '../app/providers';
import { createRoutes } from '../app/router';
import { http } from '../lib/http';
import { createQueryClient } from '../lib/query-client';
import { queryKeys } from '../lib/query-keys';
import { resetTrackedToasts } from '../lib/toast';
import { type StubHandler, stubAdapter } from './http-stub';

type RenderAppOptions = {
  /** The cached session; null = anonymous. */
  session?: AuthMe | null;
  /** Answers of the fake API; everything the app sends goes through it. */
  api?: StubHandler;
};

/** The whole app (providers, real route tree, real pages) at `path`, in a memory router. */
export function renderApp(path: string, { session = null, api = () => ({ status: 404, data: {} }) }: RenderAppOptions) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.auth.me, session);
  const adapter = stubAdapter(api);
  http.defaults.adapter = adapter;
  resetTrackedToasts();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  leaveForLoginWhenAuthLost(queryClient, router);
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, adapter };
}

/**
 * Loads the lazy chunks of the routes at `paths` (layouts and pages), as a `beforeAll` with a long timeout:
 * on a busy machine the first case of a file otherwise spends its wait on their transform.
 */
export async function preloadRoutes(...paths: string[]): Promise<void> {
  const routes = createRoutes(createQueryClient());
  for (const path of paths) {
    for (const { route } of matchRoutes(routes, path) ?? []) {
      if (typeof route.lazy === 'function') await route.lazy();
    }
  }
}
