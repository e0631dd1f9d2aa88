import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type EmployeeListItem, employeeListResponseSchema } from '@vyplaty/contracts';
import { http } from '../../lib/http';
import { queryKeys } from '../../lib/query-keys';

/** How many contractors the picker offers at once: a name, phone or ИНН narrows the rest. */
export const CONTRACTOR_PICKER_SIZE = 20;

/** The company's contractors matching a name, phone or ИНН (the `employees` list), by ФИО. */
export async function findContractors(search: string): Promise<EmployeeListItem[]> {
  const { data } = await http.post(apiPaths.employees.list, {
    page: 1,
    page_size: CONTRACTOR_PICKER_SIZE,
    sort: { field: 'FIO', direction: 'ASC' },
    ...(search ? { search } : {}),
  });
  return employeeListResponseSchema.parse(data).items;
}

export const contractorsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: queryKeys.contractorPicker(search),
    queryFn: () => findContractors(search),
    placeholderData: keepPreviousData,
  });

export const useContractors = (search: string) => useQuery(contractorsQueryOptions(search));
