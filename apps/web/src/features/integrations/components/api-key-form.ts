import { apiKeyCreateSchema, apiKeyRotateSchema, MAX_API_KEY_DAYS } from '@vyplaty/contracts';
import dayjs from 'dayjs';
import { z } from 'zod';
import { moscowToday } from '../../../lib/format';
import { getErrorBody } from '../../../lib/http';

/** «203.0.113.10, 198.51.100.0/24» or one per line → the list the API takes (blank pieces dropped). */
export const splitAddresses = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');

/** The list back into the field's text: one address per line. */
export const addressesText = (ips: readonly string[]) => ips.join('\n');

/** The day a new key works until by default: a year from today (Moscow). */
export const defaultExpiry = (today = moscowToday()) => dayjs(today).add(1, 'year').format('YYYY-MM-DD');

/** The addresses field holds text; the contract's list rules (count, length) judge what it splits into. */
const addressesField = z.string().transform(splitAddresses).pipe(apiKeyCreateSchema.shape.allowed_ips.unwrap());

/**
 * The expiry as the picker leaves it: '' while empty or half typed, else ГГГГ-ММ-ДД — the last Moscow day the key
 * works, from today to MAX_API_KEY_DAYS ahead (the API's own bounds, said before sending).
 */
const expiryField = z
  .string()
  .min(1, 'Укажите дату в формате ДД.ММ.ГГГГ: до какого дня действует ключ')
  .pipe(apiKeyCreateSchema.shape.expires_on)
  .refine((day) => day >= moscowToday(), 'Срок действия не может закончиться раньше сегодняшнего дня')
  .refine(
    (day) => day <= dayjs(moscowToday()).add(MAX_API_KEY_DAYS, 'day').format('YYYY-MM-DD'),
    `Срок действия — не больше ${MAX_API_KEY_DAYS} дней`,
  );

export const apiKeyCreateFormSchema = apiKeyCreateSchema.extend({
  allowed_ips: addressesField,
  expires_on: expiryField,
});

export const apiKeyEditFormSchema = z.object({
  name: apiKeyCreateSchema.shape.name,
  allowed_ips: addressesField,
});

/** Hours typed as text; the contract's bounds (0…MAX_API_KEY_OVERLAP_HOURS) judge the number. */
export const apiKeyRotateFormSchema = z.object({
  overlap_hours: z
    .string()
    .trim()
    .min(1, 'Укажите, сколько часов будет действовать прежний секрет')
    .transform(Number)
    .pipe(apiKeyRotateSchema.shape.overlap_hours.unwrap()),
});

/**
 * The API names a bad address by its place in the list (`allowed_ips.2`); the form has one field for them all, so
 * such a message is moved onto `allowed_ips` before FormDialog puts the server's messages onto the fields.
 */
export function addressErrorsOntoField(err: unknown): unknown {
  const fields = getErrorBody(err)?.fields;
  if (!fields) return err;
  for (const [field, message] of Object.entries(fields)) {
    if (/^allowed_ips\.\d+$/.test(field)) {
      fields.allowed_ips ??= message;
      delete fields[field];
    }
  }
  return err;
}
