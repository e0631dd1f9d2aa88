/**
 * The app's pages the server sends as HTML drawn for who is looking (ADR 013's route copies, ADR 016's public
 * pages): the service worker fetches them from the network instead of answering with the precached shell, or a
 * visitor who came once would never see them again. A segment `[name]` stands for any one segment (one copy for
 * every invite link; `matchesRouteAddress` of the contracts). The build (vite-plugins/route-shells.ts,
 * public-pages.ts), which reads this file with nothing imported, refuses a copy not listed here.
 */
export const ROUTE_COPY_PATHS: readonly string[] = [
  '/login',
  '/login/register',
  '/invite/[token]',
  '/invite/user/[token]',
  '/help',
  '/help/[slug]',
  '/reset-password',
  '/reset-password/check-email',
  '/confirm-password',
  '/employees',
  '/employee/payments',
];

/**
 * Addresses the server draws only for some query (a public page's `queryVariants`): the site's root with an e-mail's
 * action (/?action=UPDATE_PASSWORD&token=…). Fetched from the network when they carry a query; without one the root
 * stays the precached shell, which is also the installed app's start.
 */
export const ROUTE_COPY_PATHS_WITH_QUERY: readonly string[] = ['/'];
