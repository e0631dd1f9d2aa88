import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { RetryPanel } from '../../../components/retry-panel';
import { errorMessage, getErrorStatus } from '../../../lib/http';
import { useDocumentFile } from '../api/document-file-content';
import { FilePreviewHeader } from '../components/file-preview-header';

function useObjectUrl(blob: Blob | undefined) {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * /files-preview/document/{fileId}?document={id}: a file of an act or contract shown inline (a PDF in a
 * frame) with a download button. The document's id names where the API keeps the file; a file of
 * another company or contractor is not found.
 */
export function DocumentFilePreviewPage() {
  const { fileId = '' } = useParams();
  const [params] = useSearchParams();
  const documentId = params.get('document') ?? '';
  const file = useDocumentFile(documentId, fileId);
  const url = useObjectUrl(file.data?.blob);
  const isMissing = documentId === '' || (file.isError && getErrorStatus(file.error) === 404);

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <FilePreviewHeader title="Просмотр документа" fileName={file.data?.name} url={url} />
      {isMissing ? (
        <Typography color="text.secondary">Файл не найден</Typography>
      ) : (
        <>
          {file.isPending && <PageLoader />}
          {file.isError && (
            <RetryPanel
              error={file.error}
              message={errorMessage(file.error, 'Не удалось загрузить файл')}
              onRetry={() => void file.refetch()}
              isRetrying={file.isFetching}
            />
          )}
        </>
      )}
      {file.data && url && (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          {file.data.mimeType === 'application/pdf' ? (
            <Box
              component="iframe"
              title={file.data.name}
              src={url}
              sx={{ display: 'block', width: '100%', height: '80vh', border: 0 }}
            />
          ) : (
            <Typography sx={{ p: 3 }} color="text.secondary">
              Этот файл не отображается в браузере: скачайте его.
            </Typography>
          )}
        </Paper>
      )}
    </Box>
  );
}
