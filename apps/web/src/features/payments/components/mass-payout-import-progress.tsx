import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { MassPayout } from '@vyplaty/contracts';

/** What the import job is doing, in words, and how far it got (0–100 while checking, else unknown). */
function progressOf(registry: MassPayout): { text: string; percent?: number } {
  const { status, phase, rows_done: done, rows_total: total } = registry.import;
  if (status === 'NEW') return { text: 'Файл в очереди на проверку' };
  if (phase === 'READING') return { text: `Читаем файл: прочитано строк — ${done}` };
  const percent = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
  return { text: `Проверено ${done} из ${total} строк`, percent };
}

/** The live progress of a registry's import (the page asks every second while it runs). */
export function MassPayoutImportProgress({ registry }: { registry: MassPayout }) {
  const { text, percent } = progressOf(registry);
  return (
    <Box role="status" sx={{ my: 2, maxWidth: 640 }}>
      <Typography sx={{ mb: 1 }}>{text}</Typography>
      <LinearProgress
        aria-label="Ход проверки реестра"
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Страницу можно закрыть: проверка идёт на сервере, реестр будет ждать в списке.
      </Typography>
    </Box>
  );
}

/** Why the file could not be imported at all, and what to do. */
export function MassPayoutImportError({ registry }: { registry: MassPayout }) {
  return (
    <Alert severity="error" sx={{ my: 2 }}>
      <Typography sx={{ fontWeight: 500 }}>{registry.import.error ?? 'Файл реестра не удалось прочитать'}</Typography>
      <Typography variant="body2">Исправьте файл и загрузите его снова; этот реестр можно удалить.</Typography>
    </Alert>
  );
}
