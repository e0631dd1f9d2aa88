/** What the import dialog shows of an upload: the check's progress, then the counts and the rows with reasons. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TaskImport } from '@vyplaty/contracts';

const FOUND_LABELS = { CONTRACTOR: 'Исполнитель компании', BY_PHONE: 'Пригласим по телефону' } as const;

export function ImportProgress({ result }: { result: TaskImport | undefined }) {
  const total = result?.total_rows ?? 0;
  const done = result?.processed_rows ?? 0;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <Box>
      <Typography sx={{ mb: 1 }}>{total > 0 ? `Проверяем строки: ${done} из ${total}` : 'Читаем файл…'}</Typography>
      <LinearProgress
        variant={total > 0 ? 'determinate' : 'indeterminate'}
        value={percent}
        aria-label="Проверка файла"
      />
    </Box>
  );
}

/** Create's job: DRAFT tasks made so far of the valid rows. */
export function ImportCreating({ result }: { result: TaskImport }) {
  const total = result.valid_rows;
  const done = result.applied_count ?? 0;
  return (
    <Box>
      <Typography sx={{ mb: 1 }}>{`Создаём задания: ${done} из ${total}`}</Typography>
      <LinearProgress
        variant="determinate"
        value={total > 0 ? Math.round((done / total) * 100) : 0}
        aria-label="Создание заданий"
      />
    </Box>
  );
}

export function ImportCounts({ result, validWord }: { result: TaskImport; validWord: string }) {
  return (
    <Typography sx={{ mb: 2 }}>
      {`Строк в файле: ${result.total_rows}. ${validWord}: ${result.valid_rows}. С ошибками: ${result.invalid_rows}.`}
    </Typography>
  );
}

/** The first rows (the error file has all of them), each with its reason or what was found. */
export function ImportRows({ result }: { result: TaskImport }) {
  if (result.rows.length === 0) return null;
  return (
    <>
      <Table size="small" aria-label="Строки файла">
        <TableHead>
          <TableRow>
            <TableCell>Строка</TableCell>
            <TableCell>{result.kind === 'TASKS' ? 'Задание' : 'Исполнитель'}</TableCell>
            <TableCell>Результат</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {result.rows.map((row) => (
            <TableRow key={row.row}>
              <TableCell>{row.row}</TableCell>
              <TableCell>{row.title}</TableCell>
              <TableCell sx={{ color: row.ok ? 'success.main' : 'error.main' }}>
                {row.error ?? (row.found ? FOUND_LABELS[row.found] : 'Без ошибок')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {result.total_rows > result.rows.length && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {`Показаны первые ${result.rows.length} строк из ${result.total_rows}: все ошибки — в файле с ошибками`}
        </Typography>
      )}
    </>
  );
}

export function ImportFailed({ result }: { result: TaskImport }) {
  return <Alert severity="error">{result.error_message ?? 'Файл не удалось проверить'}</Alert>;
}
