import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { Bundle } from '@vyplaty/contracts';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { generateBundleAttachments, getGenerationBatch } from '../api/bundle-files';
import { bundleKeys } from '../api/bundle-keys';

const POLL_MS = 1000;
type Progress = { batchId: string; total: number; done: number; failed: number };

/**
 * «Сформировать PDF заново»: shown while documents of the bundle are in error; the PDFs made again by one batch of
 * documents' generation, «Сформировано N из M» followed every second until it ends, then the bundle refreshed.
 */
export function BundleRegenerateButton({ bundle }: { bundle: Bundle }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: bundleKeys.one(bundle.id) });

  useEffect(() => {
    if (!progress || progress.done + progress.failed >= progress.total) return;
    const timer = setTimeout(() => {
      getGenerationBatch(progress.batchId)
        .then((next) => {
          setProgress({ ...progress, ...next });
          if (next.done + next.failed >= next.total) refresh();
        })
        .catch((err: unknown) => {
          notify.error(errorMessage(err, 'Не удалось узнать, как идёт формирование'));
          setProgress(null);
        });
    }, POLL_MS);
    return () => clearTimeout(timer);
  });

  if (bundle.documents.ERROR === 0 && !progress) return null;
  const start = async () => {
    setBusy(true);
    try {
      const answer = await generateBundleAttachments(bundle.id);
      if (answer.batch_id) setProgress({ ...answer, batchId: answer.batch_id });
      else {
        notify.success('PDF сформирован заново');
        refresh();
      }
    } catch (err) {
      notify.error(errorMessage(err, 'Не удалось сформировать PDF заново'));
    } finally {
      setBusy(false);
    }
  };
  const running = progress !== null && progress.done + progress.failed < progress.total;
  return (
    <>
      <Button variant="outlined" loading={busy || running} onClick={() => void start()}>
        Сформировать PDF заново
      </Button>
      {progress && (
        <Typography variant="body2" role="status" sx={{ alignSelf: 'center' }}>
          Сформировано {progress.done} из {progress.total}
          {progress.failed > 0 ? `, с ошибкой ${progress.failed}` : ''}
        </Typography>
      )}
    </>
  );
}
