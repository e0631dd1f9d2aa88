import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import type { ReactNode } from 'react';
import { theme } from '../theme/theme';
import { ToastOutlet } from './toast-outlet';

dayjs.locale('ru');

type AppProvidersProps = { queryClient: QueryClient; children: ReactNode };

/** Cache, theme, Russian locale for dates and pickers, and the toast outlet. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ru">
          {children}
          <ToastOutlet />
        </LocalizationProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
