import { createRequisiteRequestSchema, type Requisite, requisiteKindSchema } from '@vyplaty/contracts';
import { z } from 'zod';

/**
 * The dialog keeps every kind's fields at once (switching the kind keeps what was typed); on submit
 * only the chosen kind's fields go through the contract's schema, whose messages land on the fields.
 */
export const requisiteFormSchema = z
  .object({
    kind: requisiteKindSchema,
    bik: z.string(),
    bank_name: z.string(),
    corr_account: z.string(),
    account_number: z.string(),
    card_number: z.string(),
    phone: z.string(),
    sbp_bank_id: z.string(),
    is_primary: z.boolean(),
  })
  .transform((form, ctx) => {
    const parsed = createRequisiteRequestSchema.safeParse(requestOf(form));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });

export type RequisiteFormValues = z.input<typeof requisiteFormSchema>;

/** Field names the API may name in `fields` of a 400. */
export const REQUISITE_FORM_FIELDS = [
  'kind',
  'bik',
  'bank_name',
  'corr_account',
  'account_number',
  'card_number',
  'phone',
  'sbp_bank_id',
] as const satisfies readonly (keyof RequisiteFormValues)[];

function requestOf(form: RequisiteFormValues) {
  const is_primary = form.is_primary || undefined;
  if (form.kind === 'BANK_ACCOUNT') {
    const { bik, bank_name, corr_account, account_number } = form;
    return { kind: form.kind, bik, bank_name, corr_account, account_number, is_primary };
  }
  if (form.kind === 'CARD') return { kind: form.kind, card_number: form.card_number, is_primary };
  return { kind: form.kind, phone: form.phone, sbp_bank_id: form.sbp_bank_id, is_primary };
}

/** A new requisite starts as a bank account; an edited one shows what it holds (a card number is typed again). */
export const formValuesOf = (requisite?: Requisite): RequisiteFormValues => ({
  kind: requisite?.kind ?? 'BANK_ACCOUNT',
  bik: requisite?.bik ?? '',
  bank_name: requisite?.bank_name ?? '',
  corr_account: requisite?.corr_account ?? '',
  account_number: requisite?.account_number ?? '',
  card_number: '',
  phone: requisite?.sbp_phone ?? '',
  sbp_bank_id: requisite?.sbp_bank_id ?? '',
  is_primary: false,
});
