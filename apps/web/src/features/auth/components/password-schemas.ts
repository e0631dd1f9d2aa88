import { changePasswordRequestSchema, newPasswordSchema, smsCodeSchema } from '@vyplaty/contracts';
import { z } from 'zod';
import { PASSWORDS_DIFFER } from '../../../components/form/new-password-form-schema';

export { newPasswordFormSchema } from '../../../components/form/new-password-form-schema';

export const phoneResetFormSchema = z
  .object({ code: smsCodeSchema, password: newPasswordSchema, password_repeat: z.string() })
  .refine((v) => v.password === v.password_repeat, { message: PASSWORDS_DIFFER, path: ['password_repeat'] });

export const changePasswordFormSchema = changePasswordRequestSchema
  .safeExtend({ new_password_repeat: z.string() })
  .refine((v) => v.new_password === v.new_password_repeat, {
    message: PASSWORDS_DIFFER,
    path: ['new_password_repeat'],
  });
