import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AuthMe, RoutePageAnswer, RoutePageData } from '@vyplaty/contracts';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { ROOT_ROUTE_ID, type RootLoaderData } from '../app/guards/use-session';
import { PrerenderContext } from '../lib/prerender';
import { appTheme } from '../theme/theme';

/** A page as its copy holds it: the HTML inside #root, the styles for <head>, the page's own title. */
export type RenderedCopy = { html: string; head: string; title: string | null };

/**
 * A logged-in route's copy (ADR 013, ADR 017): what the API asks before sending it (`pageData`) and how the page is
 * drawn with those answers — by the API, for each visitor, from the web build's server module
 * (route-copies.server.tsx).
 */
export type RouteCopy = {
  /** The address the copy is sent for. */
  address: string;
  pageData: RoutePageData;
  /** The page drawn with the answers the API got to `pageData.calls` (a call not made has no answer). */
  render: (answers: readonly RoutePageAnswer[]) => RenderedCopy;
};

type RenderPage = {
  /** The address the copy is drawn at. */
  path: string;
  /** Who the copy is for (the API sends it only to them: `pageData.requires`). */
  session: AuthMe;
  /** The routes under the app's root down to the page, as app/router.tsx nests them. */
  routes: RouteObject[];
  /** The page's answers already in the cache under the app's own query keys; the rest is drawn loading. */
  queryClient: QueryClient;
};

/**
 * A logged-in route's page as HTML: the app's theme, what depends on the screen's width drawn both ways
 * (PrerenderContext), the root's loader data holding the visitor's session. Its controls look as the app's do: a
 * press on them or typing into them before the app has taken over is made on the app's page (src/route-copy/). A
 * cache of Emotion's own per page, so that every page carries all of its styles.
 */
export function renderRoutePage({ path, session, routes, queryClient }: RenderPage): RenderedCopy {
  const rootData: RootLoaderData = { session };
  const router = createMemoryRouter([{ id: ROOT_ROUTE_ID, children: routes }], {
    initialEntries: [path],
    hydrationData: { loaderData: { [ROOT_ROUTE_ID]: rootData } },
  });
  return asCopy(
    renderToString(
      <PrerenderContext value>
        <CacheProvider value={createCache({ key: 'css' })}>
          <QueryClientProvider client={queryClient}>
            <ThemeProvider theme={appTheme()}>
              <CssBaseline />
              <RouterProvider router={router} />
            </ThemeProvider>
          </QueryClientProvider>
        </CacheProvider>
      </PrerenderContext>,
    ),
  );
}

/** React's HTML of a page as the copy holds it: the title and Emotion's styles taken out. */
function asCopy(rendered: string): RenderedCopy {
  const styles: string[] = [];
  let title: string | null = null;
  const html = rendered
    // React 19 writes the page's <title> where the component is; index.html has its own in <head>.
    .replace(/<title>([^<]*)<\/title>/, (_, text: string) => {
      title = text;
      return '';
    })
    // Emotion writes each component's <style> beside it; in <head> instead, so that sibling selectors
    // (MUI's `label + .MuiInput-root`) match as in the app. Its browser cache adopts them from there.
    .replace(/<style data-emotion="[^"]*">[\s\S]*?<\/style>/g, (tag) => {
      styles.push(tag);
      return '';
    });
  return { html, head: styles.join(''), title };
}

/** The answer the API got to one of the page's calls, if it made that call (a query string skips some). */
export function answerTo(
  answers: readonly RoutePageAnswer[],
  call: RoutePageData['calls'][number],
): unknown | undefined {
  const found = answers.find(
    (answer) => answer.method === call.method && answer.path === call.path && answer.body === call.body,
  );
  return found?.status === 200 ? found.data : undefined;
}

/** A query cache holding the answers the page's queries would get, by the app's own keys. */
export function queryClientWith(entries: readonly [key: readonly unknown[], answer: unknown][]): QueryClient {
  const queryClient = new QueryClient();
  for (const [key, answer] of entries) if (answer !== undefined) queryClient.setQueryData(key, answer);
  return queryClient;
}
