import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TASK_FILE_EXTENSIONS, TASK_FILE_KINDS_TEXT, TASK_FILE_MAX_MB, type TaskFile } from '@vyplaty/contracts';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { DeleteDialog } from '../../../components/delete-dialog';
import { Loader } from '../../../components/loader';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { errorMessage } from '../../../lib/http';
import { saveLoadedFile } from '../../../lib/save-blob';
import { notify } from '../../../lib/toast';
import {
  downloadTaskFile,
  type TaskFileSide,
  useDeleteTaskFile,
  useTaskFiles,
  useUploadTaskFile,
} from '../api/task-file-calls';
import { TaskFileList } from './task-file-list';

const ACCEPT = TASK_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');
const MAX_BYTES = TASK_FILE_MAX_MB * 1024 * 1024;

/** The brief first, then each contractor's result under their name (the company sees them all). */
function groupsOf(files: TaskFile[], side: TaskFileSide): { title: string; files: TaskFile[] }[] {
  const brief = files.filter((f) => f.kind === 'BRIEF');
  const results = new Map<string, { title: string; files: TaskFile[] }>();
  for (const file of files.filter((f) => f.kind === 'RESULT')) {
    const key = file.whose.employee_id ?? '';
    const title = side === 'contractor' ? 'Мой результат' : `Результат: ${file.whose.name}`;
    const group = results.get(key) ?? { title, files: [] };
    group.files.push(file);
    results.set(key, group);
  }
  return [...(brief.length > 0 ? [{ title: 'Файлы задания', files: brief }] : []), ...results.values()];
}

/**
 * «Файлы» of a task: the company's brief and the contractors' results, downloaded with the session; the caller
 * adds a file while the API says they may (`can_upload`: the company to the brief, a contractor to their result)
 * and deletes the files the API marks `can_delete`. Refusals show the API's Russian message.
 */
export function TaskFiles({ taskId, side }: { taskId: string; side: TaskFileSide }) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TaskFile | null>(null);
  const files = useTaskFiles(side, taskId);
  const upload = useUploadTaskFile(side, taskId, setProgress);
  const remove = useDeleteTaskFile(side, taskId);

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    setUploadError(null);
    if (file.size > MAX_BYTES) {
      setUploadError(`Файл больше ${TASK_FILE_MAX_MB} МБ`);
      return;
    }
    setProgress(0);
    try {
      await upload.mutateAsync(file);
      notify.success('Файл добавлен');
    } catch (err) {
      setUploadError(errorMessage(err, 'Не удалось загрузить файл'));
    }
  };
  const handleDownload = (file: TaskFile) =>
    saveLoadedFile(() => downloadTaskFile(taskId, file), 'Не удалось скачать файл');

  const groups = files.data ? groupsOf(files.data.items, side) : [];
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={1.5}>
        <Typography id={titleId} variant="h3" component="h2">
          Файлы
        </Typography>
        {files.isPending && <Loader />}
        {files.isError && <QueryRetryPanel query={files} failureText="Не удалось загрузить файлы" />}
        {files.data && groups.length === 0 && <Typography color="text.secondary">Файлов пока нет</Typography>}
        {groups.map((group) => (
          <TaskFileList key={group.title} {...group} onDownload={handleDownload} onDelete={setDeleting} />
        ))}
        {files.data?.can_upload && (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Button variant="outlined" onClick={() => input.current?.click()} loading={upload.isPending}>
              {side === 'company' ? 'Добавить файл к заданию' : 'Приложить файл результата'}
            </Button>
            <input ref={input} hidden type="file" accept={ACCEPT} onChange={(e) => void handleFile(e)} />
            {upload.isPending && (
              <LinearProgress variant="determinate" value={progress} aria-label="Загрузка файла" sx={{ width: 1 }} />
            )}
            <Typography variant="body2" color="text.secondary">
              {`${TASK_FILE_KINDS_TEXT}, до ${TASK_FILE_MAX_MB} МБ`}
            </Typography>
          </Stack>
        )}
        {uploadError && <Alert severity="error">{uploadError}</Alert>}
      </Stack>
      <DeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onDelete={() => remove.mutateAsync(deleting?.id ?? '')}
        onDeleted={() => notify.success('Файл удалён')}
      />
    </Paper>
  );
}
