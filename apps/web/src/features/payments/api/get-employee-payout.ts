import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type EmployeePayoutDetail, employeePayoutDetailSchema, type PayoutKind } from '@vyplaty/contracts';
import { getErrorStatus, http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { fillPath } from './payout-paths';

const detailPath = (kind: PayoutKind) =>
  kind === 'NPD' ? apiPaths.employeePayouts.payout : apiPaths.employeePayouts.individualPayout;

async function getOne(kind: PayoutKind, id: string): Promise<EmployeePayoutDetail> {
  const { data } = await http.get(fillPath(detailPath(kind), id));
  return employeePayoutDetailSchema.parse(data);
}

/**
 * One payout with its history. The list's link says the kind (`?kind=INDIVIDUAL`); an address without
 * it (a notification, a bookmark) asks the НПД call first and the individual one when that says 404.
 */
export async function getEmployeePayout(id: string, kind: PayoutKind | null): Promise<EmployeePayoutDetail> {
  if (kind) return getOne(kind, id);
  try {
    return await getOne('NPD', id);
  } catch (err) {
    if (getErrorStatus(err) !== 404) throw err;
    return getOne('INDIVIDUAL', id);
  }
}

export const employeePayoutQueryOptions = (id: string, kind: PayoutKind | null) =>
  queryOptions({ queryKey: queryKeys.employeePayouts.one(id), queryFn: () => getEmployeePayout(id, kind) });

export const useEmployeePayout = (id: string, kind: PayoutKind | null) =>
  useQuery(employeePayoutQueryOptions(id, kind));
