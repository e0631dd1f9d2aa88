import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LoginPage } from '../features/auth/pages/login-page';
import { prerenderTheme } from './prerender-theme';

/**
 * /login as HTML, rendered once at build time (vite-plugins/route-shells.ts) so a visitor's phone draws the
 * form from the page itself instead of after ~300 KiB of script. Emotion writes each component's styles
 * as a <style data-emotion> beside it; in the browser its cache moves them into <head> and does not
 * insert them again, and the app then renders the same page over this copy (main.tsx).
 */
export function render(): string {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <ThemeProvider theme={prerenderTheme()}>
        <CssBaseline />
        <MemoryRouter initialEntries={['/login']}>
          <LoginPage />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}
