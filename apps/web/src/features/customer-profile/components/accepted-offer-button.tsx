import Button from '@mui/material/Button';
import { useState } from 'react';
import { saveLoadedFile } from '../../../lib/save-blob';
import { downloadAcceptedOffer } from '../api/accepted-offer-file';

/** «Скачать принятую оферту»: the edition the company accepted, as accepted (a zip when it was signed with КЭП). */
export function AcceptedOfferButton() {
  const [isDownloading, setIsDownloading] = useState(false);
  const download = async () => {
    setIsDownloading(true);
    await saveLoadedFile(downloadAcceptedOffer, 'Не удалось скачать оферту');
    setIsDownloading(false);
  };
  return (
    <Button variant="outlined" loading={isDownloading} onClick={() => void download()}>
      Скачать принятую оферту
    </Button>
  );
}
