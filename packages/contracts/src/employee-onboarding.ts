/**
 * The contractor's side of onboarding: accepting a company's invite, the personal data of
 * /employee-complete-registration and /employee/profile/info (PUT employee), the registration steps,
 * the companies the contractor works for, and changing the phone and e-mail.
 */
import { z } from 'zod';
import { TAX_REGIME_NOT_FOR_PERSON, taxRegimeFitsKind } from './employees.js';
import { employeeKindSchema, taxRegimeSchema } from './enums.js';
import { emailSchema, phoneSchema, smsCodeSchema } from './fields.js';
import { formerEmploymentAnswerSchema, formerEmploymentStateSchema } from './former-employment.js';
import { personInnSchema, snilsSchema } from './representatives.js';

/** Steps of /employee-complete-registration, in order. */
export const employeeRegistrationStepSchema = z.enum(['personal-data', 'inn', 'self-nep']);
export type EmployeeRegistrationStep = z.infer<typeof employeeRegistrationStepSchema>;

export const MIN_CONTRACTOR_AGE = 18;

/** Whole years between a YYYY-MM-DD birth date and `today`. */
export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const month = today.getUTCMonth() + 1;
  if (month < m || (month === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

const CYRILLIC_NAME = /^[А-ЯЁа-яё]+(?:[ '-][А-ЯЁа-яё]+)*$/;

const nameSchema = (what: string) =>
  z
    .string({ error: `Введите ${what}` })
    .trim()
    .min(1, `Введите ${what}`)
    .max(60, 'Не длиннее 60 символов')
    .regex(CYRILLIC_NAME, 'Только русские буквы, пробел, дефис или апостроф');

/** A YYYY-MM-DD birth date of a contractor: at least 18 years old. */
export const contractorBirthDateSchema = z
  .string({ error: 'Укажите дату рождения' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Укажите дату рождения')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Некорректная дата')
  .refine(
    (v) => ageOn(v, new Date()) >= MIN_CONTRACTOR_AGE,
    `Исполнителю должно быть не меньше ${MIN_CONTRACTOR_AGE} лет`,
  )
  .refine((v) => ageOn(v, new Date()) <= 120, 'Проверьте год рождения');

/** PUT employee: the contractor's personal data (complete-registration step 1 and the info page). */
export const employeePersonalDataRequestSchema = z
  .object({
    last_name: nameSchema('фамилию'),
    first_name: nameSchema('имя'),
    patronymic: nameSchema('отчество').nullable().optional(),
    birth_date: contractorBirthDateSchema,
    kind: employeeKindSchema,
    tax_regime: taxRegimeSchema,
    /** ОКСМ digital code from dadata/country, e.g. '643'. */
    citizenship: z.string({ error: 'Выберите гражданство' }).regex(/^\d{3}$/, 'Выберите гражданство из списка'),
    citizenship_name: z.string({ error: 'Выберите гражданство' }).trim().min(1, 'Выберите гражданство').max(100),
    registration_address: z
      .string({ error: 'Укажите адрес регистрации' })
      .trim()
      .min(5, 'Укажите адрес регистрации')
      .max(500, 'Слишком длинный адрес'),
    /** Optional; a new address is confirmed by a letter (employee/email). */
    email: emailSchema.nullable().optional(),
    snils: snilsSchema,
    /** Optional here (its own step); 12 digits with check digits. */
    inn: personInnSchema.optional(),
    /** Required to change ФИО, birth date, ИНН or СНИЛС once verified (docs/decisions/onboarding.md). */
    current_password: z.string().max(128).optional(),
  })
  .superRefine((v, ctx) => {
    if (!taxRegimeFitsKind(v.kind, v.tax_regime)) {
      ctx.addIssue({ code: 'custom', path: ['tax_regime'], message: TAX_REGIME_NOT_FOR_PERSON });
    }
  });
export type EmployeePersonalDataRequest = z.input<typeof employeePersonalDataRequestSchema>;
export type EmployeePersonalDataInput = z.output<typeof employeePersonalDataRequestSchema>;

/** PUT employee/inn: the ИНН step. */
export const employeeInnRequestSchema = z.object({
  inn: personInnSchema,
  current_password: z.string().max(128).optional(),
});
export type EmployeeInnRequest = z.infer<typeof employeeInnRequestSchema>;

/** GET employee/personal and every change's answer: the contractor's own record, in full. */
export const employeePersonalDataSchema = z.object({
  id: z.string(),
  last_name: z.string().nullable(),
  first_name: z.string().nullable(),
  patronymic: z.string().nullable(),
  birth_date: z.string().nullable(),
  kind: employeeKindSchema.nullable(),
  tax_regime: taxRegimeSchema.nullable(),
  /**
   * The regime the contractor works under as far as the platform knows: NPD when FNS registers them as
   * self-employed, they declared НПД or a company pays them as НПД; else their own declared regime, else
   * their companies'; null when nothing says. The contractor's area shows the НПД pages unless it is
   * another regime.
   */
  tax_regime_in_effect: taxRegimeSchema.nullable(),
  citizenship: z.string().nullable(),
  citizenship_name: z.string().nullable(),
  registration_address: z.string().nullable(),
  phone_number: z.string(),
  email: z.string().nullable(),
  email_verified: z.boolean(),
  snils: z.string().nullable(),
  inn: z.string().nullable(),
  is_verified: z.boolean(),
  verified_at: z.string().nullable(),
});
export type EmployeePersonalData = z.infer<typeof employeePersonalDataSchema>;

/** GET employee/complete_registration: which steps are done; verified once all are. */
export const employeeCompleteRegistrationSchema = z.object({
  is_verified: z.boolean(),
  steps: z.object({ 'personal-data': z.boolean(), inn: z.boolean(), 'self-nep': z.boolean() }),
});
export type EmployeeCompleteRegistration = z.infer<typeof employeeCompleteRegistrationSchema>;

/** GET employee/companies: the companies the contractor works or worked for. */
export const employeeCompanySchema = z.object({
  id: z.string(),
  organisation_name: z.string(),
  inn: z.string(),
  status: z.enum(['ACTIVE', 'DISCONNECTED']),
  tax_regime: taxRegimeSchema,
  joined_at: z.string(),
  /** Former employment by this company (N5): the contractor's answer and the company's word. */
  former_employment: formerEmploymentStateSchema,
});
export type EmployeeCompany = z.infer<typeof employeeCompanySchema>;
export const employeeCompaniesResponseSchema = z.object({ items: z.array(employeeCompanySchema) });
export type EmployeeCompaniesResponse = z.infer<typeof employeeCompaniesResponseSchema>;

/** A company's invite link token (the last part of /invite/{token}). */
export const acceptInviteTokenSchema = z
  .string({ error: 'Ссылка-приглашение недействительна' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,128}$/, 'Ссылка-приглашение недействительна');

/** POST employee/invite/accept. */
export const acceptInviteRequestSchema = z.object({
  token: acceptInviteTokenSchema,
  /** The contractor's answer about former employment by the company (N5); may also come later. */
  former_employment: formerEmploymentAnswerSchema.optional(),
});
export type AcceptInviteRequest = z.input<typeof acceptInviteRequestSchema>;
export const acceptInviteResponseSchema = z.object({
  organisation_name: z.string(),
  /** false when the contractor had already accepted (the call is idempotent). */
  is_new: z.boolean(),
});
export type AcceptInviteResponse = z.infer<typeof acceptInviteResponseSchema>;

/** POST employee/phone/send_code and POST employee/phone: a new phone proven by a code sent to it. */
export const changePhoneSendCodeRequestSchema = z.object({ phone: phoneSchema });
export const changePhoneRequestSchema = z.object({ phone: phoneSchema, code: smsCodeSchema });
export type ChangePhoneRequest = z.infer<typeof changePhoneRequestSchema>;

/** POST employee/email: a new e-mail, confirmed by the link in a letter sent to it. */
export const changeEmailRequestSchema = z.object({ email: emailSchema });
