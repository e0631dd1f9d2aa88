/**
 * The app's pages the server sends as HTML drawn for who is looking (ADR 013's route copies, ADR 016's public
 * pages): the service worker fetches them from the network instead of answering with the precached shell, or a
 * visitor who came once would never see them again. A segment `[name]` stands for any one segment (one copy for
 * every invite link; `matchesRouteAddress` of the contracts). The build (vite-plugins/route-shells.ts,
 * public-pages.ts), which reads this file with nothing imported, refuses a copy not listed here.
 */
export const ROUTE_COPY_PATHS: readonly string[] = [
  '/login',
  '/invite/[token]',
  '/help',
  '/help/[slug]',
  '/employees',
  '/employee/payments',
];
