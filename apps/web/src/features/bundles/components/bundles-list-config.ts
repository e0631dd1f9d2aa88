import { type BundleListRequest, bundleStatusSchema, filterScopeSchema } from '@vyplaty/contracts';
import { z } from 'zod';
import type { PagedListConfig } from '../../../lib/paged-list/use-paged-list';

/** The list's filters as the address holds them (`?scope=MY&status=NEW&search=…`; the search is a bundle's name). */
export const bundlesFiltersSchema = z.object({
  scope: filterScopeSchema.optional(),
  status: bundleStatusSchema.optional(),
});
export type BundlesFilters = z.infer<typeof bundlesFiltersSchema>;

export const BUNDLES_LIST: PagedListConfig<BundlesFilters, undefined> = {
  pageSizes: [20, 50, 100],
  filtersSchema: bundlesFiltersSchema,
  hasSearch: true,
};

export function bundlesRequest(
  paging: { page: number; page_size: number },
  search: string,
  { status, scope }: BundlesFilters,
): BundleListRequest {
  const filters = {
    ...(scope ? { scope } : {}),
    ...(status ? { status: [status] } : {}),
    ...(search ? { search } : {}),
  };
  return { ...paging, ...(Object.keys(filters).length > 0 ? { filters } : {}) };
}
