import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import {
  TASK_PAYMENT_MODE_LABELS,
  type Task,
  type TaskPair,
  type TaskPaymentMode,
  type TaskUserActionRequest,
  taskPaymentModeSchema,
} from '@vyplaty/contracts';
import { useId, useRef, useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { isOutcomeUnknown, useIdempotencyKey } from '../../../lib/idempotency-key';
import { queryKeys } from '../../../lib/query-keys';
import { notify } from '../../../lib/toast';
import { actOnContractors } from '../api/task-calls';

const LOST_TEXT = 'Ответ не дошёл. Нажмите «Принять работу» ещё раз: повторный запрос не заплатит дважды.';
const REGISTRY_HINT =
  'Акт уйдёт на подпись сейчас; оплатите работу позже на странице «Задания» → «Оплатить реестром», когда обе стороны подпишут акт';

type Props = {
  task: Task;
  pair: TaskPair;
  onClose: () => void;
  /** The task as the acceptance left it. */
  onDone: (task: Task) => void;
};

/**
 * «Принять работу» moves money: before it, what happens — the sum is reserved now, the act goes to both
 * sides for signature, the payout goes to the bank once both have signed. «Как оплатить»: NOW (that) or
 * REGISTRY (the act only; the work is paid later with other work from the tasks list). One Idempotency-Key per
 * confirmation (this dialog's life), kept for a retry while the answer is unknown. Mount only while open.
 */
export function AcceptDialog({ task, pair, onClose, onDone }: Props) {
  const titleId = useId();
  const textId = useId();
  const idempotency = useIdempotencyKey();
  const queryClient = useQueryClient();
  const modeId = useId();
  const [isSending, setSending] = useState(false);
  const [payment, setPayment] = useState<TaskPaymentMode>('NOW');
  const isLater = payment === 'REGISTRY';
  const inFlight = useRef(false);
  const who = pair.employee.fio;
  const sum = formatMoney(task.total);

  const accept = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    const request: TaskUserActionRequest = { action: 'WAIT_PAYOUT', employee_ids: [pair.employee.id], payment };
    try {
      const answer = await actOnContractors(task.id, request, idempotency.keyFor({ task: task.id, ...request }));
      idempotency.settle();
      // The sum is reserved and a payout made: the balance and the payouts' lists are asked again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.balance.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.payouts.all });
      notify.success(
        isLater
          ? `Работа принята: ${who}. Акт отправлен на подпись, оплата — реестром`
          : `Работа принята: ${who}. Сумма ${sum} зарезервирована, акт отправлен на подпись`,
      );
      onDone(answer);
      onClose();
    } catch (err) {
      idempotency.settle(err);
      if (isOutcomeUnknown(err)) {
        notify.error(LOST_TEXT);
      } else {
        notify.error(errorMessage(err, 'Не удалось принять работу'));
        onClose();
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <Dialog
      open
      onClose={isSending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>Принять работу</DialogTitle>
      <DialogContent id={textId}>
        <Typography sx={{ mb: 1.5 }}>
          {who} получит {sum} за задание «{task.name}».
        </Typography>
        <FormControl sx={{ mb: 1.5 }}>
          <FormLabel id={modeId}>Как оплатить</FormLabel>
          <RadioGroup
            aria-labelledby={modeId}
            value={payment}
            onChange={(_, next) => setPayment(taskPaymentModeSchema.parse(next))}
          >
            {taskPaymentModeSchema.options.map((mode) => (
              <FormControlLabel
                key={mode}
                value={mode}
                control={<Radio />}
                label={TASK_PAYMENT_MODE_LABELS[mode]}
                disabled={isSending}
              />
            ))}
          </RadioGroup>
          {isLater && (
            <Typography variant="body2" color="text.secondary">
              {REGISTRY_HINT}
            </Typography>
          )}
        </FormControl>
        <Typography component="ul" sx={{ m: 0, pl: 2.5, '& li + li': { mt: 0.75 } }}>
          {!isLater && <li>Сумма {sum} резервируется на балансе компании сейчас.</li>}
          <li>Акт выполненных работ уходит на подпись обеим сторонам — компании и исполнителю.</li>
          {isLater ? (
            <li>Сумма сейчас не резервируется: выплата будет, когда вы оплатите реестр.</li>
          ) : (
            <li>Выплата уйдёт в банк, когда акт подпишут обе стороны.</li>
          )}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isSending}>
          Отменить
        </Button>
        <Button variant="contained" onClick={() => void accept()} loading={isSending}>
          Принять работу
        </Button>
      </DialogActions>
    </Dialog>
  );
}
