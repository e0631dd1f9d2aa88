import type { CreatePayoutsResponse, PayoutKind } from '@vyplaty/contracts';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { reportFormError } from '../../../components/form/apply-server-errors';
import { isOutcomeUnknown, useIdempotencyKey } from '../../../lib/idempotency-key';
import { useCheckPayouts } from '../api/check-payouts';
import { useCreatePayouts } from '../api/create-payouts';
import {
  type CurrentCheck,
  type PayoutFormOutput,
  type PayoutFormValues,
  rowFieldNames,
  rowsSignature,
  toWireRows,
} from './payout-form-schema';

type PayoutForm = UseFormReturn<PayoutFormValues, unknown, PayoutFormOutput>;

/**
 * «Проверить» and «Выплатить» of a payout form. The check is kept with the rows it was made for, so a
 * change in the form asks for a new one. Paying sends the rows with an Idempotency-Key made for this
 * submission and kept in memory while the answer is unknown: a retry after a lost answer reuses it, so
 * the server pays once; a second click while the first is on its way sends nothing. `payPassing` is the
 * company's choice, confirmed in the form, to pay the rows that passed and keep the others as drafts.
 */
export function usePayoutSubmit(kind: PayoutKind, form: PayoutForm, onPaid: (answer: CreatePayoutsResponse) => void) {
  const check = useCheckPayouts(kind);
  const create = useCreatePayouts(kind);
  const idempotency = useIdempotencyKey();
  const [checked, setChecked] = useState<CurrentCheck | null>(null);
  const [isAnswerLost, setIsAnswerLost] = useState(false);
  const isSending = useRef(false);
  const rows = form.watch('rows');
  const current = checked?.signature === rowsSignature(rows) ? checked.result : null;

  const runCheck = form.handleSubmit(async (values) => {
    const signature = rowsSignature(form.getValues('rows'));
    try {
      setChecked({ signature, result: await check.mutateAsync({ rows: toWireRows(values.rows) }) });
    } catch (err) {
      reportFormError(err, form.setError, rowFieldNames(values.rows.length), 'Не удалось проверить выплату');
    }
  });

  const pay = (payPassing: boolean) =>
    form.handleSubmit(async (values) => {
      const body = { rows: toWireRows(values.rows), pay: true, ...(payPassing ? { pay_passing: true } : {}) };
      const idempotencyKey = idempotency.keyFor(body);
      try {
        const answer = await create.mutateAsync({ body, idempotencyKey });
        idempotency.settle();
        setIsAnswerLost(false);
        setChecked(null);
        onPaid(answer);
      } catch (err) {
        idempotency.settle(err);
        const isLost = isOutcomeUnknown(err);
        setIsAnswerLost(isLost);
        if (!isLost) reportFormError(err, form.setError, rowFieldNames(values.rows.length), 'Не удалось выплатить');
      }
    })();

  const payOnce = (payPassing = false) => {
    if (isSending.current) return;
    isSending.current = true;
    void pay(payPassing).finally(() => {
      isSending.current = false;
    });
  };

  return {
    runCheck: () => void runCheck(),
    pay: payOnce,
    /** The check of the rows as they are now; null before a check or after a change. */
    current,
    isChecking: check.isPending,
    isPaying: create.isPending,
    /** The last «Выплатить» got no answer: the next one repeats it with the same key. */
    isAnswerLost,
    reset: () => {
      setChecked(null);
      setIsAnswerLost(false);
    },
  };
}
