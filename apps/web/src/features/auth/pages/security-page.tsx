import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components/page-title';
import { ChangePasswordForm } from '../components/change-password-form';

/** /profile/security and /employee/profile/security: both roles change the password the same way. */
export function SecurityPage() {
  return (
    <>
      <PageTitle level={2}>Безопасность</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Смена пароля для входа на платформу.
      </Typography>
      <ChangePasswordForm />
    </>
  );
}
