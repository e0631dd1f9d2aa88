import Stack from '@mui/material/Stack';
import type { PhoneCodePurpose } from '@vyplaty/contracts';
import { type ReactNode, useState } from 'react';
import { CodeSentNote } from './code-sent-note';
import { PhoneStepForm } from './phone-step-form';
import { useResendCountdown } from './use-resend-countdown';

type PhoneCodeFlowProps = {
  purpose: PhoneCodePurpose;
  /** A number already known (the one a company's invite was sent to); the person may change it. */
  defaultPhone?: string;
  children: (phone: string) => ReactNode;
};

/** The two steps every phone flow shares: ask the number and send a code, then the form that uses it. */
export function PhoneCodeFlow({ purpose, defaultPhone, children }: PhoneCodeFlowProps) {
  const [phone, setPhone] = useState<string | null>(null);
  const countdown = useResendCountdown();

  if (!phone) {
    return (
      <PhoneStepForm
        purpose={purpose}
        defaultPhone={defaultPhone}
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
        purpose={purpose}
        secondsLeft={countdown.secondsLeft}
        onResent={countdown.start}
        onChangePhone={() => setPhone(null)}
      />
      {children(phone)}
    </Stack>
  );
}
