import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MAX_PAYOUT_ROWS, type Payout, type PayoutKind } from '@vyplaty/contracts';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useZodForm } from '../../../components/form/use-zod-form';
import { emptyPayoutRow, payoutFormSchema, typedTotalKopecks } from './payout-form-schema';
import { PayoutPayBar } from './payout-pay-bar';
import { PayoutResult } from './payout-result';
import { PayoutRowFields } from './payout-row-fields';
import { usePayoutSubmit } from './use-payout-submit';

type PayoutFormProps = {
  kind: PayoutKind;
  /** Several rows paid together (add / remove rows); otherwise one payout. */
  isMultiple: boolean;
  /** Opens a payout's drawer (the one just created). */
  onOpen: (payout: Payout) => void;
};

/**
 * The single and the multiple payout form of both kinds: rows → «Проверить» (every rule per row, for a
 * person the НДФЛ breakdown) → «Выплатить» (all rows in one request with one Idempotency-Key) → the
 * created payouts, the first one's drawer opened.
 */
export function PayoutForm({ kind, isMultiple, onOpen }: PayoutFormProps) {
  const form = useZodForm(payoutFormSchema, { defaultValues: { rows: [emptyPayoutRow()] } });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const [created, setCreated] = useState<Payout[] | null>(null);
  const submit = usePayoutSubmit(kind, form, (payouts) => {
    setCreated(payouts);
    if (payouts[0]) onOpen(payouts[0]);
  });
  const values = form.watch('rows');

  const startOver = () => {
    form.reset({ rows: [emptyPayoutRow()] });
    submit.reset();
    setCreated(null);
  };

  if (created) return <PayoutResult payouts={created} onOpen={onOpen} onNew={startOver} />;

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => event.preventDefault()} aria-label="Выплата">
      {rows.fields.map((row, index) => (
        <PayoutRowFields
          key={row.id}
          control={form.control}
          index={index}
          kind={kind}
          title={isMultiple ? `Строка ${index + 1}` : undefined}
          onRemove={isMultiple && rows.fields.length > 1 ? () => rows.remove(index) : undefined}
          checked={submit.current?.rows[index]}
          disabled={submit.isPaying}
        />
      ))}
      {isMultiple && (
        <Button
          variant="outlined"
          onClick={() => rows.append(emptyPayoutRow())}
          disabled={rows.fields.length >= MAX_PAYOUT_ROWS || submit.isPaying}
          sx={{ alignSelf: 'flex-start' }}
        >
          Добавить строку
        </Button>
      )}
      <PayoutPayBar
        totalKopecks={typedTotalKopecks(values)}
        current={submit.current}
        isChecking={submit.isChecking}
        isPaying={submit.isPaying}
        isAnswerLost={submit.isAnswerLost}
        onCheck={submit.runCheck}
        onPay={submit.pay}
      />
    </Stack>
  );
}
