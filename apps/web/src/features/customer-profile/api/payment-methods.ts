import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type PaymentMethodsResponse, paymentMethodsResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** How the company may pay: the nominal account and its own account through 1C:DirectBank, with the steps left. */
export async function getPaymentMethods(): Promise<PaymentMethodsResponse> {
  const { data } = await http.get(apiPaths.userPaymentMethods);
  return paymentMethodsResponseSchema.parse(data);
}

export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.user.paymentMethods, queryFn: getPaymentMethods });

export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());
