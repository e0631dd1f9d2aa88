/**
 * The personal data form: the contract's PUT employee schema, with the birth date typed as
 * ДД.ММ.ГГГГ and empty optional fields sent as absent. The API repeats every rule.
 */
import {
  contractorBirthDateSchema,
  type EmployeePersonalData,
  emailSchema,
  employeePersonalDataRequestSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import type { InvitePrefill } from '../../../lib/invite-link';

/** 17.05.1990 (or the digits alone, 17051990) → 1990-05-17; anything else is left for the ISO check to refuse. */
export const isoFromRu = (value: string) => {
  const m = value.trim().match(/^(\d{2})\.?(\d{2})\.?(\d{4})$/);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : value.trim();
};
export const ruFromIso = (value: string | null) => (value ? value.split('-').reverse().join('.') : '');

const emptyToNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

export const personalFormSchema = employeePersonalDataRequestSchema.safeExtend({
  birth_date: z
    .string({ error: 'Укажите дату рождения' })
    .refine((v) => /^\d{2}\.?\d{2}\.?\d{4}$/.test(v.trim()), 'Дата в виде ДД.ММ.ГГГГ')
    .transform(isoFromRu)
    .pipe(contractorBirthDateSchema),
  patronymic: z
    .string()
    .nullish()
    .transform(emptyToNull)
    .pipe(employeePersonalDataRequestSchema.shape.patronymic.unwrap()),
  email: z.string().nullish().transform(emptyToNull).pipe(emailSchema.nullable()),
  current_password: z
    .string()
    .optional()
    .transform((v) => v || undefined),
});
export type PersonalFormValues = z.input<typeof personalFormSchema>;

export const personalFormDefaults = (data: EmployeePersonalData | undefined): PersonalFormValues => ({
  last_name: data?.last_name ?? '',
  first_name: data?.first_name ?? '',
  patronymic: data?.patronymic ?? '',
  birth_date: ruFromIso(data?.birth_date ?? null),
  kind: data?.kind ?? 'INDIVIDUAL_PERSON',
  tax_regime: data?.tax_regime ?? 'NPD',
  citizenship: data?.citizenship ?? '643',
  citizenship_name: data?.citizenship_name ?? 'Россия',
  registration_address: data?.registration_address ?? '',
  email: data?.email ?? '',
  snils: data?.snils ?? '',
  current_password: '',
});

/**
 * The contractor's own data with the gaps filled from what the inviting company entered (ФИО, kind and
 * tax regime): the form opens filled in, and the contractor corrects what is wrong. Their own values win.
 */
export function withInvitePrefill(
  data: EmployeePersonalData | undefined,
  prefill: InvitePrefill | null,
): EmployeePersonalData | undefined {
  if (!data || !prefill) return data;
  const hasName = Boolean(data.last_name || data.first_name);
  return {
    ...data,
    last_name: data.last_name ?? prefill.last_name,
    first_name: data.first_name ?? prefill.first_name,
    patronymic: hasName ? data.patronymic : prefill.patronymic,
    kind: data.kind ?? prefill.kind,
    tax_regime: data.tax_regime ?? prefill.tax_regime,
  };
}
