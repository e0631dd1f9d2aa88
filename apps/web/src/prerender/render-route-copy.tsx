import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { AuthMe } from '@vyplaty/contracts';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { ROOT_ROUTE_ID, type RootLoaderData } from '../app/guards/use-session';
import { PrerenderContext } from '../lib/prerender';
import { prerenderTheme } from './prerender-theme';

type RouteCopy = {
  /** The address the copy is drawn at. */
  path: string;
  /** Who the copy is for (the API sends it only to them: `pageData.requires`). */
  session: AuthMe;
  /** The routes under the app's root down to the page, as app/router.tsx nests them. */
  routes: RouteObject[];
  /** With what the page may draw before its calls (a slot's template), else empty. */
  queryClient?: QueryClient;
};

/**
 * A logged-in route's page as HTML, rendered once at build time for its copy (vite-plugins/route-shells.ts): the
 * app's theme with every control disabled, what depends on the screen's width drawn both ways (PrerenderContext),
 * the root's loader data holding the session the copy is for.
 */
export function renderRouteCopy({ path, session, routes, queryClient = new QueryClient() }: RouteCopy): string {
  const rootData: RootLoaderData = { session };
  const router = createMemoryRouter([{ id: ROOT_ROUTE_ID, children: routes }], {
    initialEntries: [path],
    hydrationData: { loaderData: { [ROOT_ROUTE_ID]: rootData } },
  });
  return renderToString(
    <PrerenderContext value>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={prerenderTheme()}>
          <CssBaseline />
          <RouterProvider router={router} />
        </ThemeProvider>
      </QueryClientProvider>
    </PrerenderContext>,
  );
}

/** A query cache holding one answer, for a copy drawn as the page looks with it (a variant: the list empty). */
export function queryClientWith(key: QueryKey, answer: unknown): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(key, answer);
  return queryClient;
}
