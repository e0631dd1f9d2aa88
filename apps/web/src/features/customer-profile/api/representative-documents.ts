import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  pathWithId,
  type RepresentativeDocumentListResponse,
  representativeDocumentListResponseSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** A person's live documents, newest first. */
export async function getRepresentativeDocuments(id: string): Promise<RepresentativeDocumentListResponse> {
  const { data } = await http.get(pathWithId(apiPaths.representatives.files, id));
  return representativeDocumentListResponseSchema.parse(data);
}

export const representativeDocumentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.user.representatives.documents(id),
    queryFn: () => getRepresentativeDocuments(id),
  });

export const useRepresentativeDocuments = (id: string) => useQuery(representativeDocumentsQueryOptions(id));
