import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreatePayoutsRequest,
  type CreatePayoutsResponse,
  createPayoutsResponseSchema,
  type PayoutKind,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { idempotencyHeaders } from '../../../lib/idempotency-key';
import { queryKeys } from '../../../lib/query-keys';
import { payoutPaths } from './payout-paths';

/** POST payout with `{rows, pay: true}`: created and paid at once, all rows or none. */
export async function createPayouts(
  kind: PayoutKind,
  body: CreatePayoutsRequest,
  idempotencyKey: string,
): Promise<CreatePayoutsResponse> {
  const { data } = await http.post(payoutPaths(kind).create, body, { headers: idempotencyHeaders(idempotencyKey) });
  return createPayoutsResponseSchema.parse(data);
}

export function useCreatePayouts(kind: PayoutKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreatePayoutsRequest; idempotencyKey: string }) =>
      createPayouts(kind, body, idempotencyKey),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.payouts.kind(kind) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.balance.all }),
      ]),
  });
}
