import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Loader } from '../loader';
import { CertificateChoice } from './certificate-choice';
import { PluginInstallHelp } from './plugin-install-help';
import { type KepSignCalls, useKepSign } from './use-kep-sign';
import { useStoreCertificates } from './use-store-certificates';

/**
 * getToSign — what to sign: GET …/sign_kep's answer, the exact bytes in base64 or a large file's hash
 * (sign_mode HASH), or a list of them signed in one action; postSignature sends the detached CAdES-BES
 * (base64), or the list's in its order, to the server; a rejection's Russian reason is shown.
 */
export type KepSignDialogProps<T> = KepSignCalls<T> & {
  open: boolean;
  onClose: () => void;
  /** What is signed, shown under the title («Договор № 12»). */
  subject?: string;
  onSigned: (result: T) => void;
};

/**
 * Signing anything with КЭП in the browser: the plug-in (install instructions when it is missing), a
 * certificate of the person's store (owner, valid to, issuer), SignCades over the bytes the server
 * gave (SignHash over the hash of a file over 5 MiB, whose bytes the server does not send), the
 * signature posted back; the server's reason when it refuses it. Generic: documents,
 * agreements, offers, trust documents and payment orders pass their own two calls.
 */
export function KepSignDialog<T>({ open, onClose, subject, onSigned, ...calls }: KepSignDialogProps<T>) {
  const { state, reload } = useStoreCertificates(open);
  const [thumbprint, setThumbprint] = useState<string | null>(null);
  const sign = useKepSign({ ...calls, onSigned } as KepSignCalls<T> & { onSigned: (result: T) => void });
  const certificates = state.phase === 'ready' ? state.certificates : null;

  useEffect(() => {
    if (certificates && !certificates.some((c) => c.thumbprint === thumbprint))
      setThumbprint(certificates[0]?.thumbprint ?? null);
  }, [certificates, thumbprint]);

  const close = () => {
    if (sign.isSigning) return;
    sign.reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="kep-sign-title">
      <DialogTitle id="kep-sign-title">Подписание КЭП</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {subject && <Typography color="text.secondary">{subject}</Typography>}
          {state.phase === 'loading' && <Loader />}
          {state.phase === 'no-plugin' && <PluginInstallHelp onRetry={reload} />}
          {state.phase === 'no-certificates' && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={reload}>
                  Обновить
                </Button>
              }
            >
              Нет доступных сертификатов. Вставьте носитель с ключом квалифицированной подписи и нажмите «Обновить».
            </Alert>
          )}
          {state.phase === 'failed' && <Alert severity="error">{state.message}</Alert>}
          {state.phase === 'ready' && (
            <>
              <Typography>Выберите сертификат, которым подписать документ.</Typography>
              <CertificateChoice
                certificates={state.certificates}
                value={thumbprint}
                onChange={setThumbprint}
                disabled={sign.isSigning}
              />
            </>
          )}
          {sign.error && (
            <Alert severity="error" role="alert">
              {sign.error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={sign.isSigning}>
          Отменить
        </Button>
        {state.phase === 'ready' && (
          <Button
            variant="contained"
            loading={sign.isSigning}
            disabled={!thumbprint}
            onClick={() => thumbprint && void sign.run(state.plugin, thumbprint)}
          >
            Подписать
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
