import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { Session } from '../../lib/session';
import type { SessionGuard } from './session-guard';

/** A loader that runs after the session guard let the navigation through, with the session it resolved. */
export type GuardedLoader = (args: LoaderFunctionArgs, session: Session) => unknown;

/** A route of the app's tree: like RouteObject, but its loader is a GuardedLoader. */
export type AppRoute = Omit<RouteObject, 'loader' | 'children' | 'index'> & {
  index?: boolean;
  loader?: GuardedLoader;
  children?: AppRoute[];
};

function RendersNothing() {
  return null;
}

/**
 * Gives every route a loader that first awaits the session guard. Loaders of one navigation run in
 * parallel; without this a page loader could call the API before the guard's redirect is decided.
 */
export function withSessionGuard(routes: AppRoute[], guard: SessionGuard): RouteObject[] {
  return routes.map(({ loader, children, ...rest }) => {
    const guardedLoader = async (args: LoaderFunctionArgs) => {
      const session = await guard(args.request);
      return loader ? loader(args, session) : null;
    };
    // Loader-only leaves (redirects, 404s) render nothing; saying so keeps the router from warning.
    const isLoaderOnly = !rest.element && !rest.Component && !rest.lazy && !children;
    return {
      ...rest,
      ...(isLoaderOnly ? { Component: RendersNothing } : {}),
      loader: guardedLoader,
      ...(children ? { children: withSessionGuard(children, guard) } : {}),
    } as RouteObject;
  });
}
