import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { CryptoProError, exportStoreCertificate } from '../../lib/cryptopro';
import { errorMessage } from '../../lib/http';
import { CertificateChoice, PluginInstallHelp, useStoreCertificates } from '../kep-sign';
import { Loader } from '../loader';

type Props = { open: boolean; onClose: () => void; onAdd: (certificate: string) => Promise<void> };

/** A certificate of CryptoPro's store, exported and registered with the portal. */
export function StoreCertificateDialog({ open, onClose, onAdd }: Props) {
  const { state, reload } = useStoreCertificates(open);
  const [thumbprint, setThumbprint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const certificates = state.phase === 'ready' ? state.certificates : null;
  useEffect(() => {
    if (certificates && !certificates.some((c) => c.thumbprint === thumbprint))
      setThumbprint(certificates[0]?.thumbprint ?? null);
  }, [certificates, thumbprint]);

  const add = async () => {
    if (state.phase !== 'ready' || !thumbprint) return;
    setBusy(true);
    setError(null);
    try {
      await onAdd(await exportStoreCertificate(state.plugin, thumbprint));
      onClose();
    } catch (err) {
      setError(err instanceof CryptoProError ? err.message : errorMessage(err, 'Не удалось добавить сертификат'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={() => !busy && onClose()} fullWidth maxWidth="sm" aria-labelledby="store-cert-title">
      <DialogTitle id="store-cert-title">Сертификат из КриптоПро</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {state.phase === 'loading' && <Loader />}
          {state.phase === 'no-plugin' && <PluginInstallHelp onRetry={reload} />}
          {state.phase === 'no-certificates' && <Alert severity="warning">Нет доступных сертификатов</Alert>}
          {state.phase === 'failed' && <Alert severity="error">{state.message}</Alert>}
          {state.phase === 'ready' && (
            <CertificateChoice
              certificates={state.certificates}
              value={thumbprint}
              onChange={setThumbprint}
              disabled={busy}
            />
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Отменить
        </Button>
        {state.phase === 'ready' && (
          <Button variant="contained" loading={busy} disabled={!thumbprint} onClick={() => void add()}>
            Добавить
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
