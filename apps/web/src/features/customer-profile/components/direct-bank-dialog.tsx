import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import {
  type DirectBankSession,
  directBankLoginOtpRequestSchema,
  directBankLoginRequestSchema,
} from '@vyplaty/contracts';
import { useState } from 'react';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormMaskedField } from '../../../components/form/form-masked-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { inputMasks } from '../../../components/form/input-masks';
import { PasswordField } from '../../../components/form/password-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { formatDateTime } from '../../../lib/format';
import { getErrorStatus } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { notify } from '../../../lib/toast';
import { useDirectBankLogin, useDirectBankOtp, useDirectBankSession } from '../api/direct-bank';

export type DirectBankStep = 'login' | 'otp';

const CONNECTED = 'Банк подключён через 1С:ДиректБанк';

/**
 * Connecting the company's own bank: its login and password for the bank's client (never kept by the
 * portal), then the code the bank sends by SMS. One dialog for both steps; the second shows where the
 * code went, the session code when the bank gives one, and until when the code is good.
 */
export function DirectBankDialog({ step: initialStep, onClose }: { step: DirectBankStep; onClose: () => void }) {
  const [step, setStep] = useState(initialStep);
  const session = useDirectBankSession().data;
  const queryClient = useQueryClient();
  const loginForm = useZodForm(directBankLoginRequestSchema, { defaultValues: { login: '', password: '' } });
  const otpForm = useZodForm(directBankLoginOtpRequestSchema, { defaultValues: { otp: '' } });
  const login = useDirectBankLogin();
  const otp = useDirectBankOtp();
  const dialog = { title: 'Подключение 1С:ДиректБанк', onClose, maxWidth: 'xs', fullWidth: true } as const;

  if (step === 'login') {
    return (
      <FormDialog
        {...dialog}
        form={loginForm}
        submitText="Войти в банк"
        onSubmit={(values) => login.mutateAsync(values)}
        serverFields={['login', 'password']}
        failureText="Не удалось войти в банк, попробуйте позже"
        onDone={() => {
          const next = queryClient.getQueryData<DirectBankSession>(queryKeys.user.directBank);
          if (next?.status === 'OTP_REQUIRED') {
            otpForm.reset({ otp: '' });
            setStep('otp');
            return;
          }
          notify.success(CONNECTED);
          onClose();
        }}
      >
        <Stack key="login" spacing={2.5} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Логин и пароль от интернет-банка компании. Портал их не сохраняет: они нужны только для входа.
          </Typography>
          <FormTextField control={loginForm.control} name="login" label="Логин банка" autoComplete="off" autoFocus />
          <PasswordField
            control={loginForm.control}
            name="password"
            label="Пароль банка"
            autoComplete="current-password"
          />
        </Stack>
      </FormDialog>
    );
  }
  const waiting = session?.status === 'OTP_REQUIRED' ? session : null;
  return (
    <FormDialog
      {...dialog}
      form={otpForm}
      submitText="Подтвердить"
      secondaryAction={<Button onClick={() => setStep('login')}>Войти заново</Button>}
      onSubmit={async (values) => {
        try {
          return await otp.mutateAsync(values);
        } catch (err) {
          // The bank closed this logon (code expired, too many wrong codes): the password step again.
          if (getErrorStatus(err) === 409) {
            void queryClient.invalidateQueries({ queryKey: queryKeys.user.directBank });
            loginForm.reset({ login: loginForm.getValues('login'), password: '' });
            setStep('login');
          }
          throw err;
        }
      }}
      serverFields={['otp']}
      failureText="Не удалось подтвердить вход, попробуйте позже"
      onDone={() => {
        notify.success(CONNECTED);
        onClose();
      }}
    >
      <Stack key="otp" spacing={2} sx={{ pt: 1 }}>
        <Typography>
          {waiting?.phone_mask
            ? `Банк отправил код в СМС на номер ${waiting.phone_mask}.`
            : 'Банк отправил код в СМС на телефон, указанный в банке.'}
        </Typography>
        {waiting?.session_code && <Typography>Код сессии: {waiting.session_code}</Typography>}
        <FormMaskedField
          control={otpForm.control}
          name="otp"
          mask={inputMasks.otp}
          label="Код из СМС"
          autoComplete="one-time-code"
          helperText={waiting?.expires_at ? `Код действует до ${formatDateTime(waiting.expires_at)}` : undefined}
          autoFocus
        />
      </Stack>
    </FormDialog>
  );
}
