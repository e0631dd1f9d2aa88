import { changePasswordRequestSchema, newPasswordSchema, smsCodeSchema } from '@vyplaty/contracts';
import { z } from 'zod';

const PASSWORDS_DIFFER = 'Пароли не совпадают';

/** A new password typed twice: a typo in a hidden field would otherwise lock the person out. */
export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, password_repeat: z.string() })
  .refine((v) => v.password === v.password_repeat, { message: PASSWORDS_DIFFER, path: ['password_repeat'] });

export const phoneResetFormSchema = z
  .object({ code: smsCodeSchema, password: newPasswordSchema, password_repeat: z.string() })
  .refine((v) => v.password === v.password_repeat, { message: PASSWORDS_DIFFER, path: ['password_repeat'] });

export const changePasswordFormSchema = changePasswordRequestSchema
  .safeExtend({ new_password_repeat: z.string() })
  .refine((v) => v.new_password === v.new_password_repeat, {
    message: PASSWORDS_DIFFER,
    path: ['new_password_repeat'],
  });
