import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components/page-title';
import { ActiveSessions } from '../components/active-sessions';
import { ChangePasswordForm } from '../components/change-password-form';

/** /profile/security and /employee/profile/security: password and sessions, the same for both roles. */
export function SecurityPage() {
  return (
    <>
      <PageTitle level={2}>Безопасность</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Смена пароля для входа на платформу.
      </Typography>
      <ChangePasswordForm />
      <Typography variant="h3" component="h3" sx={{ mt: 5, mb: 1 }}>
        Активные сеансы
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Устройства, на которых выполнен вход. Завершите сеанс, если не узнаёте устройство, и смените пароль.
      </Typography>
      <ActiveSessions />
    </>
  );
}
