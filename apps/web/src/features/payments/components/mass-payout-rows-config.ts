import { z } from 'zod';
import type { PagedListConfig } from '../../../lib/paged-list/use-paged-list';

/** A registry's rows filter: the state (?state=INVALID) and a text of the reasons (?search=), in the address. */
export const massPayoutRowsFiltersSchema = z.object({
  state: z.enum(['VALID', 'INVALID', 'DUPLICATE', 'REMOVED', 'PAYOUT_CREATED', 'FAILED']).optional(),
});
export type MassPayoutRowsFilters = z.infer<typeof massPayoutRowsFiltersSchema>;

export const MASS_PAYOUT_ROWS_LIST: PagedListConfig<MassPayoutRowsFilters, undefined> = {
  pageSizes: [20, 50, 100],
  filtersSchema: massPayoutRowsFiltersSchema,
  hasSearch: true,
};
