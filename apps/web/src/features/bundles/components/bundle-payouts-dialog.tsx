import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type Bundle, type BundlePayoutsResponse, DOCUMENT_STATUS_LABELS } from '@vyplaty/contracts';
import { useId, useState } from 'react';
import { RegistriesMade } from '../../../components/registries-made/registries-made';
import { errorMessage } from '../../../lib/http';
import { countText } from '../../../lib/plural';
import { bundleKeys } from '../api/bundle-keys';
import { generateBundlePayouts } from '../api/bundle-payouts';
import { usePhone } from './use-phone';

const actsText = (count: number) => countText(count, ['акт', 'акта', 'актов']);

/** Acts left out of the registries, each with why: not signed by both yet, or already being paid. */
function LeftOut({ made }: { made: BundlePayoutsResponse }) {
  const lines = [
    ...made.not_signed.map((a) => ({
      id: a.document_id,
      text: `Акт № ${a.number}, ${a.employee.fio}: ${DOCUMENT_STATUS_LABELS[a.status].toLowerCase()}`,
    })),
    ...made.skipped.map((a) => ({ id: a.document_id, text: `Акт № ${a.number}, ${a.employee.fio}: ${a.reason}` })),
  ];
  if (lines.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {`Не вошли в реестр: ${actsText(lines.length)}`}
      </Typography>
      <Box component="ul" aria-label="Не вошли в реестр" sx={{ m: 0, pl: 2 }}>
        {lines.map((line) => (
          <li key={line.id}>
            <Typography variant="body2">{line.text}</Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * «Оплатить подписанные акты»: the bundle's acts signed by both sides become payout registries (one payout per act);
 * the company checks and pays each on its page. What was left out, and why, is listed under them.
 */
export function BundlePayoutsDialog({ bundle, onClose }: { bundle: Bundle; onClose: () => void }) {
  const titleId = useId();
  const isPhone = usePhone();
  const client = useQueryClient();
  const [made, setMade] = useState<BundlePayoutsResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      setMade(await generateBundlePayouts(bundle.id));
      void client.invalidateQueries({ queryKey: bundleKeys.one(bundle.id) });
    } catch (e) {
      setError(errorMessage(e, 'Не удалось создать реестр'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={isPhone} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Оплатить подписанные акты</DialogTitle>
      <DialogContent>
        {made ? (
          <>
            <RegistriesMade registries={made.registries} rowsText={actsText} />
            <LeftOut made={made} />
          </>
        ) : (
          <Typography>
            {`Акты пакета, подписанные обеими сторонами (${actsText(bundle.documents.SIGNED)}), станут реестром выплат: по одной выплате на акт, с суммой и услугами акта. Реестр проверяется и оплачивается на его странице.`}
          </Typography>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{made ? 'Закрыть' : 'Отмена'}</Button>
        {!made && (
          <Button variant="contained" onClick={() => void submit()} disabled={busy}>
            Создать реестр
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The button and its dialog, shown when the bundle has acts to pay (`can_generate_payouts`). */
export function BundlePayoutsButton({ bundle }: { bundle: Bundle }) {
  const [open, setOpen] = useState(false);
  if (!bundle.can_generate_payouts) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Оплатить подписанные акты
      </Button>
      {open && <BundlePayoutsDialog bundle={bundle} onClose={() => setOpen(false)} />}
    </>
  );
}
