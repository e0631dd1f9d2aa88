import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  type Document,
  type DocumentListRequest,
  type DocumentListResponse,
  payoutListResponseSchema,
} from '@vyplaty/contracts';
import { useCallback } from 'react';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import {
  type DocumentSide,
  getDocument,
  getDocumentHistory,
  getDocuments,
  getGenerationProgress,
  getReadyForSign,
  getTemplates,
} from './document-calls';

const listKey = (side: DocumentSide, request: object) =>
  side === 'company' ? queryKeys.documents.list(request) : queryKeys.employeeDocuments.list(request);
const oneKey = (side: DocumentSide, id: string) =>
  side === 'company' ? queryKeys.documents.one(id) : queryKeys.employeeDocuments.one(id);

export const useTemplates = () =>
  useQuery({ queryKey: queryKeys.documents.templates, queryFn: getTemplates, staleTime: 5 * 60_000 });

/** A page of documents; the next page goes with the previous page's cursor when it is cached (lists.md). */
export const documentsQueryOptions = (side: DocumentSide, request: DocumentListRequest) =>
  queryOptions({
    queryKey: listKey(side, request),
    queryFn: ({ client }) => {
      const page = request.page ?? 1;
      const previous =
        page > 1 ? client.getQueryData<DocumentListResponse>(listKey(side, { ...request, page: page - 1 })) : undefined;
      return getDocuments(side, previous?.next_cursor ? { ...request, after: previous.next_cursor } : request);
    },
    placeholderData: keepPreviousData,
  });

export const useDocuments = (side: DocumentSide, request: DocumentListRequest) =>
  useQuery(documentsQueryOptions(side, request));

/** «Ждут подписи»: the contractor's documents awaiting their signature, oldest turn first as the API sorts. */
export const useReadyForSign = () =>
  useQuery({ queryKey: queryKeys.employeeDocuments.ready, queryFn: () => getReadyForSign({ page: 1, page_size: 50 }) });

/** While a PDF is being made (or a Госключ request waits) the document is asked again, so the page follows it. */
const FOLLOW_MS = 2000;

export function useDocument(side: DocumentSide, id: string, initial?: Document) {
  return useQuery({
    queryKey: oneKey(side, id),
    queryFn: () => getDocument(side, id),
    enabled: id !== '',
    initialData: initial && initial.id === id ? initial : undefined,
    // Also while a Госключ request waits: the person signs in the app, the document follows.
    refetchInterval: (q) =>
      q.state.data?.status === 'AWAIT_GENERATE_ATTACHMENTS' ||
      q.state.data?.goskey?.status === 'PENDING' ||
      q.state.data?.goskey?.status === 'SEND_UNKNOWN'
        ? FOLLOW_MS
        : false,
  });
}

export const useDocumentHistory = (id: string) =>
  useQuery({ queryKey: queryKeys.documents.history(id), queryFn: () => getDocumentHistory(id) });

export const useGenerationProgress = (batchId: string | null) =>
  useQuery({
    queryKey: queryKeys.documents.batch(batchId ?? ''),
    queryFn: () => getGenerationProgress(batchId!),
    enabled: batchId !== null,
    refetchInterval: (q) =>
      q.state.data && q.state.data.done + q.state.data.failed >= q.state.data.total ? false : 1000,
  });

/**
 * The contractor's payouts a new document may be linked to, both kinds (an act justifies an НПД payout and
 * a ГПХ one alike), newest first; one page is enough.
 */
export function useContractorPayouts(employeeId: string | null) {
  return useQuery({
    queryKey: queryKeys.documents.payouts(employeeId ?? ''),
    enabled: employeeId !== null,
    queryFn: async () => {
      const { data } = await http.post(apiPaths.userPayouts.list, {
        page: 1,
        page_size: 50,
        filters: { employee_id: employeeId },
      });
      return payoutListResponseSchema.parse(data).items;
    },
  });
}

/**
 * After an action: the document's every list, copy and history is stale (both sides' keys, as the
 * same tab may hold either); the fresh document is put in place at once.
 */
export function useDocumentChanged(side: DocumentSide) {
  const queryClient = useQueryClient();
  return useCallback(
    (doc?: Document) => {
      if (doc) queryClient.setQueryData(oneKey(side, doc.id), doc);
      void queryClient.invalidateQueries({ queryKey: queryKeys.documents.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.employeeDocuments.all });
    },
    [queryClient, side],
  );
}
