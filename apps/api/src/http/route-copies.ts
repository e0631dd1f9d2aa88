/**
 * Where the web build's copy of a route is (ADR 013, ADR 016; apps/web/vite-plugins/route-shells.ts,
 * public-pages.ts): `/routes/<who>/<address>.html`, `visitor` for a browser without the session's CSRF cookie and
 * `session` with it; a variant of a copy (drawn for one kind of answer) under `/routes/<who>.<variant>/`, which no
 * address leads to; a visitor's copy drawn for one value of a query parameter under `/routes/visitor.<param>=<value>/`
 * (`/reset-password?action=UPDATE_PASSWORD`: the e-mail link's form, not the request's). An address may have a segment `[name]` that stands for any one segment (`/invite/[token]`):
 * the addresses are read off the build's file names, so the API holds no list of its own.
 */
import { matchesRouteAddress } from '@vyplaty/contracts';

export type CopyKind = 'visitor' | 'session';

/** The site's root has no name of its own in a file: `index` (apps/web/vite-plugins/public-pages.ts writes it so). */
const ROOT_FILE = '/index';

export const routeCopyPath = (kind: CopyKind, address: string, variant?: string) =>
  `/routes/${kind}${variant ? `.${variant}` : ''}${address === '/' ? ROOT_FILE : address}.html`;

/** A copy or a variant of one: an address with only variants (the root's e-mail link) gets the app otherwise. */
const COPY_FILE = /^\/routes\/(?:visitor|session)(?:\.[^/]+)?(\/.+)\.html$/;

/** The copies' addresses in the build's files: `path` → the address of the copy written for it, if any. */
export function routeCopyAddresses(files: Iterable<string>): (path: string) => string | undefined {
  const exact = new Set<string>();
  const patterns = new Set<string>();
  for (const file of files) {
    const named = COPY_FILE.exec(file)?.[1];
    const address = named === ROOT_FILE ? '/' : named;
    if (address) (address.includes('[') ? patterns : exact).add(address);
  }
  return (path) => {
    const trimmed = path.replace(/\/+$/, '') || '/';
    if (exact.has(trimmed)) return trimmed;
    for (const pattern of patterns) if (matchesRouteAddress(pattern, trimmed)) return pattern;
    return undefined;
  };
}

/** How many of an address's query parameters are tried for a variant: an address is never a search. */
const MAX_QUERY_VARIANT_TRIES = 8;

/**
 * The variant of a copy drawn for one of the address's query parameters, if the build drew one (the first that
 * matches, in the address's order): a page whose view the query chooses is sent drawn as that view, not as its
 * default view redrawn by its script once it arrives.
 */
export function queryVariantOf(
  hasFile: (file: string) => boolean,
  kind: CopyKind,
  address: string,
  search: URLSearchParams,
): string | undefined {
  let tries = 0;
  for (const [param, value] of search) {
    if (++tries > MAX_QUERY_VARIANT_TRIES) return undefined;
    const variant = `${param}=${value}`;
    if (hasFile(routeCopyPath(kind, address, variant))) return variant;
  }
  return undefined;
}
