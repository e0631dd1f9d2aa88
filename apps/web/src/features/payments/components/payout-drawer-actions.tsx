import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Payout, PayoutKind } from '@vyplaty/contracts';
import { useRef, useState } from 'react';
import { DeleteDialog } from '../../../components/delete-dialog';
import { errorMessage } from '../../../lib/http';
import { isOutcomeUnknown, useIdempotencyKey } from '../../../lib/idempotency-key';
import { notify } from '../../../lib/toast';
import { type PayoutAction, usePayoutAction } from '../api/payout-actions';

type PayoutDrawerActionsProps = {
  kind: PayoutKind;
  payout: Payout;
  /** The payout the action answered with (the paid draft, the repeat, the cancelled one); null after a deletion. */
  onChanged: (payout: Payout | null) => void;
};

const DONE_TEXT: Record<Exclude<PayoutAction, 'delete'>, string> = {
  pay: 'Выплата отправлена',
  repeat: 'Создан повтор выплаты',
  cancel: 'Выплата отменена',
};

const LOST_TEXT = 'Ответ не дошёл. Нажмите кнопку ещё раз: повторный запрос не заплатит дважды.';

/**
 * What the company may do with the payout now, as its `can_*` flags say: pay a draft, repeat a declined
 * one, cancel one not yet sent, delete a draft (SPEC delete dialog). Paying and repeating carry an
 * Idempotency-Key kept until the answer is known; a second click while one runs is ignored.
 */
export function PayoutDrawerActions({ kind, payout, onChanged }: PayoutDrawerActionsProps) {
  const action = usePayoutAction(kind);
  const idempotency = useIdempotencyKey();
  const [isDeleting, setIsDeleting] = useState(false);
  const isSending = useRef(false);
  const isDraft = payout.status === 'CREATED';

  const run = async (name: Exclude<PayoutAction, 'delete'>) => {
    if (isSending.current) return;
    isSending.current = true;
    const idempotencyKey = idempotency.keyFor({ action: name, id: payout.id });
    try {
      const answer = await action.mutateAsync({ payout, action: name, idempotencyKey });
      idempotency.settle();
      notify.success(answer && name === 'repeat' ? `${DONE_TEXT.repeat}: № ${answer.number}` : DONE_TEXT[name]);
      onChanged(answer);
    } catch (err) {
      idempotency.settle(err);
      notify.error(isOutcomeUnknown(err) ? LOST_TEXT : errorMessage(err, 'Не удалось выполнить действие'));
    } finally {
      isSending.current = false;
    }
  };
  const pending = action.isPending ? action.variables?.action : undefined;

  if (!payout.can_pay && !payout.can_repeat && !payout.can_cancel && !(payout.can_edit && isDraft)) return null;
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {payout.can_pay && (
        <Button
          variant="contained"
          onClick={() => void run('pay')}
          loading={pending === 'pay'}
          disabled={action.isPending}
        >
          Оплатить
        </Button>
      )}
      {payout.can_repeat && (
        <Button
          variant="contained"
          onClick={() => void run('repeat')}
          loading={pending === 'repeat'}
          disabled={action.isPending}
        >
          Повторить выплату
        </Button>
      )}
      {payout.can_cancel && (
        <Button
          color="error"
          variant="outlined"
          onClick={() => void run('cancel')}
          loading={pending === 'cancel'}
          disabled={action.isPending}
        >
          Отменить выплату
        </Button>
      )}
      {payout.can_edit && isDraft && (
        <Button color="error" variant="outlined" onClick={() => setIsDeleting(true)} disabled={action.isPending}>
          Удалить черновик
        </Button>
      )}
      <DeleteDialog
        open={isDeleting}
        onClose={() => setIsDeleting(false)}
        onDelete={() => action.mutateAsync({ payout, action: 'delete', idempotencyKey: '' })}
        onDeleted={() => {
          notify.success('Черновик удалён');
          onChanged(null);
        }}
      />
    </Stack>
  );
}
