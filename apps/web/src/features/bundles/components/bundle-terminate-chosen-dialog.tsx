import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { Bundle, BundleTerminateResponse } from '@vyplaty/contracts';
import { useId, useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/http';
import { TERMINABLE_GROUPS, terminateBundleDocuments } from '../api/bundle-files';
import { bundleKeys } from '../api/bundle-keys';
import { useBundleDocuments } from '../api/bundle-queries';
import { usePhone } from './use-phone';

const SHOWN = 100;

/**
 * «Расторгнуть выбранные»: the reason the contractors read, all the documents on signing or signed or the ones
 * ticked (the first 100 listed), then the result per document — terminated, or why not.
 */
export function BundleTerminateChosenDialog({ bundle, onClose }: { bundle: Bundle; onClose: () => void }) {
  const titleId = useId();
  const isPhone = usePhone();
  const client = useQueryClient();
  const documents = useBundleDocuments(bundle.id, { page_size: SHOWN, filters: { group: TERMINABLE_GROUPS } });
  const [reason, setReason] = useState('');
  const [all, setAll] = useState(true);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BundleTerminateResponse | null>(null);
  const items = documents.data?.items ?? [];
  const numberOf = new Map(items.map((d) => [d.id, d.number]));

  const toggle = (id: string) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const submit = async () => {
    if (!reason.trim()) return setError('Укажите причину расторжения');
    if (!all && chosen.size === 0) return setError('Выберите документы');
    setBusy(true);
    setError(null);
    try {
      const answer = await terminateBundleDocuments(bundle.id, {
        reason: reason.trim(),
        ...(all ? {} : { document_ids: [...chosen] }),
      });
      setResult(answer);
      void client.invalidateQueries({ queryKey: bundleKeys.one(bundle.id) });
    } catch (err) {
      setError(errorMessage(err, 'Не удалось расторгнуть документы'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={() => !busy && onClose()}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Расторгнуть документы пакета № {bundle.number}</DialogTitle>
      <DialogContent>
        {result ? (
          <>
            <Typography sx={{ mb: 1 }}>
              Расторгнуто: {result.terminated}. Не расторгнуто: {result.failed}.
            </Typography>
            <List dense aria-label="Результат по документам">
              {result.items.map((item) => (
                <ListItem key={item.document_id} disableGutters>
                  {item.number === null ? 'Документ' : `Документ № ${item.number}`}:{' '}
                  {item.ok ? 'расторгнут' : item.reason}
                </ListItem>
              ))}
            </List>
            {result.remaining > 0 && (
              <Alert severity="info">
                Ещё можно расторгнуть: {result.remaining}. Закройте окно и расторгните оставшиеся ещё раз.
              </Alert>
            )}
          </>
        ) : (
          <>
            <TextField
              label="Причина"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              multiline
              minRows={2}
              fullWidth
              sx={{ mt: 1 }}
            />
            <FormControlLabel
              control={<Checkbox checked={all} onChange={(e) => setAll(e.target.checked)} />}
              label={`Все документы на подписании и подписанные (${bundle.documents.AWAIT_COMPANY + bundle.documents.AWAIT_CONTRACTOR + bundle.documents.SIGNED})`}
            />
            {!all && documents.isPending && <PageLoader />}
            {!all && documents.isError && (
              <Alert severity="error">{errorMessage(documents.error, 'Не удалось загрузить документы')}</Alert>
            )}
            {!all && (
              <List dense aria-label="Документы пакета">
                {items.map((d) => (
                  <ListItem key={d.id} disableGutters>
                    <FormControlLabel
                      control={<Checkbox checked={chosen.has(d.id)} onChange={() => toggle(d.id)} />}
                      label={`№ ${d.number} · ${d.employee.fio}`}
                    />
                  </ListItem>
                ))}
              </List>
            )}
            {!all && (documents.data?.totalCount ?? 0) > SHOWN && (
              <Typography variant="body2" color="text.secondary">
                Показаны первые {SHOWN} из {documents.data?.totalCount}
              </Typography>
            )}
            {!all && chosen.size > 0 && (
              <Typography variant="body2">
                Выбрано: {[...chosen].map((id) => `№ ${numberOf.get(id)}`).join(', ')}
              </Typography>
            )}
          </>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {result ? (
          <Button variant="contained" onClick={onClose}>
            Готово
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              Отменить
            </Button>
            <Button color="error" variant="contained" loading={busy} onClick={() => void submit()}>
              Расторгнуть
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
