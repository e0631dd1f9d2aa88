import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { PageTitle } from '../../../components/page-title';
import { takeLoginNotice } from '../../../lib/login-notice';
import { APP_NAME, LOGIN_LINKS, LOGIN_TEXTS } from '../../../lib/login-texts';
import { notify } from '../../../lib/toast';
import { AuthLinks } from '../components/auth-links';
import { LoginForm } from '../components/login-form';

/** /login has no layout (SPEC §2): the page is its own frame. The public page draws the same (src/public/login/). */
export function LoginPage() {
  // A public page's flow that ended with a page load here (lib/login-notice.ts) says its line as the app's toast.
  useEffect(() => {
    const notice = takeLoginNotice();
    if (notice) notify.success(notice);
  }, []);
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
