import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Task } from '@vyplaty/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DeleteDialog } from '../../../components/delete-dialog';
import { notify } from '../../../lib/toast';
import { cancelTask, completeTask, copyTask, deleteTask } from '../api/task-calls';
import { useTaskChanged } from '../api/task-queries';
import { CommentDialog } from './comment-dialog';
import { InviteDialog } from './invite-dialog';
import { PublishDialog } from './publish-dialog';
import { TaskFormDialog } from './task-form-dialog';
import { useTaskMove } from './use-task-move';

type Open = 'edit' | 'publish' | 'invite' | 'cancel' | 'delete' | null;

/** The company's moves on the task, each shown only when its `can_*` flag allows it. */
export function TaskActions({ task }: { task: Task }) {
  const navigate = useNavigate();
  const changed = useTaskChanged();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const move = useTaskMove<Task>((result) => {
    changed(result);
    if (result.id !== task.id) void navigate(`/tasks/${result.id}`);
  });

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {task.can_publish && (
          <Button variant="contained" onClick={() => setOpen('publish')}>
            Опубликовать
          </Button>
        )}
        {task.can_invite && (
          <Button variant={task.can_publish ? 'outlined' : 'contained'} onClick={() => setOpen('invite')}>
            Пригласить исполнителей
          </Button>
        )}
        {task.can_complete && (
          <Button
            variant="outlined"
            loading={move.pending === 'complete'}
            onClick={() =>
              void move.run(
                'complete',
                () => completeTask(task.id),
                'Приём работ завершён',
                'Не удалось завершить приём работ',
              )
            }
          >
            Завершить приём работ
          </Button>
        )}
        {task.can_edit && <Button onClick={() => setOpen('edit')}>Изменить</Button>}
        {task.can_copy && (
          <Button
            loading={move.pending === 'copy'}
            onClick={() =>
              void move.run('copy', () => copyTask(task.id), 'Создан черновик-копия', 'Не удалось скопировать задание')
            }
          >
            Копировать
          </Button>
        )}
        {task.can_cancel && (
          <Button color="error" onClick={() => setOpen('cancel')}>
            Отменить задание
          </Button>
        )}
        {task.can_delete && (
          <Button color="error" onClick={() => setOpen('delete')}>
            Удалить черновик
          </Button>
        )}
      </Stack>
      {open === 'edit' && (
        <TaskFormDialog
          task={task}
          onClose={close}
          onSaved={(saved) => {
            changed(saved);
            notify.success('Черновик сохранён');
            close();
          }}
        />
      )}
      {open === 'publish' && <PublishDialog task={task} onClose={close} onDone={changed} />}
      {open === 'invite' && <InviteDialog task={task} onClose={close} onDone={changed} />}
      {open === 'cancel' && (
        <CommentDialog
          title="Отменить задание"
          label="Причина отмены"
          requiredMessage="Укажите причину отмены"
          hint="Исполнители задания получат уведомление с этой причиной."
          submitText="Отменить задание"
          isDanger
          onSubmit={(reason) => cancelTask(task.id, reason).then(changed)}
          doneText="Задание отменено"
          failureText="Не удалось отменить задание"
          onClose={close}
        />
      )}
      <DeleteDialog
        open={open === 'delete'}
        onClose={close}
        onDelete={() => deleteTask(task.id)}
        onDeleted={() => {
          notify.success('Черновик удалён');
          // Leave the page first: asked again while still shown, the deleted draft would flash a 404.
          void Promise.resolve(navigate('/tasks', { replace: true })).then(() => changed());
        }}
      />
    </>
  );
}
