import {
  kopecksToRubles,
  MAX_PAYOUT_ROWS,
  type PayoutCheckResponse,
  type PayoutRowInput,
  payoutRowInputSchema,
  rublesToKopecks,
  sumKopecks,
} from '@vyplaty/contracts';
import type { Control } from 'react-hook-form';
import { z } from 'zod';

/** A row of the form: the contract's row, plus the picked contractor's name to show in the picker. */
const payoutFormRowSchema = payoutRowInputSchema.extend({ employee_name: z.string().optional() });

export const payoutFormSchema = z.object({
  rows: z
    .array(payoutFormRowSchema)
    .min(1, 'Добавьте хотя бы одну строку')
    .max(MAX_PAYOUT_ROWS, `Не больше ${MAX_PAYOUT_ROWS} строк в одной форме`),
});
export type PayoutFormValues = z.input<typeof payoutFormSchema>;
export type PayoutFormRow = PayoutFormValues['rows'][number];
export type PayoutFormOutput = z.output<typeof payoutFormSchema>;
export type PayoutFormControl = Control<PayoutFormValues, unknown, PayoutFormOutput>;

export const emptyPayoutRow = (): PayoutFormRow => ({
  employee_id: '',
  employee_name: '',
  amount: '',
  service_name: '',
  comment: '',
});

/** The rows as the API takes them: "1500.00" amounts, no empty optional fields, no picker names. */
export function toWireRows(rows: PayoutFormOutput['rows']): PayoutRowInput[] {
  return rows.map((row) => ({
    employee_id: row.employee_id,
    amount: kopecksToRubles(row.amount),
    service_name: row.service_name,
    ...(row.service_id ? { service_id: row.service_id } : {}),
    ...(row.comment ? { comment: row.comment } : {}),
  }));
}

/**
 * What a check was made for: the rows as typed. When it differs from the form's rows now, the
 * checklist on screen is someone else's answer and «Выплатить» waits for a new check.
 */
export const rowsSignature = (rows: readonly PayoutFormRow[]) =>
  JSON.stringify(
    rows.map((row) => [
      row.employee_id,
      rublesToKopecks(row.amount ?? '')?.toString() ?? row.amount,
      row.service_name?.trim(),
      row.service_id ?? null,
      row.comment?.trim() ?? '',
    ]),
  );

/** Σ of what is typed so far (rows without a readable amount count as nothing). */
export const typedTotalKopecks = (rows: readonly PayoutFormRow[]) =>
  sumKopecks(rows.map((row) => rublesToKopecks(row.amount ?? '') ?? 0n).filter((kopecks) => kopecks > 0n));

/** Every field a server message may name (`rows.N.field`), so it lands under the field. */
export const rowFieldNames = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    (['employee_id', 'amount', 'service_name', 'comment'] as const).map((field) => `rows.${i}.${field}` as const),
  ).flat();

/** A check answer that fits the rows on screen now. */
export type CurrentCheck = { signature: string; result: PayoutCheckResponse };
