import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { AgreementPdfViewer, useAgreementFile } from '../../../components/self-nep';
import { saveBlob } from '../../../lib/save-blob';

/**
 * /files-preview/agreement/{fileId}: one of the caller's agreement PDFs shown inline, with a
 * download button. The API answers 404 for anyone else's file; the viewer shows that message.
 */
export function AgreementFilePreviewPage() {
  const { fileId = '' } = useParams();
  const file = useAgreementFile(fileId);
  const name = file.data?.name;

  return (
    <>
      <PageTitle>Просмотр соглашения</PageTitle>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{name ?? ''}</Typography>
        <Button
          variant="contained"
          disabled={!file.data}
          onClick={() => file.data && saveBlob(file.data.blob, file.data.name)}
          sx={{ flexShrink: 0 }}
        >
          Скачать PDF
        </Button>
      </Stack>
      <AgreementPdfViewer fileId={fileId} title={name ?? 'Соглашение'} />
    </>
  );
}
