import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { errorMessage, getErrorStatus } from '../../../lib/http';
import { type PreviewFile, useResponsibleFile } from '../api/responsible-file-content';
import { FilePreviewHeader } from '../components/file-preview-header';
import { useObjectUrl } from '../components/linked-file-preview';

const isXml = (file: PreviewFile) => file.mimeType.includes('xml') || file.name.toLowerCase().endsWith('.xml');

/** A blob: URL for the file, revoked when the page leaves or the file changes. */

function XmlText({ blob }: { blob: Blob }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void blob.text().then((value) => isCurrent && setText(value));
    return () => {
      isCurrent = false;
    };
  }, [blob]);
  if (text === null) return <PageLoader />;
  return (
    <Box
      component="pre"
      aria-label="Содержимое XML"
      sx={{
        m: 0,
        p: 2,
        overflow: 'auto',
        maxHeight: '75vh',
        fontSize: 13,
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-all',
      }}
    >
      {text}
    </Box>
  );
}

/**
 * /files-preview/responsible/{fileId}: a document of a responsible person shown inline (a PDF in a
 * frame, an МЧД as its XML text) with a download button. Files of another company are not found.
 */
export function ResponsibleFilePreviewPage() {
  const { fileId = '' } = useParams();
  const file = useResponsibleFile(fileId);
  const url = useObjectUrl(file.data?.blob);

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <FilePreviewHeader title="Документ ответственного лица" fileName={file.data?.name} url={url} />
      {file.isPending && <PageLoader />}
      {file.isError &&
        (getErrorStatus(file.error) === 404 ? (
          <Typography color="text.secondary">{errorMessage(file.error, 'Файл не найден')}</Typography>
        ) : (
          <QueryRetryPanel query={file} failureText="Не удалось загрузить файл" />
        ))}
      {file.data && url && (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          {file.data.mimeType === 'application/pdf' ? (
            <Box
              component="iframe"
              title={file.data.name}
              src={url}
              sx={{ display: 'block', width: '100%', height: '80vh', border: 0 }}
            />
          ) : isXml(file.data) ? (
            <XmlText blob={file.data.blob} />
          ) : (
            <Typography sx={{ p: 3 }} color="text.secondary">
              Файл подписи не отображается в браузере: скачайте его, чтобы проверить в программе электронной подписи.
            </Typography>
          )}
        </Paper>
      )}
    </Box>
  );
}
