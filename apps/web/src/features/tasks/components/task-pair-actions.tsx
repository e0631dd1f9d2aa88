import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Task, TaskPair, TaskUserAction } from '@vyplaty/contracts';
import { useState } from 'react';
import { actOnContractors } from '../api/task-calls';
import { useTaskChanged } from '../api/task-queries';
import { AcceptDialog } from './accept-dialog';
import { CommentDialog } from './comment-dialog';
import { RepayDialog, repayTitle } from './repay-dialog';
import { useTaskMove } from './use-task-move';

type Props = { task: Task; pair: TaskPair };

/** The company's moves on one contractor of the task, by the pair's flags. */
export function PairActions({ task, pair }: Props) {
  const changed = useTaskChanged();
  const move = useTaskMove<Task>(changed);
  const [dialog, setDialog] = useState<'accept' | 'return' | 'remove' | 'repay' | null>(null);
  const close = () => setDialog(null);
  const send = (action: TaskUserAction, comment?: string) =>
    actOnContractors(task.id, { action, employee_ids: [pair.employee.id], ...(comment ? { comment } : {}) });
  const who = pair.employee.fio;

  if (!pair.can_confirm && !pair.can_accept && !pair.can_return && !pair.can_cancel && !pair.can_repay) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', flexShrink: 0 }}
      role="group"
      aria-label={`Действия: ${who}`}
    >
      {pair.can_confirm && (
        <Button
          variant="contained"
          size="small"
          loading={move.pending === 'confirm'}
          onClick={() =>
            void move.run(
              'confirm',
              () => send('CONFIRM'),
              `${who}: выбран для задания`,
              'Не удалось выбрать исполнителя',
            )
          }
        >
          Выбрать
        </Button>
      )}
      {pair.can_accept && (
        <Button variant="contained" size="small" onClick={() => setDialog('accept')}>
          Принять работу
        </Button>
      )}
      {pair.can_repay && (
        <Button variant="outlined" size="small" onClick={() => setDialog('repay')}>
          {repayTitle(pair)}
        </Button>
      )}
      {pair.can_return && (
        <Button variant="outlined" size="small" onClick={() => setDialog('return')}>
          Вернуть на доработку
        </Button>
      )}
      {pair.can_cancel && (
        <Button color="error" size="small" onClick={() => setDialog('remove')}>
          Убрать
        </Button>
      )}
      {dialog === 'accept' && <AcceptDialog task={task} pair={pair} onClose={close} onDone={changed} />}
      {dialog === 'repay' && <RepayDialog task={task} pair={pair} onClose={close} onDone={changed} />}
      {dialog === 'return' && (
        <CommentDialog
          title="Вернуть на доработку"
          label="Что доработать"
          requiredMessage="Напишите, что нужно доработать"
          hint={`${who} увидит этот комментарий и сдаст работу снова.`}
          submitText="Вернуть"
          onSubmit={(comment) => send('IN_PROGRESS', comment).then(changed)}
          doneText="Работа возвращена на доработку"
          failureText="Не удалось вернуть работу"
          onClose={close}
        />
      )}
      {dialog === 'remove' && (
        <CommentDialog
          title="Убрать исполнителя"
          label="Причина"
          requiredMessage="Укажите причину"
          hint={`${who} больше не будет участвовать в задании и увидит причину.`}
          submitText="Убрать"
          isDanger
          onSubmit={(reason) => send('CANCEL', reason).then(changed)}
          doneText="Исполнитель убран из задания"
          failureText="Не удалось убрать исполнителя"
          onClose={close}
        />
      )}
    </Stack>
  );
}
