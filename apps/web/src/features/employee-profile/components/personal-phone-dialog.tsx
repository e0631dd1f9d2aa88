import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { changePhoneRequestSchema, changePhoneSendCodeRequestSchema } from '@vyplaty/contracts';
import { useState } from 'react';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormMaskedField } from '../../../components/form/form-masked-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { inputMasks } from '../../../components/form/input-masks';
import { useZodForm } from '../../../components/form/use-zod-form';
import { formatPhone } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { sendChangePhoneCode, useChangePhone } from '../api/personal-data';

/**
 * A new phone: a code goes to it by SMS, and the code confirms the change (employee/phone). Both steps
 * are one dialog that stays open between them; only its fields and buttons change.
 */
export function PersonalPhoneDialog({ onClose }: { onClose: () => void }) {
  const [phone, setPhone] = useState<string | null>(null);
  const phoneForm = useZodForm(changePhoneSendCodeRequestSchema, { defaultValues: { phone: '' } });
  const codeForm = useZodForm(changePhoneRequestSchema, { defaultValues: { phone: '', code: '' } });
  const change = useChangePhone();
  const dialog = { title: 'Новый номер телефона', onClose, maxWidth: 'xs', fullWidth: true } as const;

  if (phone === null) {
    return (
      <FormDialog
        {...dialog}
        form={phoneForm}
        submitText="Получить код"
        onSubmit={({ phone: next }) => sendChangePhoneCode(next)}
        serverFields={['phone']}
        failureText="Не удалось отправить код, попробуйте позже"
        onDone={({ phone: next }) => {
          codeForm.reset({ phone: next, code: '' });
          setPhone(next);
        }}
      >
        <FormMaskedField
          key="phone"
          control={phoneForm.control}
          name="phone"
          mask={inputMasks.phone}
          label="Новый номер"
          autoFocus
        />
      </FormDialog>
    );
  }
  return (
    <FormDialog
      {...dialog}
      form={codeForm}
      submitText="Подтвердить"
      secondaryAction={
        <Button
          onClick={() => {
            phoneForm.reset({ phone: '' });
            setPhone(null);
          }}
        >
          Другой номер
        </Button>
      }
      onSubmit={(values) => change.mutateAsync(values)}
      serverFields={['code', 'phone']}
      failureText="Не удалось сменить номер, попробуйте позже"
      onDone={() => {
        notify.success('Номер телефона изменён');
        onClose();
      }}
    >
      <Stack key="code" spacing={2}>
        <Typography>Мы отправили код на номер {formatPhone(phone)}.</Typography>
        <FormTextField
          control={codeForm.control}
          name="code"
          label="Код из СМС"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
        />
      </Stack>
    </FormDialog>
  );
}
