import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payout, PayoutKind } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { idempotencyHeaders } from '../../../lib/idempotency-key';
import { queryKeys } from '../../../lib/query-keys';
import { payoutOfAnswer } from './payout-answer';
import { fillPath, payoutPaths } from './payout-paths';

/** POST payout/{id}/repeat: a declined payout paid again as a new one (the answer), under a kept key. */
export async function repeatPayout(kind: PayoutKind, id: string, idempotencyKey: string): Promise<Payout | null> {
  const { data } = await http.post(
    fillPath(payoutPaths(kind).repeat, id),
    {},
    { headers: idempotencyHeaders(idempotencyKey) },
  );
  return payoutOfAnswer(data);
}

export function useRepeatPayout(kind: PayoutKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: string; idempotencyKey: string }) =>
      repeatPayout(kind, id, idempotencyKey),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.payouts.kind(kind) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.balance.all }),
      ]),
  });
}
