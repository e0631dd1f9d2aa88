import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { appTheme } from '../theme/theme';
import { ToastOutlet } from './toast-outlet';

type AppProvidersProps = { queryClient: QueryClient; children: ReactNode };

/** Cache, theme and the toast outlet. Date pickers bring their own Russian adapter (components/date-picker). */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={appTheme()}>
        <CssBaseline />
        {children}
        <ToastOutlet />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
