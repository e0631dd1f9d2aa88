import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPayoutsResponseSchema, type Payout, type PayoutKind, payoutSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { idempotencyHeaders } from '../../../lib/idempotency-key';
import { queryKeys } from '../../../lib/query-keys';
import { fillPath, payoutPaths } from './payout-paths';

/** What the drawer can do with a payout, as its `can_*` flags allow. */
export type PayoutAction = 'pay' | 'repeat' | 'cancel' | 'delete';

/** The payout an action answers with: the contract names no shape for pay / repeat / cancel beyond a payout or `{items}`. */
function payoutOfAnswer(data: unknown): Payout | null {
  const many = createPayoutsResponseSchema.safeParse(data);
  if (many.success) return many.data.items[0] ?? null;
  const one = payoutSchema.safeParse(data);
  return one.success ? one.data : null;
}

/**
 * One action on one payout. Paying a draft and repeating a declined payout move money: they carry the
 * Idempotency-Key the drawer keeps until the request settles. Cancel and delete change no money.
 */
export async function runPayoutAction(
  kind: PayoutKind,
  payout: Payout,
  action: PayoutAction,
  idempotencyKey: string,
): Promise<Payout | null> {
  const paths = payoutPaths(kind);
  const headers = idempotencyHeaders(idempotencyKey);
  if (action === 'pay') {
    const { data } = await http.post(paths.pay, { payout_ids: [payout.id] }, { headers });
    return payoutOfAnswer(data);
  }
  if (action === 'repeat') {
    const { data } = await http.post(fillPath(paths.repeat, payout.id), {}, { headers });
    return payoutOfAnswer(data);
  }
  if (action === 'cancel') {
    const { data } = await http.post(fillPath(paths.cancel, payout.id), {});
    return payoutOfAnswer(data);
  }
  await http.delete(fillPath(paths.one, payout.id));
  return null;
}

export function usePayoutAction(kind: PayoutKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { payout: Payout; action: PayoutAction; idempotencyKey: string }) =>
      runPayoutAction(kind, input.payout, input.action, input.idempotencyKey),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.payouts.kind(kind) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.balance.all }),
      ]),
  });
}
