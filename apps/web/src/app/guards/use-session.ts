import { useRouteLoaderData } from 'react-router';
import type { Session } from '../../lib/session';

export const ROOT_ROUTE_ID = 'root';

export type RootLoaderData = { session: Session };

/** The session the root loader resolved for the current page (null = anonymous). */
export function useSession(): Session {
  const data = useRouteLoaderData(ROOT_ROUTE_ID) as RootLoaderData | undefined;
  return data?.session ?? null;
}
