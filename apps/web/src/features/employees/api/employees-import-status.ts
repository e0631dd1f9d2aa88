import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type EmployeeImport, employeeImportSchema, pathWithId } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export const EMPLOYEES_IMPORT_POLL_MS = 1500;

export async function getEmployeesImport(id: string): Promise<EmployeeImport> {
  const { data } = await http.get(pathWithId(apiPaths.employeeImport.one, id));
  return employeeImportSchema.parse(data);
}

/** The import's progress, polled while the job runs (IN_PROGRESS). */
export const employeesImportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.user.employeesImport(id),
    queryFn: () => getEmployeesImport(id),
    refetchInterval: (query) => (query.state.data?.status === 'IN_PROGRESS' ? EMPLOYEES_IMPORT_POLL_MS : false),
  });

export const useEmployeesImport = (id: string | null) =>
  useQuery({ ...employeesImportQueryOptions(id ?? ''), enabled: id !== null });
