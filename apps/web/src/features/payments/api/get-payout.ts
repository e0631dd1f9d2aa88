import { useQuery } from '@tanstack/react-query';
import { type Payout, type PayoutKind, payoutSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { fillPath, payoutPaths } from './payout-paths';

/** How often an open payout still moving (bank, receipt) is asked again. */
export const PAYOUT_FOLLOW_MS = 3000;
/** A payout waiting for its act may wait for days: asked again less often. */
export const PAYOUT_WAITING_FOLLOW_MS = 15_000;

export async function getPayout(kind: PayoutKind, id: string): Promise<Payout> {
  const { data } = await http.get(fillPath(payoutPaths(kind).one, id));
  return payoutSchema.parse(data);
}

/** The bank has not answered yet, or an НПД payout's receipt is still being registered with FNS. */
export const isPayoutSettling = (payout: Payout) =>
  payout.status === 'PENDING' ||
  (payout.kind === 'NPD' &&
    payout.status === 'DONE' &&
    (payout.receipt === null || payout.receipt.status === 'PENDING'));

/**
 * The payout an open drawer shows, starting from what the list or the action answered and asked again
 * while it is settling, so the drawer follows it to DONE and its receipt without a reload.
 */
export function useFollowedPayout(kind: PayoutKind, shown: Payout | null) {
  const query = useQuery({
    queryKey: queryKeys.payouts.one(kind, shown?.id ?? ''),
    queryFn: () => getPayout(kind, shown!.id),
    enabled: shown !== null && isPayoutSettling(shown),
    refetchInterval: (q) => {
      const current = q.state.data ?? shown;
      if (current && !isPayoutSettling(current)) return false;
      return current?.waiting_for ? PAYOUT_WAITING_FOLLOW_MS : PAYOUT_FOLLOW_MS;
    },
  });
  // A fresher answer of the same payout wins over what the drawer was opened with.
  return query.data && shown && query.data.id === shown.id ? query.data : shown;
}
