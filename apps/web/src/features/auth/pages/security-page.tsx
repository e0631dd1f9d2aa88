import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMatch } from 'react-router';
import { CertificatesSection } from '../../../components/kep-certificates';
import { PageTitle } from '../../../components/page-title';
import { ActiveSessions } from '../components/active-sessions';
import { ChangePasswordForm } from '../components/change-password-form';
import { CompanyDeactivation } from '../components/company-deactivation';

/**
 * /profile/security and /employee/profile/security: password and sessions, the same for both roles; a
 * customer also keeps the company's КЭП certificates here (docs/decisions/kep-browser.md) and can stop
 * the company's work on the platform.
 */
export function SecurityPage() {
  // The customer's copy of the page lives under /profile (guarded for role user). Reading the role from the
  // session query instead would re-render this page when deactivation ends the session, and refetch the
  // sessions list with a dead cookie before the login page has replaced it.
  const isCustomer = useMatch({ path: '/profile', end: false }) !== null;
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
      {isCustomer && (
        <Box sx={{ mt: 5 }}>
          <CertificatesSection hint="Сертификаты, которыми компания подписывает документы КЭП: руководителя (с ИНН и ОГРН компании) или ответственного лица с машиночитаемой доверенностью (МЧД)." />
        </Box>
      )}
      {isCustomer && <CompanyDeactivation />}
    </>
  );
}
