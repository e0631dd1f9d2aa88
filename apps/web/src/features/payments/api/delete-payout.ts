import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutKind } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { fillPath, payoutPaths } from './payout-paths';

/** DELETE payout/{id}: a draft only (the API refuses anything else). */
export async function deletePayout(kind: PayoutKind, id: string): Promise<void> {
  await http.delete(fillPath(payoutPaths(kind).one, id));
}

export function useDeletePayout(kind: PayoutKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deletePayout(kind, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.payouts.kind(kind) }),
  });
}
