import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { TASK_IMPORT_MAX_ROWS } from '@vyplaty/contracts';
import { useEffect, useState } from 'react';
import { FileDropZone } from '../../../components/file-drop-zone/file-drop-zone';
import { errorMessage } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { saveLoadedFile } from '../../../lib/save-blob';
import { notify } from '../../../lib/toast';
import {
  downloadTaskImportErrorFile,
  downloadTaskImportTemplate,
  isCreating,
  type TaskImportTarget,
  useApplyTaskImport,
  useTaskImport,
  useUploadTaskImport,
} from './task-import-calls';
import { ImportCounts, ImportCreating, ImportFailed, ImportProgress, ImportRows } from './task-import-result';

/** A file of the import (the template, the report of its rows) saved under the name the screen gives it. */
const download = (get: () => Promise<Blob>, name: string, failure: string) =>
  saveLoadedFile(async () => ({ blob: await get(), name }), failure);

const TEXTS = {
  TASKS: {
    title: 'Задания из Excel',
    hint: `Заполните шаблон: строка — задание. Услуга — из листа «Справочник», оплата — «Фиксированная» или «За единицу». Не больше ${TASK_IMPORT_MAX_ROWS} строк, файл .xlsx до 5 Мб. Из строк без ошибок получатся черновики.`,
    template: 'Шаблон загрузки заданий.xlsx',
    valid: 'Без ошибок',
    apply: (n: number) => `Создать задания (${n})`,
    done: (n: number) => `Создано черновиков: ${n}`,
    failed: 'Не удалось создать задания',
  },
  CONTRACTORS: {
    title: 'Исполнители из Excel',
    hint: 'Заполните шаблон: строка — исполнитель, ФИО и ИНН или телефон. Исполнители компании будут приглашены в задание; кого ещё нет в компании, пригласим в компанию по телефону.',
    template: 'Шаблон исполнителей задания.xlsx',
    valid: 'Можно пригласить',
    apply: (n: number) => `Пригласить (${n})`,
    done: (n: number) => `Приглашено: ${n}`,
    failed: 'Не удалось пригласить исполнителей',
  },
} as const;

/**
 * The dialog of «Загрузить из Excel» on /tasks and «Исполнители из Excel» on /tasks/{id}: the template,
 * the upload, the check's live progress, the result (rows with reasons, the error file), then create /
 * invite. Its own chunk (task-import-buttons.tsx).
 */
export function TaskImportDialog({
  target,
  open,
  onClose,
}: {
  target: TaskImportTarget;
  open: boolean;
  onClose: () => void;
}) {
  const texts = TEXTS[target.kind];
  const [importId, setImportId] = useState<string | null>(null);
  const [applied, setApplied] = useState<string | null>(null);
  const upload = useUploadTaskImport(target);
  const apply = useApplyTaskImport(target);
  const status = useTaskImport(importId);
  const result = status.data;
  const queryClient = useQueryClient();
  const creating = isCreating(result);
  // The create job has ended: its count is the result, and the tasks' lists are read again.
  const createdAt = result?.kind === 'TASKS' ? result.applied_at : null;
  const createdCount = result?.applied_count ?? 0;
  useEffect(() => {
    if (!createdAt) return;
    setApplied(texts.done(createdCount));
    void queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all });
  }, [createdAt, createdCount, texts, queryClient]);

  const reset = () => {
    setImportId(null);
    setApplied(null);
    upload.reset();
  };
  const close = () => {
    onClose();
    reset();
  };
  const handleFile = async (file: File) => {
    try {
      setImportId((await upload.mutateAsync(file)).id);
    } catch (err) {
      notify.error(errorMessage(err, 'Не удалось загрузить файл'));
    }
  };
  const handleApply = async () => {
    if (!result) return;
    try {
      const answer = await apply.mutateAsync(result.id);
      // Tasks: the job runs now; its progress and end are read from the polled import.
      if ('id' in answer) return;
      setApplied(
        answer.invited_by_phone > 0
          ? `${texts.done(answer.invited)}. Приглашено в компанию по телефону: ${answer.invited_by_phone}`
          : texts.done(answer.invited),
      );
    } catch (err) {
      notify.error(errorMessage(err, texts.failed));
    }
  };
  const checked = result?.status === 'ACTIVATED';

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="task-import-title">
      <DialogTitle id="task-import-title">{texts.title}</DialogTitle>
      <DialogContent>
        {applied ? (
          <Alert severity="success">{applied}</Alert>
        ) : creating && result ? (
          <ImportCreating result={result} />
        ) : importId ? (
          !result || !checked ? (
            result?.status === 'ERROR' ? (
              <ImportFailed result={result} />
            ) : (
              <ImportProgress result={result} />
            )
          ) : (
            <>
              <ImportCounts result={result} validWord={texts.valid} />
              <ImportRows result={result} />
            </>
          )
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>{texts.hint}</Typography>
            <Button
              sx={{ mb: 2 }}
              onClick={() =>
                void download(() => downloadTaskImportTemplate(target), texts.template, 'Не удалось скачать шаблон')
              }
            >
              Скачать шаблон
            </Button>
            <FileDropZone
              accept={['xlsx']}
              maxSizeMb={5}
              onFile={(f) => void handleFile(f)}
              isLoading={upload.isPending}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        {result && (checked || result.status === 'ERROR') && !applied && !creating && (
          <>
            {result.has_error_file && (
              <Button
                onClick={() =>
                  void download(
                    () => downloadTaskImportErrorFile(result.id),
                    `${result.file_name.replace(/\.xlsx$/i, '')} — ошибки.xlsx`,
                    'Не удалось скачать файл с ошибками',
                  )
                }
              >
                Скачать файл с ошибками
              </Button>
            )}
            <Button onClick={reset}>Другой файл</Button>
            {checked && (
              <Button
                variant="contained"
                disabled={result.valid_rows === 0 || result.applied_count !== null}
                loading={apply.isPending}
                onClick={() => void handleApply()}
              >
                {texts.apply(result.valid_rows)}
              </Button>
            )}
          </>
        )}
        <Button onClick={close}>{applied ? 'Закрыть' : 'Отмена'}</Button>
      </DialogActions>
    </Dialog>
  );
}
