import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { companyUserInviteSchema } from '@vyplaty/contracts';
import { useId } from 'react';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { notify } from '../../../lib/toast';
import { useInviteCompanyUser } from '../api/invite-company-user';
import { RoleField } from './role-field';

/**
 * «Пригласить пользователя»: e-mail, name and role. The colleague gets a letter with a link to set a password;
 * the server's refusals (an e-mail already among the company's logins, a bad address) land on the fields.
 */
export function InviteUserDialog({ onClose }: { onClose: () => void }) {
  const describedBy = useId();
  const form = useZodForm(companyUserInviteSchema, {
    defaultValues: { email: '', full_name: '', role: 'ACCOUNTANT' },
  });
  const invite = useInviteCompanyUser();
  return (
    <FormDialog
      form={form}
      title="Пригласить пользователя"
      submitText="Пригласить"
      describedBy={describedBy}
      onSubmit={(values) => invite.mutateAsync(values)}
      serverFields={['email', 'full_name', 'role']}
      failureText="Не удалось пригласить пользователя"
      onDone={(values) => {
        notify.success(`Приглашение отправлено на ${values.email}`);
        onClose();
      }}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography id={describedBy} variant="body2" color="text.secondary">
          Мы отправим письмо со ссылкой: по ней коллега задаст пароль и будет входить в кабинет компании со своим
          e-mail. Ссылка действует ограниченное время.
        </Typography>
        <FormTextField
          control={form.control}
          name="email"
          label="E-mail"
          type="email"
          inputMode="email"
          required
          autoFocus
        />
        <FormTextField control={form.control} name="full_name" label="Имя и фамилия" autoComplete="off" required />
        <RoleField control={form.control} name="role" />
      </Stack>
    </FormDialog>
  );
}
