import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components/page-title';
import { AuthLinks } from '../components/auth-links';
import { LoginForm } from '../components/login-form';

const LOGIN_LINKS = [
  { to: '/login/register', text: 'Регистрация' },
  { to: '/reset-password', text: 'Забыли пароль?' },
  { to: '/help', text: 'Помощь' },
] as const;

/** /login has no layout (SPEC §2): the page is its own frame. */
export function LoginPage() {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, md: 5 } }}>
        <Typography color="primary" sx={{ fontWeight: 600, mb: 1 }}>
          Выплаты и документы
        </Typography>
        <PageTitle>Вход</PageTitle>
        <LoginForm />
        <AuthLinks links={LOGIN_LINKS} />
      </Paper>
    </Box>
  );
}
