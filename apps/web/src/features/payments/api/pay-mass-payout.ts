import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type MassPayout,
  type MassPayoutPayChannel,
  massPayoutSchema,
  type PayoutKind,
  pathWithId,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { idempotencyHeaders } from '../../../lib/idempotency-key';
import { queryKeys } from '../../../lib/query-keys';
import { massPayoutKeys, massPayoutPaths } from './mass-payout-paths';

/**
 * POST …/mass_payout/:id/pay {channel} with the Idempotency-Key the page keeps until the answer is known (a
 * retry of the same click cannot pay twice): from the platform's nominal account, or by the company's own
 * payment orders (OWN_ACCOUNT). The answer (202) is the registry, PROCESSING: the job checks and pays it.
 */
export async function payMassPayout(
  kind: PayoutKind,
  id: string,
  channel: MassPayoutPayChannel,
  idempotencyKey: string,
): Promise<MassPayout> {
  const { data } = await http.post(
    pathWithId(massPayoutPaths(kind).pay, id),
    { channel },
    { headers: idempotencyHeaders(idempotencyKey) },
  );
  return massPayoutSchema.parse(data);
}

/** Paying shows the answer at once (the page then follows the payment); lists, history and balance are read again. */
export function usePayMassPayout(kind: PayoutKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channel, idempotencyKey }: { channel: MassPayoutPayChannel; idempotencyKey: string }) =>
      payMassPayout(kind, id, channel, idempotencyKey),
    onSuccess: (registry) => {
      queryClient.setQueryData(massPayoutKeys.one(kind, id), registry);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: massPayoutKeys.history(kind, id) }),
        queryClient.invalidateQueries({ queryKey: massPayoutKeys.lists(kind) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.balance.all }),
      ]);
    },
  });
}
