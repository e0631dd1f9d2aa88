import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PhoneCodePurpose } from '@vyplaty/contracts';
import { formatPhone } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { PHONE_CODE_TEXTS } from '../../../lib/phone-code-texts';
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
      notify.success(PHONE_CODE_TEXTS.resent);
    } catch (err) {
      notify.error(errorMessage(err, PHONE_CODE_TEXTS.sendFailed));
    }
  };

  return (
    <Stack spacing={1}>
      <Typography>
        {PHONE_CODE_TEXTS.sentTo}
        <strong>{formatPhone(phone)}</strong>.{' '}
        <Button variant="text" size="small" onClick={onChangePhone} sx={{ verticalAlign: 'baseline' }}>
          {PHONE_CODE_TEXTS.changePhone}
        </Button>
      </Typography>
      {secondsLeft > 0 ? (
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {PHONE_CODE_TEXTS.resendIn(secondsLeft)}
        </Typography>
      ) : (
        <Button
          variant="text"
          onClick={() => void handleResend()}
          loading={sendCode.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {PHONE_CODE_TEXTS.resend}
        </Button>
      )}
    </Stack>
  );
}
