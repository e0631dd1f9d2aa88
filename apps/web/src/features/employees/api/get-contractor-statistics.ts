import { useQuery } from '@tanstack/react-query';
import { apiPaths, type ContractorStatistics, contractorStatisticsSchema, pathWithId } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The key lives under `employees.all` (a removal or a refresh of the list refetches it). It is derived here
 * from the registry's prefix rather than added to lib/query-keys.ts, a file this slice did not own.
 */
const contractorStatisticsKey = (employeeId: string) => [...queryKeys.employees.all, 'statistics', employeeId] as const;

/** GET employees/{id}/statistics: the company's figures with its contractor, the last 12 months. */
export async function getContractorStatistics(employeeId: string): Promise<ContractorStatistics> {
  const { data } = await http.get(pathWithId(apiPaths.contractorStatistics.company, employeeId));
  return contractorStatisticsSchema.parse(data);
}

export const useContractorStatistics = (employeeId: string) =>
  useQuery({ queryKey: contractorStatisticsKey(employeeId), queryFn: () => getContractorStatistics(employeeId) });
