import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Payout, PayoutKind } from '@vyplaty/contracts';
import { useRef, useState } from 'react';
import { DeleteDialog } from '../../../components/delete-dialog';
import { errorMessage } from '../../../lib/http';
import { isOutcomeUnknown, useIdempotencyKey } from '../../../lib/idempotency-key';
import { notify } from '../../../lib/toast';
import { useCancelPayout } from '../api/cancel-payout';
import { useDeletePayout } from '../api/delete-payout';
import { usePayPayout } from '../api/pay-payout';
import { useRepeatPayout } from '../api/repeat-payout';

type PayoutDrawerActionsProps = {
  kind: PayoutKind;
  payout: Payout;
  /** The payout the action answered with (the paid draft, the repeat, the cancelled one); null after a deletion. */
  onChanged: (payout: Payout | null) => void;
};

type Action = 'pay' | 'repeat' | 'cancel';

const LOST_TEXT = 'Ответ не дошёл. Нажмите кнопку ещё раз: повторный запрос не заплатит дважды.';

/**
 * What the company may do with the payout now, as its `can_*` flags say: pay a draft, repeat a declined
 * one, cancel one not yet sent, delete a draft (SPEC delete dialog). Paying and repeating carry an
 * Idempotency-Key kept until the answer is known; a second click while one runs is ignored.
 */
export function PayoutDrawerActions({ kind, payout, onChanged }: PayoutDrawerActionsProps) {
  const pay = usePayPayout(kind);
  const repeat = useRepeatPayout(kind);
  const cancel = useCancelPayout(kind);
  const remove = useDeletePayout(kind);
  const idempotency = useIdempotencyKey();
  const [isDeleting, setIsDeleting] = useState(false);
  const [running, setRunning] = useState<Action | null>(null);
  const isSending = useRef(false);
  const isDraft = payout.status === 'CREATED';

  const calls: Record<Action, (idempotencyKey: string) => Promise<Payout | null>> = {
    pay: (idempotencyKey) => pay.mutateAsync({ id: payout.id, idempotencyKey }),
    repeat: (idempotencyKey) => repeat.mutateAsync({ id: payout.id, idempotencyKey }),
    cancel: () => cancel.mutateAsync(payout.id),
  };

  const run = async (action: Action) => {
    if (isSending.current) return;
    isSending.current = true;
    setRunning(action);
    try {
      const answer = await calls[action](idempotency.keyFor({ action, id: payout.id }));
      idempotency.settle();
      const done = { pay: 'Выплата отправлена', repeat: 'Создан повтор выплаты', cancel: 'Выплата отменена' }[action];
      notify.success(answer && action === 'repeat' ? `${done}: № ${answer.number}` : done);
      onChanged(answer ?? payout);
    } catch (err) {
      idempotency.settle(err);
      notify.error(isOutcomeUnknown(err) ? LOST_TEXT : errorMessage(err, 'Не удалось выполнить действие'));
    } finally {
      isSending.current = false;
      setRunning(null);
    }
  };
  const button = (action: Action, text: string, props: { color?: 'error'; variant: 'contained' | 'outlined' }) => (
    <Button {...props} onClick={() => void run(action)} loading={running === action} disabled={running !== null}>
      {text}
    </Button>
  );

  if (!payout.can_pay && !payout.can_repeat && !payout.can_cancel && !(payout.can_edit && isDraft)) return null;
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {payout.can_pay && button('pay', 'Оплатить', { variant: 'contained' })}
      {payout.can_repeat && button('repeat', 'Повторить выплату', { variant: 'contained' })}
      {payout.can_cancel && button('cancel', 'Отменить выплату', { color: 'error', variant: 'outlined' })}
      {payout.can_edit && isDraft && (
        <Button color="error" variant="outlined" onClick={() => setIsDeleting(true)} disabled={running !== null}>
          Удалить черновик
        </Button>
      )}
      <DeleteDialog
        open={isDeleting}
        onClose={() => setIsDeleting(false)}
        onDelete={() => remove.mutateAsync(payout.id)}
        onDeleted={() => {
          notify.success('Черновик удалён');
          onChanged(null);
        }}
      />
    </Stack>
  );
}
