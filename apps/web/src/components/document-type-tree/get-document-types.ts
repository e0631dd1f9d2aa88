import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type DocumentTypesResponse, documentTypesResponseSchema } from '@vyplaty/contracts';
import { http } from '../../lib/http';
import { queryKeys } from '../../lib/query-keys';

/** The document types (act, contract) with their kinds. */
export async function getDocumentTypes(): Promise<DocumentTypesResponse> {
  const { data } = await http.get(apiPaths.documentTypes);
  return documentTypesResponseSchema.parse(data);
}

export function documentTypesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.catalog.documentTypes, queryFn: getDocumentTypes });
}

export function useDocumentTypes() {
  return useQuery(documentTypesQueryOptions());
}
