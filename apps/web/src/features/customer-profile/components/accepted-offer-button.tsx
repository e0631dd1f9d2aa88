import Button from '@mui/material/Button';
import { useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { saveBlob } from '../../../lib/save-blob';
import { notify } from '../../../lib/toast';
import { downloadAcceptedOffer } from '../api/accepted-offer-file';

/** «Скачать принятую оферту»: the edition the company accepted, as accepted (a zip when it was signed with КЭП). */
export function AcceptedOfferButton() {
  const [isDownloading, setIsDownloading] = useState(false);
  const download = async () => {
    setIsDownloading(true);
    try {
      const file = await downloadAcceptedOffer();
      saveBlob(file.blob, file.name);
    } catch (err) {
      notify.error(errorMessage(err, 'Не удалось скачать оферту'));
    } finally {
      setIsDownloading(false);
    }
  };
  return (
    <Button variant="outlined" loading={isDownloading} onClick={() => void download()}>
      Скачать принятую оферту
    </Button>
  );
}
