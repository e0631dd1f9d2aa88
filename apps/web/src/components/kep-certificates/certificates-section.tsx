import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { errorMessage } from '../../lib/http';
import { queryKeys } from '../../lib/query-keys';
import { notify } from '../../lib/toast';
import { Loader } from '../loader';
import { QueryRetryPanel } from '../retry-panel';
import { CertificateList } from './certificate-list';
import { certificateFileText, registerCertificate, useCertificates } from './certificates-api';
import { StoreCertificateDialog } from './store-certificate-dialog';

type Props = {
  /** Who the certificates must belong to, in a sentence (the server checks it). */
  hint: string;
  headingLevel?: 'h2' | 'h3';
};

/**
 * The caller's КЭП certificates (either role): the list with statuses, and adding one from CryptoPro's
 * store or from a .cer / .crt file. The server refuses a certificate that is not the caller's own.
 */
export function CertificatesSection({ hint, headingLevel = 'h3' }: Props) {
  const certificates = useCertificates();
  const queryClient = useQueryClient();
  const [fromStore, setFromStore] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const add = async (certificate: string) => {
    await registerCertificate(certificate);
    notify.success('Сертификат добавлен');
    await queryClient.invalidateQueries({ queryKey: queryKeys.certificates.mine });
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploadError(null);
    if (!/\.(cer|crt|pem)$/i.test(file.name) || file.size > 64_000) {
      setUploadError('Выберите файл сертификата .cer или .crt до 64 КБ');
      return;
    }
    setUploading(true);
    try {
      await add(await certificateFileText(file));
    } catch (err) {
      setUploadError(errorMessage(err, 'Не удалось добавить сертификат'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack component="section" spacing={2} aria-labelledby="kep-certificates-title">
      <Typography id="kep-certificates-title" variant="h3" component={headingLevel}>
        Сертификаты КЭП
      </Typography>
      <Typography color="text.secondary">{hint}</Typography>
      {certificates.isPending && <Loader />}
      {certificates.isError && <QueryRetryPanel query={certificates} failureText="Не удалось загрузить сертификаты" />}
      {certificates.isSuccess && <CertificateList items={certificates.data} />}
      {uploadError && (
        <Alert severity="error" role="alert">
          {uploadError}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="outlined" onClick={() => setFromStore(true)}>
          Добавить из КриптоПро
        </Button>
        <Button variant="outlined" component="label" loading={uploading}>
          Загрузить файл сертификата
          <input hidden type="file" accept=".cer,.crt,.pem" onChange={(e) => void upload(e)} />
        </Button>
      </Stack>
      <StoreCertificateDialog open={fromStore} onClose={() => setFromStore(false)} onAdd={add} />
    </Stack>
  );
}
