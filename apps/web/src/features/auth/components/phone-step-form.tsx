import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type PhoneCodePurpose, phoneSchema } from '@vyplaty/contracts';
import { z } from 'zod';
import { reportFormError } from '../../../components/form/apply-server-errors';
import { FormMaskedField } from '../../../components/form/form-masked-field';
import { inputMasks } from '../../../components/form/input-masks';
import { useZodForm } from '../../../components/form/use-zod-form';
import { PHONE_CODE_TEXTS } from '../../../lib/phone-code-texts';
import { useSendPhoneCode } from '../api/send-phone-code';

const phoneFormSchema = z.object({ phone: phoneSchema });

type PhoneStepFormProps = {
  purpose: PhoneCodePurpose;
  defaultPhone?: string;
  /** Called with the normalised number (+7XXXXXXXXXX) once the SMS is on its way. */
  onSent: (phone: string, resendAfter: number) => void;
};

/** First step of the contractor's flows: the phone number, to which an SMS code is sent. */
export function PhoneStepForm({ purpose, defaultPhone = '', onSent }: PhoneStepFormProps) {
  const form = useZodForm(phoneFormSchema, { defaultValues: { phone: defaultPhone } });
  const sendCode = useSendPhoneCode();

  const handleSubmit = form.handleSubmit(async ({ phone }) => {
    try {
      const { resendAfter } = await sendCode.mutateAsync({ phone, purpose });
      onSent(phone, resendAfter);
    } catch (err) {
      reportFormError(err, form.setError, ['phone'], PHONE_CODE_TEXTS.sendFailed);
    }
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit}>
      <FormMaskedField
        control={form.control}
        name="phone"
        mask={inputMasks.phone}
        label={PHONE_CODE_TEXTS.phone}
        autoComplete="tel"
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        {PHONE_CODE_TEXTS.send}
      </Button>
    </Stack>
  );
}
