import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Outlet } from 'react-router';
import { Logo } from './header/logo';

/** Registration, password recovery and e-mail confirmation: a centred card on a plain background. */
export function LoginRegisterLayout() {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        bgcolor: 'background.default',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: 2,
        py: { xs: 3, md: 6 },
        gap: 3,
      }}
    >
      <Logo />
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 520, p: { xs: 2.5, md: 4 } }}>
        <Outlet />
      </Paper>
    </Box>
  );
}
