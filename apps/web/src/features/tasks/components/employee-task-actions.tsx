import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { EmployeeTask } from '@vyplaty/contracts';
import { useState } from 'react';
import { answerTask, handOverTask, startTask } from '../api/task-calls';
import { useEmployeeTaskChanged } from '../api/task-queries';
import { CommentDialog } from './comment-dialog';
import { useTaskMove } from './use-task-move';

/** The contractor's moves on the task, each shown only when its flag allows it. */
export function EmployeeTaskActions({ task }: { task: EmployeeTask }) {
  const changed = useEmployeeTaskChanged();
  const move = useTaskMove<EmployeeTask>(changed);
  const [dialog, setDialog] = useState<'refuse' | 'hand-over' | null>(null);
  const close = () => setDialog(null);
  const hasAny = task.can_reply || task.can_confirm || task.can_refuse || task.can_start || task.can_hand_over;
  if (!hasAny) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      {task.can_reply && (
        <Button
          variant="contained"
          size="large"
          loading={move.pending === 'reply'}
          onClick={() =>
            void move.run(
              'reply',
              () => answerTask(task.id, 'REPLY'),
              'Вы откликнулись на задание',
              'Не удалось откликнуться',
            )
          }
        >
          Откликнуться
        </Button>
      )}
      {task.can_confirm && (
        <Button
          variant="contained"
          size="large"
          loading={move.pending === 'confirm'}
          onClick={() =>
            void move.run(
              'confirm',
              () => answerTask(task.id, 'CONFIRM'),
              'Приглашение принято',
              'Не удалось принять приглашение',
            )
          }
        >
          Принять приглашение
        </Button>
      )}
      {task.can_start && (
        <Button
          variant="contained"
          size="large"
          loading={move.pending === 'start'}
          onClick={() =>
            void move.run('start', () => startTask(task.id), 'Вы приступили к работе', 'Не удалось приступить к работе')
          }
        >
          Приступить
        </Button>
      )}
      {task.can_hand_over && (
        <Button variant="contained" size="large" onClick={() => setDialog('hand-over')}>
          Сдать работу
        </Button>
      )}
      {task.can_refuse && (
        <Button variant="outlined" size="large" onClick={() => setDialog('refuse')}>
          Отказаться
        </Button>
      )}
      {dialog === 'refuse' && (
        <CommentDialog
          title="Отказаться от задания"
          label="Причина (необязательно)"
          hint="Компания увидит ваш отказ и причину, если вы её укажете."
          submitText="Отказаться"
          onSubmit={(comment) => answerTask(task.id, 'CANCEL', comment || undefined).then(changed)}
          doneText="Вы отказались от задания"
          failureText="Не удалось отказаться от задания"
          onClose={close}
        />
      )}
      {dialog === 'hand-over' && (
        <CommentDialog
          title="Сдать работу"
          label="Комментарий к результату"
          hint="Опишите, что сделано: компания проверит работу и примет её или вернёт на доработку."
          submitText="Сдать работу"
          onSubmit={(comment) => handOverTask(task.id, comment || undefined).then(changed)}
          doneText="Работа сдана"
          failureText="Не удалось сдать работу"
          onClose={close}
        />
      )}
    </Stack>
  );
}
