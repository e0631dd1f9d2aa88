import { riskAlertKindSchema, riskAlertStatusSchema } from '@vyplaty/contracts';
import { z } from 'zod';
import type { PagedListConfig } from '../../../lib/paged-list/use-paged-list';

/** The list's filters as the address holds them (?status=OPEN&kind=NPD_LOST), sent to the API as they are. */
export const risksFiltersSchema = z.object({
  status: riskAlertStatusSchema.optional(),
  kind: riskAlertKindSchema.optional(),
});
export type RisksFilters = z.infer<typeof risksFiltersSchema>;

export const RISKS_LIST: PagedListConfig<RisksFilters, undefined> = {
  pageSizes: [20, 50, 100],
  filtersSchema: risksFiltersSchema,
};
