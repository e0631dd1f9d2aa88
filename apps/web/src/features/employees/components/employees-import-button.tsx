import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { EMPLOYEE_IMPORT_MAX_ROWS, type EmployeeImport } from '@vyplaty/contracts';
import { useState } from 'react';
import { FileDropZone } from '../../../components/file-drop-zone/file-drop-zone';
import { errorMessage } from '../../../lib/http';
import { saveBlob } from '../../../lib/save-blob';
import { notify } from '../../../lib/toast';
import { useCreateEmployeesImport } from '../api/employees-import-create';
import { downloadEmployeesImportReport, downloadEmployeesImportTemplate } from '../api/employees-import-files';
import { useEmployeesImport } from '../api/employees-import-status';
import { useValidateEmployeesImport } from '../api/employees-import-validate';

/** Rows shown in the dialog; the downloadable report has all of them. */
const SHOWN_ERRORS = 50;

function RowErrors({ result }: { result: EmployeeImport }) {
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

function Counts({ result }: { result: EmployeeImport }) {
  return (
    <Typography sx={{ mb: 2 }}>
      {`Строк в файле: ${result.total_rows}. Можно пригласить: ${result.accepted_rows}. Отклонено: ${result.rejected_rows}.`}
    </Typography>
  );
}

/** The running or finished import, polled while the job works; `total` = rows accepted at the check. */
function ImportProgress({ id, total }: { id: string; total: number }) {
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

async function download(get: () => Promise<Blob>, name: string, fallback: string) {
  try {
    saveBlob(await get(), name);
  } catch (err) {
    notify.error(errorMessage(err, fallback));
  }
}

/**
 * «Загрузить из Excel» on /employees: a dialog with the file drop zone. Step 1 checks the file and
 * shows what would be invited and every rejected row (with the report to download); step 2 runs the
 * import and shows its progress until the invites are sent.
 */
export function EmployeesImportButton() {
  const [isOpen, setIsOpen] = useState(false);
  const [checked, setChecked] = useState<EmployeeImport | null>(null);
  const [runningId, setRunningId] = useState<string | null>(null);
  const validate = useValidateEmployeesImport();
  const create = useCreateEmployeesImport();

  const reset = () => {
    setChecked(null);
    setRunningId(null);
    validate.reset();
  };
  const close = () => {
    setIsOpen(false);
    reset();
  };

  const handleFile = async (file: File) => {
    try {
      setChecked(await validate.mutateAsync(file));
    } catch {
      // The message is shown in the dialog from validate.error.
    }
  };
  const handleConfirm = async () => {
    if (!checked) return;
    try {
      setRunningId((await create.mutateAsync(checked.id)).id);
    } catch (err) {
      notify.error(errorMessage(err, 'Не удалось запустить загрузку'));
    }
  };

  return (
    <>
      <Button variant="outlined" onClick={() => setIsOpen(true)}>
        Загрузить из Excel
      </Button>
      <Dialog open={isOpen} onClose={close} fullWidth maxWidth="md" aria-labelledby="employees-import-title">
        <DialogTitle id="employees-import-title">Загрузка исполнителей из Excel</DialogTitle>
        <DialogContent>
          {runningId ? (
            <ImportProgress id={runningId} total={checked?.accepted_rows ?? 0} />
          ) : checked ? (
            <>
              <Counts result={checked} />
              {checked.accepted_rows === 0 && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                  В файле нет строк, которые можно загрузить: исправьте ошибки и загрузите файл заново
                </Alert>
              )}
              <RowErrors result={checked} />
            </>
          ) : (
            <>
              <Typography sx={{ mb: 2 }}>
                {`Заполните шаблон: по строке на человека, нужен телефон или ИНН. Не больше ${EMPLOYEE_IMPORT_MAX_ROWS} строк, файл .xlsx до 5 Мб. Каждому с телефоном придёт СМС с приглашением.`}
              </Typography>
              <Button
                sx={{ mb: 2 }}
                onClick={() =>
                  void download(
                    downloadEmployeesImportTemplate,
                    'Шаблон загрузки исполнителей.xlsx',
                    'Не удалось скачать шаблон',
                  )
                }
              >
                Скачать шаблон
              </Button>
              <FileDropZone
                accept={['xlsx']}
                maxSizeMb={5}
                onFile={(f) => void handleFile(f)}
                isLoading={validate.isPending}
              />
              {validate.isError && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {errorMessage(validate.error, 'Не удалось проверить файл')}
                </Alert>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          {checked && !runningId && (
            <>
              {checked.has_report && (
                <Button
                  onClick={() =>
                    void download(
                      () => downloadEmployeesImportReport(checked.id),
                      'Ошибки загрузки исполнителей.xlsx',
                      'Не удалось скачать отчёт',
                    )
                  }
                >
                  Скачать отчёт
                </Button>
              )}
              <Button onClick={reset}>Другой файл</Button>
              <Button
                variant="contained"
                disabled={checked.accepted_rows === 0}
                loading={create.isPending}
                onClick={() => void handleConfirm()}
              >
                {`Пригласить (${checked.accepted_rows})`}
              </Button>
            </>
          )}
          <Button onClick={close}>{runningId ? 'Закрыть' : 'Отмена'}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
