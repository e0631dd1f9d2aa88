import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type KepToSignResponse,
  kepToSignResponseSchema,
  type PaymentOrderState,
  type PayoutKind,
  paymentOrderStateSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { fillPath, payoutPaths } from './payout-paths';

/** payment_order?format=json: whether the order is signed with КЭП, by whom and when. */
export async function getPaymentOrderState(kind: PayoutKind, id: string): Promise<PaymentOrderState> {
  const { data } = await http.get(fillPath(payoutPaths(kind).paymentOrder, id), { params: { format: 'json' } });
  return paymentOrderStateSchema.parse(data);
}

const stateKey = (kind: PayoutKind, id: string) => [...queryKeys.payouts.one(kind, id), 'payment-order'] as const;

export const usePaymentOrderState = (kind: PayoutKind, id: string) =>
  useQuery({ queryKey: stateKey(kind, id), queryFn: () => getPaymentOrderState(kind, id) });

/** After signing: the state shown at once, no refetch. */
export function useSetPaymentOrderState(kind: PayoutKind, id: string) {
  const queryClient = useQueryClient();
  return (state: PaymentOrderState) => queryClient.setQueryData(stateKey(kind, id), state);
}

/** GET payment_order/sign_kep: the 1C exchange file's exact bytes (base64) — or, over 5 MiB, only their hash — for the plug-in to sign. */
export async function getPaymentOrderKepToSign(kind: PayoutKind, id: string): Promise<KepToSignResponse> {
  const { data } = await http.get(fillPath(payoutPaths(kind).paymentOrderSignKep, id));
  return kepToSignResponseSchema.parse(data);
}

/** POST payment_order/sign_kep: the detached CAdES-BES; 422 carries the failed step's reason. */
export async function postPaymentOrderKep(kind: PayoutKind, id: string, signature: string): Promise<PaymentOrderState> {
  const { data } = await http.post(fillPath(payoutPaths(kind).paymentOrderSignKep, id), { signature });
  return paymentOrderStateSchema.parse(data);
}
