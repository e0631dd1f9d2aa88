import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { openBlobInNewTab, saveLoadedFile } from '../../lib/save-blob';
import { fetchAgreementFileNamed } from './self-nep-api';

/**
 * Opens an agreement PDF in a new tab as a blob: works during onboarding too, when the app's own
 * pages (the preview page among them) are closed to a person not yet verified.
 */
export function openAgreementPdf(fileId: string) {
  return openBlobInNewTab(
    async () => (await fetchAgreementFileNamed(fileId)).blob,
    'Не удалось открыть соглашение, попробуйте позже',
  );
}

/** Downloads an agreement PDF under the name the API gives it. */
export async function downloadAgreementPdf(fileId: string) {
  await saveLoadedFile(() => fetchAgreementFileNamed(fileId), 'Не удалось скачать файл, попробуйте позже');
}

type AgreementFileActionsProps = {
  fileId: string;
  /** Names the buttons for screen readers when several agreements are on one page. */
  title: string;
};

/** «Открыть соглашение» (the PDF in a new tab, so the step stays open) and «Скачать PDF». */
export function AgreementFileActions({ fileId, title }: AgreementFileActionsProps) {
  const [isDownloading, setIsDownloading] = useState(false);
  const handleDownload = async () => {
    setIsDownloading(true);
    await downloadAgreementPdf(fileId);
    setIsDownloading(false);
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined" onClick={() => void openAgreementPdf(fileId)} title={`Открыть: ${title}`}>
        Открыть соглашение
      </Button>
      <Button onClick={() => void handleDownload()} loading={isDownloading} title={`Скачать: ${title}`}>
        Скачать PDF
      </Button>
    </Stack>
  );
}
