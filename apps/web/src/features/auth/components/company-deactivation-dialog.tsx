import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { deactivateCompanyRequestSchema } from '@vyplaty/contracts';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../../components/form/form-dialog';
import { PasswordField } from '../../../components/form/password-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { notify } from '../../../lib/toast';
import { unsubscribePush } from '../../../pwa/unsubscribe-push';
import { useDeactivateCompany } from '../api/deactivate-company';
import { endLocalSession } from '../api/logout';

const CONSEQUENCES = [
  'Все учётные записи компании будут заблокированы: войти на платформу будет нельзя.',
  'Сеансы на всех устройствах, включая этот, будут завершены.',
  'Новые выплаты, приглашения и подписание документов станут недоступны.',
  'Подписанные документы сохранятся. Восстановить доступ можно только через службу поддержки.',
] as const;

/**
 * Asks for the password before the company stops using the platform. Mounted only while open, so the
 * password typed is forgotten when the dialog closes.
 */
export function CompanyDeactivationDialog({ onClose }: { onClose: () => void }) {
  const form = useZodForm(deactivateCompanyRequestSchema, { defaultValues: { password: '' } });
  const deactivate = useDeactivateCompany();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return (
    <FormDialog
      form={form}
      title="Прекратить работу с платформой?"
      submitText="Прекратить работу"
      submitColor="error"
      onSubmit={(values) => deactivate.mutateAsync(values)}
      // A wrong password comes as fields.password and lands on the field.
      serverFields={['password']}
      failureText="Не удалось прекратить работу с платформой, попробуйте позже"
      onDone={async () => {
        // The server has ended this session too: only the local state is left to drop.
        notify.success('Работа компании на платформе прекращена. Все сеансы завершены');
        await unsubscribePush();
        await endLocalSession(queryClient, async () => {
          await navigate('/login', { replace: true });
        });
      }}
      onClose={onClose}
      describedBy="company-deactivation-warning"
      maxWidth="sm"
      fullWidth
    >
      <Stack spacing={2.5}>
        <Alert severity="warning" id="company-deactivation-warning">
          <Typography sx={{ mb: 1 }}>После подтверждения:</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {CONSEQUENCES.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </Box>
        </Alert>
        <PasswordField
          control={form.control}
          name="password"
          label="Пароль"
          autoComplete="current-password"
          helperText="Введите пароль от вашей учётной записи для подтверждения"
        />
      </Stack>
    </FormDialog>
  );
}
