import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PhoneCodePurpose } from '@vyplaty/contracts';
import { formatPhone } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { useSendPhoneCode } from '../api/send-phone-code';

type CodeSentNoteProps = {
  phone: string;
  purpose: PhoneCodePurpose;
  secondsLeft: number;
  onResent: (resendAfter: number) => void;
  onChangePhone: () => void;
};

/** Where the code went, a way to correct the number and the resend button with its countdown. */
export function CodeSentNote({ phone, purpose, secondsLeft, onResent, onChangePhone }: CodeSentNoteProps) {
  const sendCode = useSendPhoneCode();

  const handleResend = async () => {
    try {
      const { resendAfter } = await sendCode.mutateAsync({ phone, purpose });
      onResent(resendAfter);
      notify.success('Код отправлен');
    } catch (err) {
      notify.error(errorMessage(err, 'Не удалось отправить код, попробуйте позже'));
    }
  };

  return (
    <Stack spacing={1}>
      <Typography>
        Код отправлен на номер <strong>{formatPhone(phone)}</strong>.{' '}
        <Button variant="text" size="small" onClick={onChangePhone} sx={{ verticalAlign: 'baseline' }}>
          Изменить номер
        </Button>
      </Typography>
      {secondsLeft > 0 ? (
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          Отправить код повторно можно через {secondsLeft} с
        </Typography>
      ) : (
        <Button
          variant="text"
          onClick={() => void handleResend()}
          loading={sendCode.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          Отправить код ещё раз
        </Button>
      )}
    </Stack>
  );
}
