import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutKind } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { fillPath, payoutPaths } from './payout-paths';

export async function deletePayoutFile(kind: PayoutKind, id: string, fileId: string): Promise<void> {
  await http.delete(fillPath(payoutPaths(kind).file, id, fileId));
}

export function useDeletePayoutFile(kind: PayoutKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => deletePayoutFile(kind, id, fileId),
    // The files and the history (a DELETE_FILE event) of the payout.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.payouts.kind(kind) }),
  });
}
