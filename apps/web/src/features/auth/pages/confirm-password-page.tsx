import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLoaderData } from 'react-router';
import { CheckCircleIcon } from '../../../components/icons';
import { PageTitle } from '../../../components/page-title';
import { AuthLinks } from '../components/auth-links';
import type { ConfirmEmailResult } from './confirm-password-loader';

export function ConfirmPasswordPage() {
  const result = useLoaderData<ConfirmEmailResult>();

  if (result.status === 'confirmed') {
    return (
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 48 }} />
        <PageTitle>E-mail подтверждён</PageTitle>
        <Button component={RouterLink} to="/" variant="contained">
          Продолжить
        </Button>
      </Stack>
    );
  }

  if (result.status === 'failed') {
    return (
      <>
        <PageTitle>Не удалось подтвердить e-mail</PageTitle>
        <Alert severity="error" sx={{ mb: 2 }}>
          {result.message}
        </Alert>
        <Typography color="text.secondary">
          Ссылка могла устареть или уже использоваться. Войдите и запросите новое письмо на шаге «Подтверждение e-mail».
        </Typography>
        <AuthLinks links={[{ to: '/customer-complete-registration/email-confirm', text: 'Запросить новое письмо' }]} />
      </>
    );
  }

  return (
    <>
      <PageTitle>Подтверждение e-mail</PageTitle>
      <Typography>
        Чтобы подтвердить e-mail, перейдите по ссылке из письма, которое мы отправили после регистрации. Эта страница
        открывается по ссылке из письма.
      </Typography>
      <AuthLinks
        links={[
          { to: '/login', text: 'Войти' },
          { to: '/help', text: 'Помощь' },
        ]}
      />
    </>
  );
}
