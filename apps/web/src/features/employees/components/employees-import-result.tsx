/** What the import dialog shows of a checked or running import: counts, rejected rows, progress. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { EmployeeImport } from '@vyplaty/contracts';
import { useEmployeesImport } from '../api/employees-import-status';

/** Rows shown in the dialog; the downloadable report has all of them. */
const SHOWN_ERRORS = 50;

export function RowErrors({ result }: { result: EmployeeImport }) {
  if (result.errors.length === 0) return null;
  return (
    <>
      <Table size="small" aria-label="Отклонённые строки">
        <TableHead>
          <TableRow>
            <TableCell>Строка</TableCell>
            <TableCell>Ошибка</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {result.errors.slice(0, SHOWN_ERRORS).map((e) => (
            <TableRow key={e.row}>
              <TableCell>{e.row}</TableCell>
              <TableCell>{e.error}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {result.errors.length > SHOWN_ERRORS && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {`Показаны первые ${SHOWN_ERRORS} из ${result.errors.length}: все — в отчёте`}
        </Typography>
      )}
    </>
  );
}

export function Counts({ result }: { result: EmployeeImport }) {
  return (
    <Typography sx={{ mb: 2 }}>
      {`Строк в файле: ${result.total_rows}. Можно пригласить: ${result.accepted_rows}. Отклонено: ${result.rejected_rows}.`}
    </Typography>
  );
}

/** The running or finished import, polled while the job works; `total` = rows accepted at the check. */
export function ImportProgress({ id, total }: { id: string; total: number }) {
  const status = useEmployeesImport(id);
  const data = status.data;
  if (!data) return <LinearProgress aria-label="Загрузка исполнителей" />;
  if (data.status === 'ERROR') {
    return <Alert severity="error">{data.error_message ?? 'Не удалось загрузить исполнителей'}</Alert>;
  }
  if (data.status === 'ACTIVATED') {
    return (
      <>
        <Alert severity="success" sx={{ mb: 2 }}>
          {`Готово: приглашений отправлено — ${data.accepted_rows}, отклонено строк — ${data.rejected_rows}`}
        </Alert>
        <RowErrors result={data} />
      </>
    );
  }
  const percent = total > 0 ? Math.round((data.processed_rows / total) * 100) : 0;
  return (
    <Box>
      <Typography sx={{ mb: 1 }}>{`Приглашаем исполнителей: ${data.processed_rows} из ${total}`}</Typography>
      <LinearProgress variant="determinate" value={percent} aria-label="Загрузка исполнителей" />
    </Box>
  );
}
