import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { reportFormError } from '../../../components/form/apply-server-errors';
import { FormTextField } from '../../../components/form/form-text-field';
import { PasswordField } from '../../../components/form/password-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { PHONE_CODE_TEXTS } from '../../../lib/phone-code-texts';
import { RESET_TEXTS } from '../../../lib/reset-password-texts';
import { useResetEmployeePassword } from '../api/reset-employee-password';
import { phoneResetFormSchema } from './password-schemas';
import { PhoneCodeFlow } from './phone-code-flow';
import { useFinishPasswordReset } from './use-finish-password-reset';

/** A contractor restores access by phone: SMS code, then a new password. */
export function ResetByPhoneForm() {
  return <PhoneCodeFlow purpose="RESET_PASSWORD">{(phone) => <CodeAndNewPasswordForm phone={phone} />}</PhoneCodeFlow>;
}

function CodeAndNewPasswordForm({ phone }: { phone: string }) {
  const form = useZodForm(phoneResetFormSchema, { defaultValues: { code: '', password: '', password_repeat: '' } });
  const resetPassword = useResetEmployeePassword();
  const finish = useFinishPasswordReset();

  const handleSubmit = form.handleSubmit(async ({ code, password }) => {
    try {
      await resetPassword.mutateAsync({ phone, code, password });
    } catch (err) {
      reportFormError(err, form.setError, ['code', 'password'], RESET_TEXTS.changeFailed);
      return;
    }
    await finish();
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit}>
      <FormTextField
        control={form.control}
        name="code"
        label={PHONE_CODE_TEXTS.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
      />
      <PasswordField
        control={form.control}
        name="password"
        label={RESET_TEXTS.newPassword}
        autoComplete="new-password"
      />
      <PasswordField
        control={form.control}
        name="password_repeat"
        label={RESET_TEXTS.passwordRepeat}
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        {RESET_TEXTS.phoneSubmit}
      </Button>
    </Stack>
  );
}
