import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type EmployeeCompaniesResponse,
  type EmployeeCompany,
  type EmployeePayoutDetail,
  type EmployeePayoutListRequest,
  type EmployeePayoutListResponse,
  employeeCompaniesResponseSchema,
  employeePayoutDetailSchema,
  employeePayoutListResponseSchema,
  type PayoutKind,
} from '@vyplaty/contracts';
import { getErrorStatus, http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { fillPath } from './payout-paths';

/** The contractor's payouts of both kinds from every company (`employee/all_payouts`), filtered on the server. */
export async function getEmployeePayouts(request: EmployeePayoutListRequest): Promise<EmployeePayoutListResponse> {
  const { data } = await http.post(apiPaths.employeePayouts.all, request);
  return employeePayoutListResponseSchema.parse(data);
}

export const employeePayoutsQueryOptions = (request: EmployeePayoutListRequest) =>
  queryOptions({
    queryKey: queryKeys.employeePayouts.list(request),
    queryFn: ({ client }) => {
      const page = request.page ?? 1;
      const previous =
        page > 1
          ? client.getQueryData<EmployeePayoutListResponse>(
              queryKeys.employeePayouts.list({ ...request, page: page - 1 }),
            )
          : undefined;
      return getEmployeePayouts(previous?.next_cursor ? { ...request, after: previous.next_cursor } : request);
    },
    placeholderData: keepPreviousData,
  });

export const useEmployeePayouts = (request: EmployeePayoutListRequest) =>
  useQuery(employeePayoutsQueryOptions(request));

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

export const useEmployeePayout = (id: string, kind: PayoutKind | null) =>
  useQuery({ queryKey: queryKeys.employeePayouts.one(id), queryFn: () => getEmployeePayout(id, kind) });

/**
 * The contractor's companies, for the list's company filter: the same call and cache entry as the
 * profile's companies page, so the answer keeps its shape there and is narrowed here by `select`.
 */
export async function getEmployeeCompanies(): Promise<EmployeeCompaniesResponse> {
  const { data } = await http.get(apiPaths.employeeOnboarding.companies);
  return employeeCompaniesResponseSchema.parse(data);
}

const itemsOf = (response: EmployeeCompaniesResponse): EmployeeCompany[] => response.items;

export const useEmployeeCompanies = () =>
  useQuery({ queryKey: queryKeys.employee.companies, queryFn: getEmployeeCompanies, select: itemsOf });
