import { brotliCompressSync, constants } from 'node:zlib';
import { type ChunkNode, entryClosure, holdersOf, staticClosure } from './chunk-graph';

/**
 * What a page downloads before it can draw (issue 29): the entry and what it imports statically, then the page's own
 * chunk and its static imports — the bytes of script a first visit costs, as brotli (the copy the portal sends).
 * Pure functions over the bundle's chunk graph, so the budget check is tested without a build.
 */
export type BundleChunk = ChunkNode & { code: string };

/** A route as the router loads it: its layouts' and page's source files (relative to the app's root). */
export type RouteFiles = { route: string; pages: string[] };
export type FirstLoad = { route: string; files: string[]; brotliBytes: number };

export const brotliSize = (code: string) =>
  brotliCompressSync(Buffer.from(code), { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
    .length;

/**
 * Each route's first load: the entry's closure plus the closure of each chunk holding one of its layouts or its page.
 * A source file the bundle does not hold is an error (a budget of a page that is gone).
 */
export function firstLoads(chunks: BundleChunk[], root: string, routes: RouteFiles[]): FirstLoad[] {
  const sizes = new Map(chunks.map((chunk) => [chunk.file, brotliSize(chunk.code)]));
  const entry = entryClosure(chunks);
  return routes.map(({ route, pages }) => {
    const files = new Set([...entry, ...staticClosure(chunks, holdersOf(chunks, root, pages, 'first-load'))]);
    const brotliBytes = [...files].reduce((sum, file) => sum + (sizes.get(file) ?? 0), 0);
    return { route, files: [...files], brotliBytes };
  });
}

/** A page's first load over its budget, in words a developer reads in the build's output. */
export function overBudget(loads: FirstLoad[], budgetKib: Record<string, number>): string[] {
  return loads.flatMap((load) => {
    const budget = budgetKib[load.route];
    if (budget === undefined) return [`${load.route}: нет бюджета первой загрузки`];
    const kib = load.brotliBytes / 1024;
    return kib > budget
      ? [`${load.route}: первая загрузка ${kib.toFixed(1)} КиБ (brotli) больше бюджета ${budget} КиБ`]
      : [];
  });
}
