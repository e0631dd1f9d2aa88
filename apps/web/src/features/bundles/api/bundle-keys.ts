import { queryKeys } from '../../../lib/query-keys';

/** The bundle pages' addresses: the list and, with an id, one bundle. */
export const bundlePage = (id?: string) =>
  id ? `/document-management/bundle/${encodeURIComponent(id)}` : '/document-management/bundle';

/** A bundle document opens in the documents drawer of /document-management/single (`?document={id}`). */
export const bundleDocumentPage = (documentId: string) =>
  `/document-management/single?document=${encodeURIComponent(documentId)}`;

/**
 * The bundles' cache keys, under the documents' key (lib/query-keys.ts): whatever refreshes the company's
 * documents refreshes the bundles too. One bundle's key is the prefix of its rows, documents and history.
 */
const all = [...queryKeys.documents.all, 'bundles'] as const;
export const bundleKeys = {
  all,
  lists: [...all, 'list'] as const,
  list: (request: object) => [...all, 'list', request] as const,
  one: (id: string) => [...all, 'one', id] as const,
  rows: (id: string, request?: object) => [...all, 'one', id, 'rows', ...(request ? [request] : [])] as const,
  documents: (id: string, request?: object) => [...all, 'one', id, 'documents', ...(request ? [request] : [])] as const,
  history: (id: string) => [...all, 'one', id, 'history'] as const,
  /** The next slices' answers (a 404 while a slice is not in: its button stays hidden). */
  signing: (id: string) => [...all, 'one', id, 'signing'] as const,
};
