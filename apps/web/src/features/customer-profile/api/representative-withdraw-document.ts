import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathWithId } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export async function withdrawRepresentativeDocument(input: { id: string; documentId: string }): Promise<void> {
  const path = pathWithId(apiPaths.representatives.document, input.id).replace(
    ':documentId',
    encodeURIComponent(input.documentId),
  );
  await http.delete(path);
}

export function useWithdrawRepresentativeDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawRepresentativeDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.representatives.all }),
  });
}
