import {
  filterScopeSchema,
  type PayoutListRequest,
  type PayoutSortField,
  payoutSortFieldSchema,
  payoutStatusSchema,
  type SortDirection,
  sortDirectionSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import type { PagedListConfig } from '../../../lib/paged-list/use-paged-list';

export type PayoutsSort = { field: PayoutSortField; direction: SortDirection };

/**
 * The list's filters as the address holds them (`?status=DONE&date_from=2026-11-01&scope=MY`): one value
 * per parameter, checked by the contract's own enums; the request turns the status into its list.
 */
export const payoutUrlFiltersSchema = z.object({
  status: payoutStatusSchema.optional(),
  employee_id: z.uuid().optional(),
  date_from: z.iso.date().optional(),
  date_to: z.iso.date().optional(),
  scope: filterScopeSchema.optional(),
});
export type PayoutUrlFilters = z.infer<typeof payoutUrlFiltersSchema>;

const NEWEST_FIRST: PayoutsSort = { field: 'ADDED_AT', direction: 'DESC' };

export const PAYOUTS_LIST: PagedListConfig<PayoutUrlFilters, PayoutsSort> = {
  pageSizes: [20, 50, 100],
  filtersSchema: payoutUrlFiltersSchema,
  sort: { schema: z.object({ field: payoutSortFieldSchema, direction: sortDirectionSchema }), default: NEWEST_FIRST },
  hasSearch: false,
};

export function payoutListRequest(
  paging: { page: number; page_size: number },
  sort: PayoutsSort,
  { status, ...filters }: PayoutUrlFilters,
): PayoutListRequest {
  return { ...paging, sort, filters: { ...filters, ...(status ? { status: [status] } : {}) } };
}

/** What the table (wide screens) and the cards (phones) both show and do. */
export type PayoutsListViewProps<P> = {
  items: P[];
  sort: PayoutsSort;
  onSort: (sort: PayoutsSort) => void;
  onOpen: (payout: P) => void;
};
