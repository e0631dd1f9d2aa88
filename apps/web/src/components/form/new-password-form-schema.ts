import { newPasswordSchema } from '@vyplaty/contracts';
import { z } from 'zod';
import { RESET_TEXTS } from '../../lib/reset-password-texts';

export const PASSWORDS_DIFFER = RESET_TEXTS.passwordsDiffer;

/**
 * A new password typed twice (reset by e-mail, a colleague's invite): a typo in a hidden field would otherwise lock
 * the person out.
 */
export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, password_repeat: z.string() })
  .refine((v) => v.password === v.password_repeat, { message: PASSWORDS_DIFFER, path: ['password_repeat'] });
