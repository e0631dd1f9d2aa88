import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { PageLoader } from '../page-loader';
import { QueryRetryPanel } from '../retry-panel';
import { useAgreementFile } from './self-nep-api';

/** An object URL for the Blob, revoked when the Blob changes or the viewer goes away. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

type AgreementPdfViewerProps = { fileId: string; title?: string; height?: number | string };

/**
 * One of the caller's agreement PDFs shown inline (the browser's own PDF viewer in an iframe). The
 * bytes come through the API client (session cookie, 404 for anyone else's file) as a blob.
 */
export function AgreementPdfViewer({ fileId, title = 'Соглашение', height = '75vh' }: AgreementPdfViewerProps) {
  const file = useAgreementFile(fileId);
  const url = useObjectUrl(file.data?.blob);
  if (file.isPending) return <PageLoader label="Загрузка соглашения…" />;
  if (file.isError) {
    return <QueryRetryPanel query={file} failureText="Не удалось загрузить соглашение" />;
  }
  if (!url) return null;
  return (
    <Box
      component="iframe"
      title={title}
      src={url}
      sx={{ width: '100%', height, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'grey.100' }}
    />
  );
}
