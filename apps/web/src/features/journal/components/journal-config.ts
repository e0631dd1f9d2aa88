import { journalEntityKindSchema } from '@vyplaty/contracts';
import { z } from 'zod';
import type { PagedListConfig } from '../../../lib/paged-list/use-paged-list';

/** The journal's filters as the address holds them (?entity_kind=payout&date_from=…), sent to the API as they are. */
export const journalFiltersSchema = z.object({
  entity_kind: journalEntityKindSchema.optional(),
  date_from: z.iso.date().optional(),
  date_to: z.iso.date().optional(),
});
export type JournalFilters = z.infer<typeof journalFiltersSchema>;

export const JOURNAL_LIST: PagedListConfig<JournalFilters, undefined> = {
  pageSizes: [20, 50, 100],
  filtersSchema: journalFiltersSchema,
};
