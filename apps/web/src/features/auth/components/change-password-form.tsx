import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { reportFormError } from '../../../components/form/apply-server-errors';
import { PasswordField } from '../../../components/form/password-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { notify } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { changePasswordFormSchema } from './password-schemas';

const EMPTY = { old_password: '', new_password: '', new_password_repeat: '' };

/** Change of password for a logged-in customer or contractor. */
export function ChangePasswordForm() {
  const form = useZodForm(changePasswordFormSchema, { defaultValues: EMPTY });
  const changePassword = useChangePassword();

  const handleSubmit = form.handleSubmit(async ({ old_password, new_password }) => {
    try {
      await changePassword.mutateAsync({ old_password, new_password });
    } catch (err) {
      // A wrong current password comes as fields.old_password and lands next to that field.
      reportFormError(
        err,
        form.setError,
        ['old_password', 'new_password'],
        'Не удалось сменить пароль, попробуйте позже',
      );
      return;
    }
    form.reset(EMPTY);
    notify.success('Пароль изменён');
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit} sx={{ maxWidth: 420 }}>
      <PasswordField
        control={form.control}
        name="old_password"
        label="Текущий пароль"
        autoComplete="current-password"
      />
      <PasswordField control={form.control} name="new_password" label="Новый пароль" autoComplete="new-password" />
      <PasswordField
        control={form.control}
        name="new_password_repeat"
        label="Повторите новый пароль"
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" loading={form.formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
        Сменить пароль
      </Button>
    </Stack>
  );
}
