import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { CertificateChoice, PluginInstallHelp, useStoreCertificates } from '../../../components/kep-sign';
import { Loader } from '../../../components/loader';
import { CryptoProError, signKepToSign } from '../../../lib/cryptopro';
import { errorMessage } from '../../../lib/http';
import { type BundleSignResult, getBundleKepToSign, postBundleKep } from '../api/bundle-signing';

type Props = {
  bundleId: string;
  continueOnError: boolean;
  onBusy: (busy: boolean) => void;
  onDone: (r: BundleSignResult) => void;
};

const reasonOf = (err: unknown) =>
  err instanceof CryptoProError ? err.message : errorMessage(err, 'Не удалось подписать документ');

/**
 * КЭП over the bundle: the certificate chosen once, then each document waiting for the company signed by the
 * plug-in (it asks for the PIN once) and sent on its own — progress per document; a refusal is kept with its
 * reason and, with «продолжать при ошибке», the rest go on.
 */
export function BundleSignKep({ bundleId, continueOnError, onBusy, onDone }: Props) {
  const { state, reload } = useStoreCertificates(true);
  const [thumbprint, setThumbprint] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const certificates = state.phase === 'ready' ? state.certificates : null;
  useEffect(() => {
    if (certificates && !certificates.some((c) => c.thumbprint === thumbprint))
      setThumbprint(certificates[0]?.thumbprint ?? null);
  }, [certificates, thumbprint]);

  const run = async () => {
    if (state.phase !== 'ready' || !thumbprint) return;
    onBusy(true);
    setError(null);
    const result: BundleSignResult = { signed: 0, failed: [] };
    try {
      const items = await getBundleKepToSign(bundleId);
      setProgress({ done: 0, total: items.length });
      for (const [index, item] of items.entries()) {
        let reason: string | null;
        try {
          reason = await postBundleKep(bundleId, item.document_id, await signKepToSign(state.plugin, thumbprint, item));
        } catch (err) {
          reason = reasonOf(err);
        }
        setProgress({ done: index + 1, total: items.length });
        if (reason === null) {
          result.signed += 1;
          continue;
        }
        result.failed.push({ document_id: item.document_id, title: `${item.title} № ${item.number}`, reason });
        if (!continueOnError) break;
      }
      onDone(result);
    } catch (err) {
      setError(reasonOf(err));
    } finally {
      onBusy(false);
    }
  };

  if (state.phase === 'loading') return <Loader />;
  if (state.phase === 'no-plugin') return <PluginInstallHelp onRetry={reload} />;
  if (state.phase === 'no-certificates')
    return (
      <Alert severity="warning">Нет доступных сертификатов. Вставьте носитель с ключом и обновите страницу.</Alert>
    );
  if (state.phase === 'failed') return <Alert severity="error">{state.message}</Alert>;
  return (
    <Stack spacing={2}>
      <Typography>Выберите сертификат — им будут подписаны все документы.</Typography>
      <CertificateChoice
        certificates={state.certificates}
        value={thumbprint}
        onChange={setThumbprint}
        disabled={progress !== null}
      />
      {progress && (
        <>
          <Typography>{`Подписано ${progress.done} из ${progress.total}`}</Typography>
          <LinearProgress
            aria-label="Ход подписания"
            variant="determinate"
            value={progress.total > 0 ? (progress.done / progress.total) * 100 : 0}
          />
        </>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <Button variant="contained" disabled={!thumbprint || progress !== null} onClick={() => void run()}>
        Подписать КЭП
      </Button>
    </Stack>
  );
}
