import {
  filterScopeSchema,
  type SortDirection,
  sortDirectionSchema,
  type TaskListRequest,
  type TaskSortField,
  taskSortFieldSchema,
  taskStatusSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import type { PagedListConfig } from '../../../lib/paged-list/use-paged-list';

export type TasksSort = { field: TaskSortField; direction: SortDirection };

/** The filters as the address holds them (`?scope=MY&status=PUBLISH&period_from=…`), checked by the contract's enums. */
export const taskUrlFiltersSchema = z.object({
  scope: filterScopeSchema.optional(),
  status: taskStatusSchema.optional(),
  period_from: z.iso.date().optional(),
  period_to: z.iso.date().optional(),
});
export type TaskUrlFilters = z.infer<typeof taskUrlFiltersSchema>;

const NEWEST_FIRST: TasksSort = { field: 'ADDED_AT', direction: 'DESC' };
const sort = {
  schema: z.object({ field: taskSortFieldSchema, direction: sortDirectionSchema }),
  default: NEWEST_FIRST,
};

export const TASKS_LIST: PagedListConfig<TaskUrlFilters, TasksSort> = {
  pageSizes: [20, 50, 100],
  filtersSchema: taskUrlFiltersSchema,
  sort,
  hasSearch: true,
};

/** The contractor's list: only a status, newest first. */
export const employeeTaskUrlFiltersSchema = z.object({ status: taskStatusSchema.optional() });
export type EmployeeTaskUrlFilters = z.infer<typeof employeeTaskUrlFiltersSchema>;

export const EMPLOYEE_TASKS_LIST: PagedListConfig<EmployeeTaskUrlFilters, TasksSort> = {
  pageSizes: [20, 50],
  filtersSchema: employeeTaskUrlFiltersSchema,
  sort,
  hasSearch: false,
};

/** The address's state as the request body of `user/tasks` / `employee/tasks`. */
export function taskListRequest(
  paging: { page: number; page_size: number },
  order: TasksSort,
  { status, ...filters }: TaskUrlFilters,
  search = '',
): TaskListRequest {
  return {
    ...paging,
    sort: order,
    filters: { ...filters, ...(status ? { status: [status] } : {}), ...(search ? { search } : {}) },
  };
}
