import { useQueryClient } from '@tanstack/react-query';
import type { Payout, PayoutKind, PayoutListResponse } from '@vyplaty/contracts';
import { useCallback, useSyncExternalStore } from 'react';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The drawer's payout as the lists know it now: a status reached while the drawer is open (the bank
 * paid, the receipt came) shows without reopening. Only list pages fetched after `since` count, so
 * a payout an action has just answered with is not replaced by the list's older copy.
 */
export function useLatestPayout(kind: PayoutKind, payout: Payout | null, since: number): Payout | null {
  const client = useQueryClient();
  const cache = client.getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const read = () => {
    if (!payout) return null;
    let latest = payout;
    let latestAt = since;
    for (const query of cache.findAll({ queryKey: queryKeys.payouts.lists(kind) })) {
      const found = (query.state.data as PayoutListResponse | undefined)?.items.find((item) => item.id === payout.id);
      if (found && query.state.dataUpdatedAt > latestAt) {
        latest = found;
        latestAt = query.state.dataUpdatedAt;
      }
    }
    return latest;
  };
  return useSyncExternalStore(subscribe, read);
}
