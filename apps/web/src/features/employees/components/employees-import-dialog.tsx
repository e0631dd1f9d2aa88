import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { EMPLOYEE_IMPORT_MAX_ROWS, type EmployeeImport } from '@vyplaty/contracts';
import { useState } from 'react';
import { FileDropZone } from '../../../components/file-drop-zone/file-drop-zone';
import { errorMessage } from '../../../lib/http';
import { saveLoadedFile } from '../../../lib/save-blob';
import { notify } from '../../../lib/toast';
import { useCreateEmployeesImport } from '../api/employees-import-create';
import { downloadEmployeesImportReport, downloadEmployeesImportTemplate } from '../api/employees-import-files';
import { useValidateEmployeesImport } from '../api/employees-import-validate';
import { Counts, ImportProgress, RowErrors } from './employees-import-result';

/** A file of the import (the template, the report of its rows) saved under the name the screen gives it. */
const download = (get: () => Promise<Blob>, name: string, failure: string) =>
  saveLoadedFile(async () => ({ blob: await get(), name }), failure);

/**
 * The dialog of «Загрузить из Excel» on /employees, with the file drop zone. Step 1 checks the file and
 * shows what would be invited and every rejected row (with the report to download); step 2 runs the
 * import and shows its progress until the invites are sent. Its own chunk (employees-import-button.tsx).
 */
export function EmployeesImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
    onClose();
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
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="employees-import-title">
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
  );
}
