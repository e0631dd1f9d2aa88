import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { changePhoneRequestSchema, changePhoneSendCodeRequestSchema } from '@vyplaty/contracts';
import { useState } from 'react';
import { reportFormError } from '../../../components/form/apply-server-errors';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { formatPhone } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { sendChangePhoneCode, useChangePhone } from '../api/personal-data';

/** A new phone: a code goes to it by SMS, and the code confirms the change (employee/phone). */
export function PersonalPhoneDialog({ onClose }: { onClose: () => void }) {
  const [phone, setPhone] = useState<string | null>(null);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="phone-dialog-title">
      <DialogTitle id="phone-dialog-title">Новый номер телефона</DialogTitle>
      {phone ? (
        <CodeStep phone={phone} onBack={() => setPhone(null)} onDone={onClose} />
      ) : (
        <PhoneStep onSent={setPhone} onCancel={onClose} />
      )}
    </Dialog>
  );
}

function PhoneStep({ onSent, onCancel }: { onSent: (phone: string) => void; onCancel: () => void }) {
  const form = useZodForm(changePhoneSendCodeRequestSchema, { defaultValues: { phone: '' } });
  const handleSubmit = form.handleSubmit(async ({ phone }) => {
    try {
      await sendChangePhoneCode(phone);
      onSent(phone);
    } catch (err) {
      reportFormError(err, form.setError, ['phone'], 'Не удалось отправить код, попробуйте позже');
    }
  });
  return (
    <form noValidate onSubmit={handleSubmit}>
      <DialogContent>
        <FormTextField control={form.control} name="phone" label="Новый номер" inputMode="tel" autoFocus />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Отменить</Button>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          Получить код
        </Button>
      </DialogActions>
    </form>
  );
}

function CodeStep({ phone, onBack, onDone }: { phone: string; onBack: () => void; onDone: () => void }) {
  const form = useZodForm(changePhoneRequestSchema, { defaultValues: { phone, code: '' } });
  const change = useChangePhone();
  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      notify.success('Номер телефона изменён');
      onDone();
    } catch (err) {
      reportFormError(err, form.setError, ['code', 'phone'], 'Не удалось сменить номер, попробуйте позже');
    }
  });
  return (
    <form noValidate onSubmit={handleSubmit}>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>Мы отправили код на номер {formatPhone(phone)}.</Typography>
          <FormTextField
            control={form.control}
            name="code"
            label="Код из СМС"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack}>Другой номер</Button>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          Подтвердить
        </Button>
      </DialogActions>
    </form>
  );
}
