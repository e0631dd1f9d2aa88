import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  type GenerateTrustDocumentRequest,
  pathWithId,
  type RepresentativeDocument,
  representativeDocumentSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export async function generateTrustDocument(input: {
  id: string;
  body: GenerateTrustDocumentRequest;
}): Promise<RepresentativeDocument> {
  const { data } = await http.post(pathWithId(apiPaths.representatives.generateTrustDocument, input.id), input.body);
  return representativeDocumentSchema.parse(data);
}

export function useGenerateTrustDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateTrustDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.representatives.all }),
  });
}
