import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import type { Bundle } from '@vyplaty/contracts';
import { useId, useState } from 'react';
import { CodeConfirm } from '../../../components/self-nep';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { bundleKeys } from '../api/bundle-keys';
import { type BundleSignResult, sendBundleSignCode, signBundleGoskey, signBundleSelfNep } from '../api/bundle-signing';
import { BundleSignKep } from './bundle-sign-kep';
import { BundleSignResultView } from './bundle-sign-result';
import { BundleSignSummary, useSignSummary } from './bundle-sign-summary';
import { usePhone } from './use-phone';

type Way = 'KEP' | 'GOSKEY' | 'NEP';
const WAYS: Record<Way, string> = { KEP: 'КЭП', GOSKEY: 'Госключ', NEP: 'ПЭП' };

/**
 * «Подписать все»: the summary (how many documents, for whom, what sum), the way — КЭП, Госключ or ПЭП — and,
 * for КЭП, «продолжать при ошибке» (ПЭП and Госключ go on past a refused document on the server); then the
 * chosen flow and the result per document. Full-screen on a phone.
 */
export function BundleSignDialog({ bundle, onClose }: { bundle: Bundle; onClose: () => void }) {
  const titleId = useId();
  const isPhone = usePhone();
  const client = useQueryClient();
  const isGenerating = useSignSummary(bundle.id).data?.generating === true;
  const [way, setWay] = useState<Way>('KEP');
  const [continueOnError, setContinueOnError] = useState(true);
  const [started, setStarted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BundleSignResult | null>(null);
  const done = (answer: BundleSignResult) => {
    setResult(answer);
    for (const key of [bundleKeys.one(bundle.id), bundleKeys.documents(bundle.id), bundleKeys.lists]) {
      void client.invalidateQueries({ queryKey: key });
    }
  };
  const goskey = async () => {
    setBusy(true);
    try {
      done(await signBundleGoskey(bundle.id));
    } catch (err) {
      notify.error(errorMessage(err, 'Не удалось отправить документы в Госключ'));
    } finally {
      setBusy(false);
    }
  };
  const close = () => !busy && onClose();

  return (
    <Dialog open onClose={close} fullScreen={isPhone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Подписать документы пакета</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <BundleSignSummary bundle={bundle} />
          {result ? (
            <BundleSignResultView result={result} isSent={way === 'GOSKEY'} />
          ) : !started ? (
            <>
              <RadioGroup aria-label="Чем подписать" value={way} onChange={(e) => setWay(e.target.value as Way)}>
                {(Object.keys(WAYS) as Way[]).map((w) => (
                  <FormControlLabel key={w} value={w} control={<Radio />} label={WAYS[w]} />
                ))}
              </RadioGroup>
              {way === 'KEP' && (
                <FormControlLabel
                  control={
                    <Checkbox checked={continueOnError} onChange={(e) => setContinueOnError(e.target.checked)} />
                  }
                  label="Продолжать при ошибке"
                />
              )}
            </>
          ) : way === 'KEP' ? (
            <BundleSignKep bundleId={bundle.id} continueOnError={continueOnError} onBusy={setBusy} onDone={done} />
          ) : way === 'NEP' ? (
            <CodeConfirm
              confirmLabel="Подписать"
              onSend={() => sendBundleSignCode(bundle.id)}
              onConfirm={async (code) => done(await signBundleSelfNep(bundle.id, code))}
            />
          ) : (
            <Button variant="contained" loading={busy} onClick={() => void goskey()}>
              Отправить в Госключ
            </Button>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {result ? 'Закрыть' : 'Отменить'}
        </Button>
        {!started && !result && (
          <Button variant="contained" disabled={isGenerating} onClick={() => setStarted(true)}>
            {`Подписать ${WAYS[way]}`}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
