/**
 * The company's own profile calls (SPEC §7 `user/profile/` PATCH, `user/actualization/`,
 * `user/deactivate/`). ИНН, КПП, ОГРН, name and legal address come from the state register (ЕГРЮЛ/ЕГРИП)
 * and change only through actualization; the company edits its contacts and signer itself.
 */
import { z } from 'zod';
import { customerProfileSchema } from './auth.js';
import { passwordSchema, phoneSchema } from './fields.js';

/** user/profile GET/PATCH and actualization answer the profile with the company's details. */
export const companyProfileSchema = customerProfileSchema.extend({
  legal_address: z.string().nullable(),
  postal_address: z.string().nullable(),
  /** The signer's position, e.g. «Генеральный директор»; the signer is last/first name and patronymic. */
  signer_position: z.string().nullable(),
  /** When the register data was last refreshed (ISO), null if never. */
  actualized_at: z.string().nullable(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

const nameSchema = (what: string, max = 60) =>
  z
    .string({ error: `Укажите ${what}` })
    .trim()
    .min(1, `Укажите ${what}`)
    .max(max, `Не длиннее ${max} символов`)
    .regex(/^[А-ЯЁа-яё][А-ЯЁа-яё\- ']*$/, 'Только русские буквы, дефис и пробел');

/** What a company may change itself; every field optional, at least one given. */
export const updateCompanyProfileRequestSchema = z
  .object({
    phone_number: phoneSchema.optional(),
    postal_address: z
      .string({ error: 'Укажите почтовый адрес' })
      .trim()
      .min(10, 'Укажите почтовый адрес полностью: индекс, город, улица, дом')
      .max(300, 'Не длиннее 300 символов')
      .optional(),
    signer_position: z
      .string({ error: 'Укажите должность подписанта' })
      .trim()
      .min(2, 'Укажите должность подписанта')
      .max(100, 'Не длиннее 100 символов')
      .optional(),
    last_name: nameSchema('фамилию подписанта').optional(),
    first_name: nameSchema('имя подписанта').optional(),
    /** null or '' removes the patronymic (not everyone has one). */
    patronymic: z.union([z.literal('').transform(() => null), z.null(), nameSchema('отчество подписанта')]).optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Нет изменений' });
export type UpdateCompanyProfileRequest = z.input<typeof updateCompanyProfileRequestSchema>;

export const deactivateCompanyRequestSchema = z.object({ password: passwordSchema }).strict();
export type DeactivateCompanyRequest = z.infer<typeof deactivateCompanyRequestSchema>;
