import { type EmployeePayoutListRequest, payoutKindSchema, payoutStatusSchema } from '@vyplaty/contracts';
import { z } from 'zod';
import type { PagedListConfig } from '../../../lib/paged-list/use-paged-list';

/** The contractor's list filters as the address holds them: one value each, checked by the contract's enums. */
export const employeePayoutUrlFiltersSchema = z.object({
  status: payoutStatusSchema.optional(),
  kind: payoutKindSchema.optional(),
  customer_id: z.uuid().optional(),
  date_from: z.iso.date().optional(),
  date_to: z.iso.date().optional(),
});
export type EmployeePayoutUrlFilters = z.infer<typeof employeePayoutUrlFiltersSchema>;

export const EMPLOYEE_PAYOUTS_LIST: PagedListConfig<EmployeePayoutUrlFilters, undefined> = {
  pageSizes: [20, 50, 100],
  filtersSchema: employeePayoutUrlFiltersSchema,
};

export function employeePayoutListRequest(
  paging: { page: number; page_size: number },
  { status, ...filters }: EmployeePayoutUrlFilters,
): EmployeePayoutListRequest {
  return { ...paging, filters: { ...filters, ...(status ? { status: [status] } : {}) } };
}

/** The detail page of a payout; the kind tells it which call to ask. */
export const employeePayoutHref = (payout: { id: string; kind: 'NPD' | 'INDIVIDUAL' }) =>
  `/employee/payments/${payout.id}${payout.kind === 'INDIVIDUAL' ? '?kind=INDIVIDUAL' : ''}`;
