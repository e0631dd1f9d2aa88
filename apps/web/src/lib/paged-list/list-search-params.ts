import type { z } from 'zod';

export type ListSort = { field: string; direction: 'ASC' | 'DESC' };

export type ListStateConfig<F, S> = {
  /** The page sizes offered (the pager's choices); a size not among them in the URL is ignored. */
  pageSizes: readonly [number, ...number[]];
  /** When not the first of `pageSizes`. */
  defaultPageSize?: number;
  filtersSchema?: z.ZodObject<{ [K in keyof F]-?: z.ZodType<F[K] | undefined> }>;
  sort?: { schema: z.ZodType<S>; default: S };
  hasSearch?: boolean;
};

export type ListState<F, S> = { page: number; pageSize: number; sort: S; search: string; filters: F };

/** The longest search text kept from a URL (the API refuses longer ones). */
const MAX_SEARCH_LENGTH = 100;

const wholePositive = (text: string | null): number | null => {
  if (text === null || !/^[1-9]\d{0,5}$/.test(text)) return null;
  return Number(text);
};

/** The list as the URL describes it; anything the schemas refuse falls back to its default. */
export function readListState<F, S>(params: URLSearchParams, config: ListStateConfig<F, S>): ListState<F, S> {
  const { pageSizes, filtersSchema, sort, hasSearch } = config;
  const size = wholePositive(params.get('page_size'));

  const filters: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(filtersSchema?.shape ?? {})) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    // Each filter on its own, so one stale value does not throw away the others.
    const parsed = (schema as z.ZodType).safeParse(raw);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }

  let readSort = sort?.default as S;
  if (sort && (params.has('sort') || params.has('direction'))) {
    const defaults = sort.default as ListSort;
    const parsed = sort.schema.safeParse({
      field: params.get('sort') ?? defaults.field,
      direction: params.get('direction') ?? defaults.direction,
    });
    if (parsed.success) readSort = parsed.data;
  }

  return {
    page: wholePositive(params.get('page')) ?? 1,
    pageSize: size !== null && pageSizes.includes(size) ? size : (config.defaultPageSize ?? pageSizes[0]),
    sort: readSort,
    search: hasSearch ? (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH) : '',
    filters: filters as F,
  };
}

/**
 * The URL's params with the list's state written in; defaults are left out so a plain list has a plain
 * address, and params the list does not own (another widget's) are kept.
 */
export function writeListState<F, S>(
  current: URLSearchParams,
  state: ListState<F, S>,
  config: ListStateConfig<F, S>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const filterKeys = Object.keys(config.filtersSchema?.shape ?? {});
  for (const key of ['page', 'page_size', 'sort', 'direction', 'search', ...filterKeys]) next.delete(key);

  if (state.page > 1) next.set('page', String(state.page));
  if (state.pageSize !== (config.defaultPageSize ?? config.pageSizes[0])) next.set('page_size', String(state.pageSize));
  const sort = state.sort as ListSort | undefined;
  const defaultSort = config.sort?.default as ListSort | undefined;
  if (sort && defaultSort && (sort.field !== defaultSort.field || sort.direction !== defaultSort.direction)) {
    next.set('sort', sort.field);
    next.set('direction', sort.direction);
  }
  if (state.search) next.set('search', state.search);
  for (const key of filterKeys) {
    const value = (state.filters as Record<string, unknown>)[key];
    if (typeof value === 'string' && value) next.set(key, value);
  }
  return next;
}
