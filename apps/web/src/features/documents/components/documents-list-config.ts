import {
  type DocumentListRequest,
  type DocumentSortField,
  documentKindSchema,
  documentSortFieldSchema,
  documentStatusSchema,
  filterScopeSchema,
  type SortDirection,
  sortDirectionSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import type { PagedListConfig } from '../../../lib/paged-list/use-paged-list';

export type DocumentsSort = { field: DocumentSortField; direction: SortDirection };

/**
 * The filters as the address holds them (`?scope=MY&status=SIGNED&kind=ACT&date_from=…`), checked by the
 * contract's enums; `scope` is the company's (its list alone shows the control).
 */
export const documentUrlFiltersSchema = z.object({
  scope: filterScopeSchema.optional(),
  status: documentStatusSchema.optional(),
  kind: documentKindSchema.optional(),
  employee_id: z.uuid().optional(),
  date_from: z.iso.date().optional(),
  date_to: z.iso.date().optional(),
});
export type DocumentUrlFilters = z.infer<typeof documentUrlFiltersSchema>;

const NEWEST_FIRST: DocumentsSort = { field: 'ADDED_AT', direction: 'DESC' };

export const DOCUMENTS_LIST: PagedListConfig<DocumentUrlFilters, DocumentsSort> = {
  pageSizes: [20, 50, 100],
  filtersSchema: documentUrlFiltersSchema,
  sort: { schema: z.object({ field: documentSortFieldSchema, direction: sortDirectionSchema }), default: NEWEST_FIRST },
  hasSearch: false,
};

export function documentListRequest(
  paging: { page: number; page_size: number },
  sort: DocumentsSort,
  { status, ...filters }: DocumentUrlFilters,
): DocumentListRequest {
  return { ...paging, sort, filters: { ...filters, ...(status ? { status: [status] } : {}) } };
}
