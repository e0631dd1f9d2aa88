import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { AuthLinks } from '../components/auth-links';

const LINKS = [
  { to: '/login', text: 'Вернуться ко входу' },
  { to: '/reset-password', text: 'Отправить ещё раз' },
] as const;

export function CheckEmailPage() {
  const state = useLocation().state as { email?: string } | null;
  const address = state?.email ? <strong>{state.email}</strong> : 'указанный адрес';
  return (
    <>
      <PageTitle>Проверьте почту</PageTitle>
      <Typography sx={{ mb: 2 }}>
        Если {address} зарегистрирован на платформе, мы отправили на него письмо со ссылкой для восстановления пароля.
      </Typography>
      <Typography color="text.secondary">
        Письмо может прийти в течение нескольких минут. Если его нет, проверьте папку «Спам».
      </Typography>
      <AuthLinks links={LINKS} />
    </>
  );
}
