import {
  type EmployeeListFilters,
  type EmployeeSortField,
  employeeListFiltersSchema,
  employeeSortFieldSchema,
  sortDirectionSchema,
} from '@vyplaty/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ListState, readListState, writeListState } from './list-search-params';

const config = {
  pageSizes: [20, 50, 100] as const,
  filtersSchema: employeeListFiltersSchema,
  sort: {
    schema: z.object({ field: employeeSortFieldSchema, direction: sortDirectionSchema }),
    default: { field: 'ADDED_AT', direction: 'DESC' } as const,
  },
  hasSearch: true,
};

describe('a list in the address', () => {
  it('a plain list has a plain address: defaults are not written, another widget’s params are kept', () => {
    const state = readListState(new URLSearchParams('tab=all'), config);
    expect(state).toEqual({
      page: 1,
      pageSize: 20,
      sort: { field: 'ADDED_AT', direction: 'DESC' },
      search: '',
      filters: {},
    });
    expect(writeListState(new URLSearchParams('tab=all'), state, config).toString()).toBe('tab=all');
  });

  it('what is written is read back the same, so a shared link opens the same list', () => {
    const state: ListState<EmployeeListFilters, { field: EmployeeSortField; direction: 'ASC' | 'DESC' }> = {
      page: 3,
      pageSize: 50,
      sort: { field: 'FIO', direction: 'ASC' },
      search: 'Петров',
      filters: { tax_regime: 'NPD', connection: 'READY' },
    };
    const written = writeListState(new URLSearchParams(), state, config);
    expect(readListState(new URLSearchParams(written.toString()), config)).toEqual(state);
  });

  it('keeps the good filters of an address and drops the stale one', () => {
    const state = readListState(new URLSearchParams('tax_regime=NPD&kind=ROBOT&search=%20%20'), config);
    expect(state.filters).toEqual({ tax_regime: 'NPD' });
    expect(state.search).toBe('');
  });
});
