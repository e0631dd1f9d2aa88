import {
  type MassPayoutFormRow,
  MONEY_FORMAT_MESSAGE,
  MONEY_POSITIVE_MESSAGE,
  massPayoutFormRowSchema,
  rublesToKopecks,
  sumKopecks,
} from '@vyplaty/contracts';
import { z } from 'zod';

/**
 * The hand-entered registry's form (/payments/mass-individual-payment/form): the contract's rows plus what is
 * obviously missing for the chosen method — the card number, the account and БИК, or the phone for СБП — and
 * an amount that is no amount. The server checks everything else row by row, like an uploaded file.
 */
export type MassPayoutFormMethod = MassPayoutFormRow['method'];
type RowField = keyof MassPayoutFormRow;
type TextField = Exclude<RowField, 'method'>;

export const METHOD_OPTIONS = [
  ['CARD', 'Карта'],
  ['ACCOUNT', 'Счёт'],
  ['SBP', 'СБП'],
] as const;

/** The requisites each method needs, with the message beside the empty field. */
const METHOD_FIELDS: Record<MassPayoutFormMethod, readonly (readonly [TextField, string])[]> = {
  CARD: [['card_number', 'Укажите номер карты']],
  ACCOUNT: [
    ['account_number', 'Укажите номер счёта'],
    ['bik', 'Укажите БИК банка'],
  ],
  SBP: [['phone', 'Укажите телефон для СБП']],
};

/** Requisites of the other methods are not sent: a card number left over from «Карта» would confuse the row. */
const OTHER_METHODS_FIELDS: Record<MassPayoutFormMethod, readonly TextField[]> = {
  CARD: ['account_number', 'bik'],
  ACCOUNT: ['card_number'],
  SBP: ['card_number', 'account_number', 'bik'],
};

const formRowSchema = massPayoutFormRowSchema
  .superRefine((row, ctx) => {
    for (const [field, message] of METHOD_FIELDS[row.method] ?? []) {
      if (!String(row[field] ?? '').trim()) ctx.addIssue({ code: 'custom', path: [field], message });
    }
    const amount = typeof row.amount === 'string' ? row.amount.trim() : '';
    if (!amount) return;
    const kopecks = rublesToKopecks(amount);
    if (kopecks === null) ctx.addIssue({ code: 'custom', path: ['amount'], message: MONEY_FORMAT_MESSAGE });
    else if (kopecks <= 0n) ctx.addIssue({ code: 'custom', path: ['amount'], message: MONEY_POSITIVE_MESSAGE });
  })
  .transform((row) => {
    const cleared = { ...row };
    for (const field of OTHER_METHODS_FIELDS[row.method]) cleared[field] = '';
    return cleared;
  });

export const massPayoutFormSchema = z.object({
  rows: z
    .array(formRowSchema)
    .min(1, 'Добавьте хотя бы одну строку')
    .max(1000, 'Не больше 1000 строк: больше — загрузите файлом'),
});
export type MassPayoutFormValues = z.input<typeof massPayoutFormSchema>;
export type MassPayoutFormOutput = z.output<typeof massPayoutFormSchema>;

export const emptyFormRow = (): Required<MassPayoutFormRow> => ({
  last_name: '',
  first_name: '',
  middle_name: '',
  inn: '',
  phone: '',
  amount: '',
  method: 'CARD',
  card_number: '',
  account_number: '',
  bik: '',
  passport: '',
  snils: '',
  contract_number: '',
  period_from: '',
  period_to: '',
  act_date: '',
  external_id: '',
});

/** Every field of a row, for the server's field messages (`rows.3.inn`). */
export const ROW_FIELDS = Object.keys(emptyFormRow()) as RowField[];

/** The running total: the amounts typed so far that read as money. */
export const totalKopecks = (rows: readonly { amount?: string }[]) =>
  sumKopecks(
    rows.map((row) => {
      const kopecks = rublesToKopecks(row.amount ?? '');
      return kopecks !== null && kopecks > 0n ? kopecks : 0n;
    }),
  );
