import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathWithId, type RepresentativeDocument, representativeDocumentSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** Text fields of the upload (representativeFileFieldsSchema); only those given are sent. */
export type RepresentativeUploadFields = Partial<
  Record<'kind' | 'number' | 'issued_on' | 'valid_until' | 'signature_for', string>
>;

/** multipart/form-data: the fields first, then the file (the API reads the fields sent before it). */
export async function uploadRepresentativeFile(input: {
  id: string;
  file: File;
  fields: RepresentativeUploadFields;
}): Promise<RepresentativeDocument> {
  const form = new FormData();
  for (const [key, value] of Object.entries(input.fields)) if (value) form.append(key, value);
  form.append('file', input.file, input.file.name);
  // Uploads of up to 10 MB may take longer than the default timeout.
  const { data } = await http.post(pathWithId(apiPaths.representatives.file, input.id), form, { timeout: 120_000 });
  return representativeDocumentSchema.parse(data);
}

export function useUploadRepresentativeFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadRepresentativeFile,
    // The status and the trust document of the person change with their documents.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.representatives.all }),
  });
}
