import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components/page-title';
import { APP_NAME, LOGIN_LINKS, LOGIN_TEXTS } from '../../../lib/login-texts';
import { AuthLinks } from '../components/auth-links';
import { LoginForm } from '../components/login-form';

/** /login has no layout (SPEC §2): the page is its own frame. The public page draws the same (src/public/login/). */
export function LoginPage() {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, md: 5 } }}>
        <Typography color="primary" sx={{ fontWeight: 600, mb: 1 }}>
          {APP_NAME}
        </Typography>
        <PageTitle>{LOGIN_TEXTS.title}</PageTitle>
        <LoginForm />
        <AuthLinks links={LOGIN_LINKS} />
      </Paper>
    </Box>
  );
}
