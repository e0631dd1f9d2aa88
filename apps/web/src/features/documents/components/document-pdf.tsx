import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { queryKeys } from '../../../lib/query-keys';
import { getAttachmentFile } from '../api/document-calls';

/** One file of a document, read through the API client (the session; 404 for anyone else's). */
export const useDocumentFile = (documentId: string, attachmentId: string) =>
  useQuery({
    queryKey: queryKeys.documents.file(documentId, attachmentId),
    queryFn: () => getAttachmentFile(documentId, attachmentId),
    // The bytes of a file never change; a 404 will not change on retry.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** A blob: URL for the file, revoked when the viewer leaves or the file changes. */
export function useObjectUrl(blob: Blob | undefined) {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** The document's PDF inline (the browser's viewer in a frame). */
export function DocumentPdf({
  documentId,
  attachmentId,
  height = '70vh',
}: {
  documentId: string;
  attachmentId: string;
  height?: string;
}) {
  const file = useDocumentFile(documentId, attachmentId);
  const url = useObjectUrl(file.data?.blob);
  if (file.isPending) return <PageLoader label="Загрузка документа…" />;
  if (file.isError) {
    return <QueryRetryPanel query={file} failureText="Не удалось загрузить файл документа" />;
  }
  if (!url) return null;
  return (
    <Box
      component="iframe"
      title={file.data.name}
      src={url}
      sx={{ display: 'block', width: '100%', height, border: 1, borderColor: 'divider', borderRadius: 1 }}
    />
  );
}
