import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payout, PayoutKind } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { payoutOfAnswer } from './payout-answer';
import { fillPath, payoutPaths } from './payout-paths';

/** POST payout/{id}/cancel: a payout not yet sent to the bank; its hold is released. */
export async function cancelPayout(kind: PayoutKind, id: string): Promise<Payout | null> {
  const { data } = await http.post(fillPath(payoutPaths(kind).cancel, id), {});
  return payoutOfAnswer(data);
}

export function useCancelPayout(kind: PayoutKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelPayout(kind, id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.payouts.kind(kind) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.balance.all }),
      ]),
  });
}
