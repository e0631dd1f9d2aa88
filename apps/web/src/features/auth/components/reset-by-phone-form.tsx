import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { FormTextField } from '../../../components/form/form-text-field';
import { PasswordField } from '../../../components/form/password-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { useResetEmployeePassword } from '../api/reset-employee-password';
import { CodeSentNote } from './code-sent-note';
import { phoneResetFormSchema } from './password-schemas';
import { PhoneStepForm } from './phone-step-form';
import { useResendCountdown } from './use-resend-countdown';

/** A contractor restores access by phone: SMS code, then a new password. */
export function ResetByPhoneForm() {
  const [phone, setPhone] = useState<string | null>(null);
  const countdown = useResendCountdown();

  if (!phone) {
    return (
      <PhoneStepForm
        purpose="RESET_PASSWORD"
        onSent={(sentTo, resendAfter) => {
          setPhone(sentTo);
          countdown.start(resendAfter);
        }}
      />
    );
  }
  return (
    <Stack spacing={3}>
      <CodeSentNote
        phone={phone}
        purpose="RESET_PASSWORD"
        secondsLeft={countdown.secondsLeft}
        onResent={countdown.start}
        onChangePhone={() => setPhone(null)}
      />
      <CodeAndNewPasswordForm phone={phone} />
    </Stack>
  );
}

function CodeAndNewPasswordForm({ phone }: { phone: string }) {
  const form = useZodForm(phoneResetFormSchema, { defaultValues: { code: '', password: '', password_repeat: '' } });
  const resetPassword = useResetEmployeePassword();
  const navigate = useNavigate();

  const handleSubmit = form.handleSubmit(async ({ code, password }) => {
    try {
      await resetPassword.mutateAsync({ phone, code, password });
    } catch (err) {
      if (!applyServerErrors(err, form.setError, ['code', 'password'])) {
        notify.error(errorMessage(err, 'Не удалось сменить пароль, попробуйте позже'));
      }
      return;
    }
    notify.success('Пароль изменён. Войдите с новым паролем');
    await navigate('/login', { replace: true });
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit}>
      <FormTextField
        control={form.control}
        name="code"
        label="Код из СМС"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
      />
      <PasswordField control={form.control} name="password" label="Новый пароль" autoComplete="new-password" />
      <PasswordField
        control={form.control}
        name="password_repeat"
        label="Повторите пароль"
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        Сменить пароль
      </Button>
    </Stack>
  );
}
