/** The bare login form of the stack's floor (build.mjs): MUI 9 with Emotion, nothing of the portal's. */
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, StrictMode } from 'react';
import type { RouteObject } from 'react-router';

const theme = createTheme();

export function Shell({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </StrictMode>
  );
}

export function LoginForm() {
  return (
    <Stack component="form" spacing={3} sx={{ maxWidth: 400, mx: 'auto', my: 5, p: 2 }}>
      <Typography variant="h4" component="h1">
        Вход
      </Typography>
      <TextField label="E-mail или телефон" autoComplete="username" />
      <TextField label="Пароль" type="password" autoComplete="current-password" />
      <Button type="submit" variant="contained" size="large">
        Войти
      </Button>
    </Stack>
  );
}

export const routes: RouteObject[] = [{ path: '*', element: <LoginForm /> }];
