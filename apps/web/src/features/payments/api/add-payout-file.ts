import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PayoutFile, type PayoutKind, payoutFileSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { fillPath, payoutPaths } from './payout-paths';

/** multipart/form-data with the file (formats and size checked by the drop zone and again by the API). */
export async function addPayoutFile(kind: PayoutKind, id: string, file: File): Promise<PayoutFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  // Up to 10 MB may take longer than the default timeout.
  const { data } = await http.post(fillPath(payoutPaths(kind).files, id), form, { timeout: 120_000 });
  return payoutFileSchema.parse(data);
}

export function useAddPayoutFile(kind: PayoutKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => addPayoutFile(kind, id, file),
    // The files and the history (an ADD_FILE event) of the payout.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.payouts.kind(kind) }),
  });
}
