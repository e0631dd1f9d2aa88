import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MassPayout, massPayoutSchema, type PayoutKind } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { massPayoutKeys, massPayoutPaths } from './mass-payout-paths';

/** The registry file kinds the portal takes: the Excel template, or a 1C client-bank export. */
export const MASS_PAYOUT_FILE_EXTENSIONS = ['xlsx', 'txt'] as const;

/** The registry the file made, or the one the same file made before (a second click, another tab). */
export type UploadedMassPayout = { registry: MassPayout; isNew: boolean };

/**
 * multipart/form-data with the file: `.xlsx` to `import_file`, `.txt` (1CClientBankExchange) to
 * `1c/import_file`. The answer is the registry (201 new, 200 when the same file made one already); its rows
 * are read and checked afterwards by a job.
 */
export async function uploadMassPayout(
  kind: PayoutKind,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<UploadedMassPayout> {
  const paths = massPayoutPaths(kind);
  const isOneC = file.name.toLowerCase().endsWith('.txt');
  const form = new FormData();
  form.append('file', file, file.name);
  // Up to 50 MB on a slow line takes minutes, far past the default timeout.
  const { data, status } = await http.post(isOneC ? paths.importFile1c : paths.importFile, form, {
    timeout: 600_000,
    onUploadProgress: (event) => {
      if (event.total) onProgress?.((event.loaded / event.total) * 100);
    },
  });
  return { registry: massPayoutSchema.parse(data), isNew: status === 201 };
}

export function useUploadMassPayout(kind: PayoutKind, onProgress?: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadMassPayout(kind, file, onProgress),
    onSuccess: ({ registry }) => {
      queryClient.setQueryData(massPayoutKeys.one(kind, registry.id), registry);
      return queryClient.invalidateQueries({ queryKey: massPayoutKeys.lists(kind) });
    },
  });
}
