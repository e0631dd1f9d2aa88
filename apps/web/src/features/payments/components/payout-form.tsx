import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type CreatePayoutsResponse, MAX_PAYOUT_ROWS, type Payout, type PayoutKind } from '@vyplaty/contracts';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useZodForm } from '../../../components/form/use-zod-form';
import { type FailingRow, PartialPayDialog } from './partial-pay-dialog';
import { firstProblem } from './payout-checklist';
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

const rowTitle = (index: number, name: string | undefined) => `Строка ${index + 1}${name ? ` (${name})` : ''}`;

/**
 * The single and the multiple payout form of both kinds: rows → «Проверить» (every rule per row, for a
 * person the НДФЛ breakdown) → «Выплатить» (all rows in one request with one Idempotency-Key; when some
 * rows fail, the company is asked whether to pay those that passed and keep the others as drafts) → the
 * created payouts, the first one's drawer opened.
 */
export function PayoutForm({ kind, isMultiple, onOpen }: PayoutFormProps) {
  const form = useZodForm(payoutFormSchema, { defaultValues: { rows: [emptyPayoutRow()] } });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const [created, setCreated] = useState<CreatePayoutsResponse | null>(null);
  const [isAskingPartial, setIsAskingPartial] = useState(false);
  const submit = usePayoutSubmit(kind, form, (answer) => {
    setCreated(answer);
    if (answer.items[0]) onOpen(answer.items[0]);
  });
  const values = form.watch('rows');
  const checkedRows = submit.current?.rows ?? [];
  const failing: FailingRow[] = checkedRows.flatMap((row, index) =>
    row.payable
      ? []
      : [{ title: rowTitle(index, values[index]?.employee_name), reason: firstProblem(row.checks) ?? '' }],
  );
  const handlePay = () => (failing.length > 0 ? setIsAskingPartial(true) : submit.pay());

  const startOver = () => {
    form.reset({ rows: [emptyPayoutRow()] });
    submit.reset();
    setCreated(null);
  };

  if (created) return <PayoutResult answer={created} onOpen={onOpen} onNew={startOver} />;

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
        onPay={handlePay}
      />
      <PartialPayDialog
        open={isAskingPartial}
        passing={checkedRows.length - failing.length}
        failing={failing}
        onClose={() => setIsAskingPartial(false)}
        onConfirm={() => {
          setIsAskingPartial(false);
          submit.pay(true);
        }}
      />
    </Stack>
  );
}
