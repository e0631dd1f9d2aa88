import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { QueryRetryPanel } from '../../../components/retry-panel';
import type { PreviewFile } from '../api/responsible-file-content';
import { FilePreviewHeader } from './file-preview-header';

/** An object URL of the loaded file, revoked when the file changes or the page goes. */
export function useObjectUrl(blob: Blob | undefined) {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * The preview of a file kept under something of the company's (a document, a report — its id in the address): a PDF
 * in a frame, any other file offered for download, «Файл не найден» when the owner or the file is unknown, a retry
 * panel when loading failed otherwise.
 */
export function LinkedFilePreview({
  title,
  file,
  isMissing,
}: {
  title: string;
  file: UseQueryResult<PreviewFile>;
  isMissing: boolean;
}) {
  const url = useObjectUrl(file.data?.blob);
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <FilePreviewHeader title={title} fileName={file.data?.name} url={url} />
      {isMissing ? (
        <Typography color="text.secondary">Файл не найден</Typography>
      ) : (
        <>
          {file.isPending && <PageLoader />}
          {file.isError && <QueryRetryPanel query={file} failureText="Не удалось загрузить файл" />}
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
