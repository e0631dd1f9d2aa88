import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type KepToSignResponse,
  type MassPayoutOrdersState,
  massPayoutOrdersStateSchema,
  type PayoutKind,
  pathWithId,
  registryKepToSignResponseSchema,
} from '@vyplaty/contracts';
import { fileNameOf, getErrorStatus, http, rethrowWithBlobErrorBody } from '../../../lib/http';
import { massPayoutKeys, massPayoutPaths } from './mass-payout-paths';

/**
 * A registry paid by the company's own payment orders (channel OWN_ACCOUNT): `payment_orders` — the state
 * (JSON), the one 1C file with every order (`txt`) and their print (`pdf`) — and `payment_orders/sign_kep`:
 * each unsigned order's own 1C file to sign, then a signature per order.
 */
const ordersKey = (kind: PayoutKind, id: string) => [...massPayoutKeys.one(kind, id), 'payment-orders'] as const;

/** While the signed orders travel to the bank and back, the page asks again (none of it moves while unsigned). */
export const ORDERS_POLL_MS = 3000;

/** The orders' state; null while they are not made yet (409: the rows are still becoming payouts). */
export async function getMassPayoutOrders(kind: PayoutKind, id: string): Promise<MassPayoutOrdersState | null> {
  try {
    const { data } = await http.get(pathWithId(massPayoutPaths(kind).paymentOrders, id), {
      params: { format: 'json' },
    });
    return massPayoutOrdersStateSchema.parse(data);
  } catch (err) {
    if (getErrorStatus(err) === 409) return null;
    throw err;
  }
}

export const useMassPayoutOrders = (kind: PayoutKind, id: string) =>
  useQuery({
    queryKey: ordersKey(kind, id),
    queryFn: () => getMassPayoutOrders(kind, id),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'AWAIT_SIGN' || status === 'DONE' ? false : ORDERS_POLL_MS;
    },
  });

/** After signing: the answer (the orders on their way) shown at once, and the registry read again. */
export function useSignedMassPayoutOrders(kind: PayoutKind, id: string) {
  const queryClient = useQueryClient();
  return (state: MassPayoutOrdersState) => {
    queryClient.setQueryData(ordersKey(kind, id), state);
    return queryClient.invalidateQueries({ queryKey: massPayoutKeys.one(kind, id), exact: true });
  };
}

/** `?format=txt|pdf`: the file with its name from Content-Disposition; a refusal keeps the server's reason. */
export async function downloadMassPayoutOrders(
  kind: PayoutKind,
  id: string,
  format: 'txt' | 'pdf',
): Promise<{ blob: Blob; name: string }> {
  const response = await http
    .get<Blob>(pathWithId(massPayoutPaths(kind).paymentOrders, id), { params: { format }, responseType: 'blob' })
    .catch(rethrowWithBlobErrorBody);
  const disposition = response.headers['content-disposition'] as string | undefined;
  return { blob: response.data, name: fileNameOf(disposition, `Платёжные поручения.${format}`) };
}

export type OrderToSign = KepToSignResponse & { payout_id: string };

/** GET payment_orders/sign_kep: each unsigned order's own 1C file (or its hash), in file order. */
export async function getMassPayoutOrdersToSign(kind: PayoutKind, id: string): Promise<OrderToSign[]> {
  const { data } = await http.get(pathWithId(massPayoutPaths(kind).paymentOrdersSignKep, id));
  return registryKepToSignResponseSchema.parse(data).items;
}

/** POST payment_orders/sign_kep: a detached CAdES-BES per order; any refused → 422 naming it, none stored. */
export async function postMassPayoutOrdersSignatures(
  kind: PayoutKind,
  id: string,
  signatures: { payout_id: string; signature: string }[],
): Promise<MassPayoutOrdersState> {
  const { data } = await http.post(pathWithId(massPayoutPaths(kind).paymentOrdersSignKep, id), { signatures });
  return massPayoutOrdersStateSchema.parse(data);
}
