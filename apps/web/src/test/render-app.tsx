import { render } from '@testing-library/react';
import type { AuthMe } from '@vyplaty/contracts';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
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
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, adapter };
}
