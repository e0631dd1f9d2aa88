import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { deactivateCompanyRequestSchema } from '@vyplaty/contracts';
import { useNavigate } from 'react-router';
import { reportFormError } from '../../../components/form/apply-server-errors';
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
  const isSubmitting = form.formState.isSubmitting;

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await deactivate.mutateAsync(values);
    } catch (err) {
      // A wrong password comes as fields.password and lands on the field.
      reportFormError(err, form.setError, ['password'], 'Не удалось прекратить работу с платформой, попробуйте позже');
      return;
    }
    // The server has ended this session too: only the local state is left to drop.
    notify.success('Работа компании на платформе прекращена. Все сеансы завершены');
    await unsubscribePush();
    await endLocalSession(queryClient, async () => {
      await navigate('/login', { replace: true });
    });
  });

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby="company-deactivation-title"
      aria-describedby="company-deactivation-warning"
      maxWidth="sm"
      fullWidth
    >
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id="company-deactivation-title">Прекратить работу с платформой?</DialogTitle>
        <DialogContent>
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
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            Отменить
          </Button>
          <Button type="submit" variant="contained" color="error" loading={isSubmitting}>
            Прекратить работу
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
