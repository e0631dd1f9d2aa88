import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { Bundle } from '@vyplaty/contracts';

const percentOf = (done: number, total: number) => (total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0);

function Progress({ text, label, percent }: { text: string; label: string; percent?: number | undefined }) {
  return (
    <Box role="status" sx={{ my: 2, maxWidth: 640 }}>
      <Typography sx={{ mb: 1 }}>{text}</Typography>
      <LinearProgress
        aria-label={label}
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Страницу можно закрыть: работа идёт на сервере, пакет будет ждать в списке.
      </Typography>
    </Box>
  );
}

/** The file's check, live (the page asks every second while it runs). */
export function BundleImportProgress({ bundle }: { bundle: Bundle }) {
  const { rows_done: done, rows_total: total } = bundle.import;
  if (total === 0) return <Progress text="Читаем файл…" label="Ход проверки файла" />;
  return (
    <Progress
      text={`Проверено ${done} из ${total} строк`}
      label="Ход проверки файла"
      percent={percentOf(done, total)}
    />
  );
}

/** The documents being made, live. */
export function BundleGenerationProgress({ bundle }: { bundle: Bundle }) {
  const { done, total, failed } = bundle.generation;
  const text = `Сформировано ${done} из ${total} документов${failed > 0 ? ` · не сформировано: ${failed}` : ''}`;
  return <Progress text={text} label="Ход формирования документов" percent={percentOf(done + failed, total)} />;
}
