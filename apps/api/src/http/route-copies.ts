/**
 * Where the web build's copy of a route is (ADR 013, ADR 016; apps/web/vite-plugins/route-shells.ts,
 * public-pages.ts): `/routes/<who>/<address>.html`, `visitor` for a browser without the session's CSRF cookie and
 * `session` with it; a variant of a copy (drawn for one kind of answer) under `/routes/<who>.<variant>/`, which no
 * address leads to. An address may have a segment `[name]` that stands for any one segment (`/invite/[token]`):
 * the addresses are read off the build's file names, so the API holds no list of its own.
 */
import { matchesRouteAddress } from '@vyplaty/contracts';

export type CopyKind = 'visitor' | 'session';

export const routeCopyPath = (kind: CopyKind, address: string, variant?: string) =>
  `/routes/${kind}${variant ? `.${variant}` : ''}${address}.html`;

const COPY_FILE = /^\/routes\/(?:visitor|session)(\/.+)\.html$/;

/** The copies' addresses in the build's files: `path` → the address of the copy written for it, if any. */
export function routeCopyAddresses(files: Iterable<string>): (path: string) => string | undefined {
  const exact = new Set<string>();
  const patterns = new Set<string>();
  for (const file of files) {
    const address = COPY_FILE.exec(file)?.[1];
    if (address) (address.includes('[') ? patterns : exact).add(address);
  }
  return (path) => {
    const trimmed = path.replace(/\/+$/, '');
    if (exact.has(trimmed)) return trimmed;
    for (const pattern of patterns) if (matchesRouteAddress(pattern, trimmed)) return pattern;
    return undefined;
  };
}
