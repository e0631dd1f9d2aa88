import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type FnsAccountStatus, fnsAccountStatusSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** How often the page asks while the platform waits for FNS's answer. */
export const FNS_ACCOUNT_POLL_MS = 2000;

/** The contractor's «Мой налог» personal account: bonus, tax to pay, debt. */
export async function getFnsAccountStatus(): Promise<FnsAccountStatus> {
  const { data } = await http.get(apiPaths.fns.accountStatus);
  return fnsAccountStatusSchema.parse(data);
}

export const fnsAccountStatusQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.employee.fns.accountStatus,
    queryFn: getFnsAccountStatus,
    refetchInterval: (query) => (query.state.data?.refreshing ? FNS_ACCOUNT_POLL_MS : false),
  });

/** `isEnabled`: FNS answers only once the platform is connected; before that the call is a 409. */
export const useFnsAccountStatus = ({ isEnabled = true } = {}) =>
  useQuery({ ...fnsAccountStatusQueryOptions(), enabled: isEnabled });
