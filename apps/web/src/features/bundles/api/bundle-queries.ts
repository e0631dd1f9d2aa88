import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Bundle,
  BundleCreateRequest,
  BundleDocumentsRequest,
  BundleListRequest,
  BundleRowsRequest,
  BundleUpdateRequest,
} from '@vyplaty/contracts';
import { queryKeys } from '../../../lib/query-keys';
import {
  createBundle,
  generateBundleDocuments,
  getBundle,
  getBundleDocuments,
  getBundleHistory,
  getBundleRows,
  getBundles,
  updateBundle,
  uploadBundleFile,
} from './bundle-calls';
import { bundleKeys } from './bundle-keys';

/** How often the page asks while the file is checked or the documents are made (mass payouts' pace). */
export const BUNDLE_POLL_MS = 1000;
/** How often a list showing a bundle at work is asked again. */
const LIST_POLL_MS = 3000;

/** The file is being checked by the job. */
export const isValidating = (bundle: Bundle | undefined) => bundle?.import.state === 'VALIDATING';
/** The documents are being made by the job. */
export const isGenerating = (bundle: Bundle | undefined) => bundle?.status === 'PROCESSING';
const isBusy = (bundle: Bundle | undefined) => isValidating(bundle) || isGenerating(bundle);

export const bundlesQueryOptions = (request: BundleListRequest) =>
  queryOptions({
    queryKey: bundleKeys.list(request),
    queryFn: () => getBundles(request),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some(isBusy) ? LIST_POLL_MS : false),
  });

export const useBundles = (request: BundleListRequest) => useQuery(bundlesQueryOptions(request));

/**
 * One bundle: asked every second while its file is checked or its documents are made, no more once done.
 * The answer that ends a job refreshes what it changed: the rows, the documents, the history and the lists.
 */
export const bundleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: bundleKeys.one(id),
    queryFn: async ({ client }) => {
      const before = client.getQueryData<Bundle>(bundleKeys.one(id));
      const bundle = await getBundle(id);
      if (isBusy(before) && !isBusy(bundle)) {
        for (const key of [bundleKeys.rows(id), bundleKeys.documents(id), bundleKeys.history(id), bundleKeys.lists]) {
          void client.invalidateQueries({ queryKey: key });
        }
        // The company's documents lists (the bundle's new documents are there); not the bundle itself again.
        void client.invalidateQueries({
          queryKey: queryKeys.documents.all,
          predicate: (q) => q.queryKey[1] === 'list',
        });
      } else if (before && bundle.generation.done !== before.generation.done) {
        void client.invalidateQueries({ queryKey: bundleKeys.rows(id) });
        void client.invalidateQueries({ queryKey: bundleKeys.documents(id) });
      }
      return bundle;
    },
    refetchInterval: (query) => (isBusy(query.state.data) ? BUNDLE_POLL_MS : false),
  });

export const useBundle = (id: string) => useQuery(bundleQueryOptions(id));

export const useBundleRows = (id: string, request: BundleRowsRequest, enabled = true) =>
  useQuery({
    queryKey: bundleKeys.rows(id, request),
    queryFn: () => getBundleRows(id, request),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useBundleDocuments = (id: string, request: BundleDocumentsRequest, enabled = true) =>
  useQuery({
    queryKey: bundleKeys.documents(id, request),
    queryFn: () => getBundleDocuments(id, request),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useBundleHistory = (id: string, enabled: boolean) =>
  useQuery({ queryKey: bundleKeys.history(id), queryFn: () => getBundleHistory(id), enabled });

/** The bundle as an action answered: put in the cache, its rows, documents and history read again. */
function useBundleAnswer() {
  const client = useQueryClient();
  return (bundle: Bundle) => {
    client.setQueryData(bundleKeys.one(bundle.id), bundle);
    void client.invalidateQueries({ queryKey: bundleKeys.lists });
    for (const key of [bundleKeys.rows(bundle.id), bundleKeys.documents(bundle.id), bundleKeys.history(bundle.id)]) {
      void client.invalidateQueries({ queryKey: key });
    }
  };
}

export function useCreateBundle() {
  const answered = useBundleAnswer();
  return useMutation({ mutationFn: (request: BundleCreateRequest) => createBundle(request), onSuccess: answered });
}

export function useUpdateBundle(id: string) {
  const answered = useBundleAnswer();
  return useMutation({ mutationFn: (request: BundleUpdateRequest) => updateBundle(id, request), onSuccess: answered });
}

export function useUploadBundleFile(id: string, onProgress?: (percent: number) => void) {
  const answered = useBundleAnswer();
  return useMutation({ mutationFn: (file: File) => uploadBundleFile(id, file, onProgress), onSuccess: answered });
}

export function useGenerateBundle(id: string) {
  const answered = useBundleAnswer();
  return useMutation({ mutationFn: () => generateBundleDocuments(id), onSuccess: answered });
}
