import { processKindSchema, processStatusSchema } from '@vyplaty/contracts';
import { z } from 'zod';
import type { PagedListConfig } from '../../../lib/paged-list/use-paged-list';

/** The list's filters as the address holds them (?status=ERROR&kind=EMPLOYEE_IMPORT), sent to the API as they are. */
export const processesFiltersSchema = z.object({
  status: processStatusSchema.optional(),
  kind: processKindSchema.optional(),
});
export type ProcessesFilters = z.infer<typeof processesFiltersSchema>;

export const PROCESSES_LIST: PagedListConfig<ProcessesFilters, undefined> = {
  pageSizes: [20, 50, 100],
  filtersSchema: processesFiltersSchema,
};
