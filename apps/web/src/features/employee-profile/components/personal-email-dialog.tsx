import { changeEmailRequestSchema } from '@vyplaty/contracts';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { notify } from '../../../lib/toast';
import { useChangeEmail } from '../api/personal-data';

/** A new e-mail: kept unconfirmed until the link in the letter sent to it is opened (employee/email). */
export function PersonalEmailDialog({ email, onClose }: { email: string | null; onClose: () => void }) {
  const form = useZodForm(changeEmailRequestSchema, { defaultValues: { email: email ?? '' } });
  const change = useChangeEmail();
  return (
    <FormDialog
      form={form}
      title={email ? 'Новый e-mail' : 'Добавить e-mail'}
      submitText="Отправить письмо"
      onSubmit={(values) => change.mutateAsync(values)}
      serverFields={['email']}
      failureText="Не удалось сменить e-mail, попробуйте позже"
      onDone={(values) => {
        notify.success(`Письмо для подтверждения отправлено на ${values.email}`);
        onClose();
      }}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
    >
      <FormTextField
        control={form.control}
        name="email"
        label="E-mail"
        type="email"
        autoComplete="email"
        autoFocus
        helperText="На этот адрес придёт письмо со ссылкой для подтверждения"
      />
    </FormDialog>
  );
}
