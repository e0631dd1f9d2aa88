import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StatementFileQuery } from '@vyplaty/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { DatePicker } from '../../../components/date-picker';
import { saveLoadedFile } from '../../../lib/save-blob';
import { downloadStatement } from '../api/statement-file';

type Format = StatementFileQuery['format'];

/** «Выписка»: the operations of a period (this month by default) as .xlsx or .pdf. */
export function StatementDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const [from, setFrom] = useState<Dayjs | null>(dayjs().startOf('month'));
  const [to, setTo] = useState<Dayjs | null>(dayjs());
  const [loading, setLoading] = useState<Format | null>(null);
  const isPeriodValid = Boolean(from?.isValid() && to?.isValid() && !from.isAfter(to));

  const download = async (format: Format) => {
    if (!from || !to || !isPeriodValid) return;
    setLoading(format);
    const period = { format, date_from: from.format('YYYY-MM-DD'), date_to: to.format('YYYY-MM-DD') };
    const saved = await saveLoadedFile(() => downloadStatement(period), 'Не удалось получить выписку');
    setLoading(null);
    if (saved) onClose();
  };

  return (
    <Dialog open onClose={loading ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Выписка по балансу</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DatePicker label="С" value={from} onChange={setFrom} maxDate={to ?? undefined} />
          <DatePicker label="По" value={to} onChange={setTo} minDate={from ?? undefined} maxDate={dayjs()} />
          {!isPeriodValid && (
            <Typography variant="body2" color="error">
              Укажите период: дату начала и дату окончания не раньше начала
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading !== null}>
          Отменить
        </Button>
        <Button
          onClick={() => void download('pdf')}
          loading={loading === 'pdf'}
          disabled={!isPeriodValid || loading === 'xlsx'}
        >
          Скачать PDF
        </Button>
        <Button
          variant="contained"
          onClick={() => void download('xlsx')}
          loading={loading === 'xlsx'}
          disabled={!isPeriodValid || loading === 'pdf'}
        >
          Скачать Excel
        </Button>
      </DialogActions>
    </Dialog>
  );
}
