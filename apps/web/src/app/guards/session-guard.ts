import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { queryKeys } from '../../lib/query-keys';
import { authMeQueryOptions, type Session } from '../../lib/session';
import { companyAreaForbidden, isCompanyAreaClosedTo } from './company-area';
import { isOpenPath, isPublicPath, normalizePath } from './paths';
import { resolveActionRedirect, resolveRedirect } from './resolve-redirect';

export type SessionGuard = (request: Request) => Promise<Session>;

/**
 * Loads the session (GET auth/me through the query cache) and applies resolveRedirect, throwing the
 * redirect. One navigation calls it from several loaders at once, so the result is shared per request.
 */
export function createSessionGuard(queryClient: QueryClient): SessionGuard {
  // Public paths on which loading the session failed (network, 5xx): not asked again there (SPEC §4).
  const failedPublicPaths = new Set<string>();
  const byRequest = new WeakMap<Request, Promise<Session>>();

  async function loadSession(path: string): Promise<Session> {
    const isPublic = isPublicPath(path) || isOpenPath(path);
    const hasCached = queryClient.getQueryData(queryKeys.auth.me) !== undefined;
    if (isPublic && !hasCached && failedPublicPaths.has(path)) return null;
    try {
      return await queryClient.ensureQueryData({ ...authMeQueryOptions(), revalidateIfStale: true });
    } catch (err) {
      if (!isPublic) throw err;
      failedPublicPaths.add(path);
      return null;
    }
  }

  async function run(request: Request): Promise<Session> {
    const url = new URL(request.url);
    // Action links are handled before anything else and need no session.
    const actionTarget = resolveActionRedirect(url);
    if (actionTarget) throw redirect(actionTarget);
    const path = normalizePath(url.pathname);
    const session = await loadSession(path);
    const target = resolveRedirect({ url, session });
    if (target) throw redirect(target);
    if (isCompanyAreaClosedTo(path, session)) throw companyAreaForbidden();
    return session;
  }

  return (request) => {
    let pending = byRequest.get(request);
    if (!pending) {
      pending = run(request);
      byRequest.set(request, pending);
    }
    return pending;
  };
}
