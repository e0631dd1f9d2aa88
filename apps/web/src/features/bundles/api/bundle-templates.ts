import { useQuery } from '@tanstack/react-query';
import { apiPaths, type DocumentTemplate, documentTemplatesResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

async function getTemplates(): Promise<DocumentTemplate[]> {
  const { data } = await http.get(apiPaths.documents.templates);
  return documentTemplatesResponseSchema.parse(data).items;
}

/** The company's document templates (the documents screens' cache: one request for both). */
export const useBundleTemplates = () =>
  useQuery({ queryKey: queryKeys.documents.templates, queryFn: getTemplates, staleTime: 5 * 60_000 });
