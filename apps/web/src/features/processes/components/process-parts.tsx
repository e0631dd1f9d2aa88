import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROCESS_STATUS_LABELS, type Process, type ProcessKind, type ProcessStatus } from '@vyplaty/contracts';
import { Link as RouterLink } from 'react-router';
import { formatMoscowDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { saveProcessErrorFile } from '../api/save-process-error-file';

const STATUS_COLORS = {
  NEW: 'default',
  PROCESSING: 'info',
  SUCCESS: 'success',
  ERROR: 'error',
} as const satisfies Record<ProcessStatus, string>;

export function ProcessStatusChip({ status }: { status: ProcessStatus }) {
  return <Chip size="small" variant="outlined" color={STATUS_COLORS[status]} label={PROCESS_STATUS_LABELS[status]} />;
}

/** While it runs: a bar and «N из M» (a bar that only moves while the total is not known yet). */
export function ProcessProgress({ process }: { process: Process }) {
  if (process.status !== 'PROCESSING') return null;
  const label = `Ход: ${process.title}`;
  if (process.total <= 0) return <LinearProgress aria-label={label} sx={{ mt: 1 }} />;
  const percent = Math.min(100, Math.round((process.done / process.total) * 100));
  return (
    <Box sx={{ mt: 1 }}>
      <LinearProgress variant="determinate" value={percent} aria-label={label} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {`${process.done} из ${process.total}`}
      </Typography>
    </Box>
  );
}

/** The status, the bar while it runs, and why it failed. */
export function ProcessState({ process }: { process: Process }) {
  return (
    <Box>
      <ProcessStatusChip status={process.status} />
      <ProcessProgress process={process} />
      {process.status === 'ERROR' && process.error_text && (
        <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
          {process.error_text}
        </Typography>
      )}
    </Box>
  );
}

/** «ООО "Ромашка", 05.03.2026 00:30» — who started it, when (Moscow time). */
export const startedOf = (process: Process) =>
  `${process.started_by_name ?? 'Портал'}, ${formatMoscowDateTime(process.started_at)}`;

const RESULT_LINKS: Readonly<Record<ProcessKind, string>> = {
  EMPLOYEE_IMPORT: 'К приглашениям',
  DOCUMENT_GENERATION: 'К документам',
  MASS_PAYOUT_IMPORT: 'Открыть реестр',
  MASS_PAYOUT_PAYMENT: 'Открыть реестр',
  TASK_IMPORT: 'К заданиям',
  BUNDLE_IMPORT: 'Открыть пакет',
  BUNDLE_GENERATION: 'Открыть пакет',
  REPORT: 'К отчётам',
};

/** Where its result is (a page of the portal) and its error file (downloaded with the session). */
export function ProcessLinks({ process }: { process: Process }) {
  const errorFile = process.error_file_path;
  if (!process.result_path && !errorFile) return null;
  const download = async () => {
    if (!errorFile) return;
    try {
      await saveProcessErrorFile(errorFile);
    } catch (err) {
      notify.error(errorMessage(err, 'Не удалось скачать файл ошибок'));
    }
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {process.result_path && (
        <Link component={RouterLink} to={process.result_path} underline="hover">
          {RESULT_LINKS[process.kind]}
        </Link>
      )}
      {errorFile && (
        <Button size="small" onClick={download} sx={{ px: 0.5 }}>
          Файл с ошибками
        </Button>
      )}
    </Stack>
  );
}
