import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type PaymentLimitsResponse, paymentLimitsResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** The limits in force for the company (support sets them; the platform's defaults otherwise). */
export async function getPaymentLimits(): Promise<PaymentLimitsResponse> {
  const { data } = await http.get(apiPaths.userPaymentLimit);
  return paymentLimitsResponseSchema.parse(data);
}

export const usePaymentLimits = () =>
  useQuery(queryOptions({ queryKey: queryKeys.user.paymentLimits, queryFn: getPaymentLimits }));
