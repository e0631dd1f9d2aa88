import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { isHelpSlug } from '../../features/help/help-slugs';
import type { GuardedLoader } from './guarded-routes';
import { notFound } from './not-found';
import { requireUuid, resolvePaymentsParams } from './route-params';

/** A fixed redirect (/profile → /profile/payments-accounts…), decided after the session guard. */
export const redirectTo =
  (path: string): GuardedLoader =>
  () =>
    redirect(path);

/** Ids of mass payouts, invites and bundles are UUIDs (SPEC §5 id check): anything else is a 404. */
export const uuidIdLoader: GuardedLoader = ({ params }) => {
  requireUuid(params.id);
  return null;
};

/** /payments/:tab and /payments/:tab/:subtab: redirect, file preview ids, or a 404 (see resolvePaymentsParams). */
export const paymentsParamsLoader: GuardedLoader = ({ params, request }) => {
  const outcome = resolvePaymentsParams(params, new URL(request.url).search);
  if (outcome.kind === 'redirect') return redirect(outcome.to);
  if (outcome.kind === 'not-found') throw notFound();
  return outcome;
};

/** /help/:slug: an article of the knowledge base, or a 404 for an address it does not have. */
export const helpArticleLoader: GuardedLoader = ({ params }) => {
  if (!isHelpSlug(params.slug)) throw notFound();
  return null;
};

/** The contractor's area: any other role gets a 404-style error, not a hint that the area exists. */
export const employeeOnlyLoader: GuardedLoader = (_, session) => {
  if (session?.role !== 'employee') throw notFound();
  return null;
};

/** Unknown route: SPEC §8's 404 'Страница не найдена'. */
export const unknownRouteLoader: GuardedLoader = () => {
  throw notFound();
};

/**
 * /employees: the list's calls start beside the page's code instead of after it has arrived and run.
 * Only on arriving at the page: a new order, page or filter chosen on it is the page's own request (the
 * root's loader still checks the session on every navigation), and a call sent before the address has
 * changed would let the page show the old order while the new one is asked for.
 */
export const employeesPrefetch = (queryClient: QueryClient) => ({
  loader: (async ({ request }) => {
    const { prefetchEmployeesPage } = await import('../../features/employees/pages/employees-list');
    prefetchEmployeesPage(queryClient, new URL(request.url));
    return null;
  }) satisfies GuardedLoader,
  shouldRevalidate: () => false,
});
