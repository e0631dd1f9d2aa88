import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payout, PayoutKind } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { idempotencyHeaders } from '../../../lib/idempotency-key';
import { queryKeys } from '../../../lib/query-keys';
import { payoutOfAnswer } from './payout-answer';
import { payoutPaths } from './payout-paths';

/** POST payout/pay for one draft, with the Idempotency-Key the drawer keeps until the answer is known. */
export async function payPayout(kind: PayoutKind, id: string, idempotencyKey: string): Promise<Payout | null> {
  const { data } = await http.post(
    payoutPaths(kind).pay,
    { payout_ids: [id] },
    { headers: idempotencyHeaders(idempotencyKey) },
  );
  return payoutOfAnswer(data);
}

export function usePayPayout(kind: PayoutKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: string; idempotencyKey: string }) => payPayout(kind, id, idempotencyKey),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.payouts.kind(kind) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.balance.all }),
      ]),
  });
}
