import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PayoutFile, type PayoutKind, payoutFileSchema, payoutFilesResponseSchema } from '@vyplaty/contracts';
import { http, rethrowWithBlobErrorBody } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { fillPath, payoutPaths } from './payout-paths';

/** The files attached to a payout (a signed act, a report…). */
export async function getPayoutFiles(kind: PayoutKind, id: string): Promise<PayoutFile[]> {
  const { data } = await http.get(fillPath(payoutPaths(kind).files, id));
  return payoutFilesResponseSchema.parse(data).items;
}

export const usePayoutFiles = (kind: PayoutKind, id: string) =>
  useQuery({ queryKey: queryKeys.payouts.files(kind, id), queryFn: () => getPayoutFiles(kind, id) });

/** The file's bytes, saved by the caller under its name; a refusal keeps the server's Russian message. */
export async function downloadPayoutFile(kind: PayoutKind, id: string, fileId: string): Promise<Blob> {
  const { data } = await http
    .get<Blob>(fillPath(payoutPaths(kind).file, id, fileId), { responseType: 'blob' })
    .catch(rethrowWithBlobErrorBody);
  return data;
}

export function useAddPayoutFile(kind: PayoutKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      // Up to 10 MB may take longer than the default timeout.
      const { data } = await http.post(fillPath(payoutPaths(kind).files, id), form, { timeout: 120_000 });
      return payoutFileSchema.parse(data);
    },
    // The history gets an ADD_FILE event too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.payouts.kind(kind) }),
  });
}

export function useDeletePayoutFile(kind: PayoutKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => http.delete(fillPath(payoutPaths(kind).file, id, fileId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.payouts.kind(kind) }),
  });
}
