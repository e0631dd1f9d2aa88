import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { Task, TaskPair } from '@vyplaty/contracts';
import { useId, useRef, useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { isOutcomeUnknown, useIdempotencyKey } from '../../../lib/idempotency-key';
import { queryKeys } from '../../../lib/query-keys';
import { notify } from '../../../lib/toast';
import { repayWork } from '../api/work-to-pay-calls';

/** The button's words: a failed payout is paid again; work waiting for a registry is paid alone instead. */
export const repayTitle = (pair: TaskPair) => (pair.payout ? 'Оплатить снова' : 'Оплатить отдельно');

type Props = {
  task: Task;
  pair: TaskPair;
  onClose: () => void;
  /** The task as the payment left it. */
  onDone: (task: Task) => void;
};

/**
 * «Оплатить снова» / «Оплатить отдельно» (task/{id}/repay): a new payout of the accepted work with the same act.
 * One Idempotency-Key per opening of the dialog, kept for a retry while the answer is unknown; the API's refusal
 * (why the work may not be paid now) stays in the dialog. Mount only while open.
 */
export function RepayDialog({ task, pair, onClose, onDone }: Props) {
  const titleId = useId();
  const idempotency = useIdempotencyKey();
  const queryClient = useQueryClient();
  const [isSending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);
  const title = repayTitle(pair);
  const who = pair.employee.fio;
  const sum = formatMoney(task.total);

  const pay = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setFailure(null);
    try {
      const key = idempotency.keyFor({ task: task.id, employee_id: pair.employee.id });
      const answer = await repayWork(task.id, pair.employee.id, key);
      idempotency.settle();
      void queryClient.invalidateQueries({ queryKey: queryKeys.balance.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.payouts.all });
      notify.success(`Выплата создана: ${who}, ${sum}`);
      onDone(answer);
      onClose();
    } catch (err) {
      idempotency.settle(err);
      setFailure(
        isOutcomeUnknown(err)
          ? `Ответ не дошёл. Нажмите «${title}» ещё раз: повторный запрос не заплатит дважды.`
          : errorMessage(err, 'Не удалось оплатить работу'),
      );
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <Dialog open onClose={isSending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1.5 }}>
          {who} получит {sum} за задание «{task.name}».
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {pair.payout
            ? 'Будет создана новая выплата по тому же акту.'
            : 'Работа будет оплачена отдельной выплатой, не в реестре, по тому же акту.'}{' '}
          Если акт уже подписан обеими сторонами, выплата сразу уйдёт в банк.
        </Typography>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isSending}>
          Отменить
        </Button>
        <Button variant="contained" onClick={() => void pay()} loading={isSending}>
          {title}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
