import { filterScopeSchema, massPayoutStatusSchema } from '@vyplaty/contracts';
import { z } from 'zod';
import type { PagedListConfig } from '../../../lib/paged-list/use-paged-list';

/** The registries' filters as the address holds them (?scope=MY&status=DRAFT&date_from=…), sent to the API as they are. */
export const massPayoutsFiltersSchema = z.object({
  scope: filterScopeSchema.optional(),
  status: massPayoutStatusSchema.optional(),
  date_from: z.iso.date().optional(),
  date_to: z.iso.date().optional(),
});
export type MassPayoutsFilters = z.infer<typeof massPayoutsFiltersSchema>;

export const MASS_PAYOUTS_LIST: PagedListConfig<MassPayoutsFilters, undefined> = {
  pageSizes: [20, 50, 100],
  filtersSchema: massPayoutsFiltersSchema,
};
