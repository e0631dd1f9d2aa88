import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FnsAccountStatus } from '@vyplaty/contracts';
import { formatDateTime, formatMoney } from '../../../lib/format';

const FIGURES = [
  { key: 'bonus_amount', label: 'Бонусный счёт' },
  { key: 'unpaid_amount', label: 'Начислено к уплате' },
  { key: 'debt_amount', label: 'Задолженность' },
] as const;

/** The «Мой налог» personal account in three figures; a dash until FNS has answered for the first time. */
export function FnsAccountFigures({ status }: { status: FnsAccountStatus }) {
  return (
    <Stack spacing={2}>
      {status.error_message && <Alert severity="error">{status.error_message}</Alert>}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, m: 0 }}
      >
        {FIGURES.map((figure) => {
          const amount = status[figure.key];
          return (
            <Paper key={figure.key} variant="outlined" sx={{ p: 2 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {figure.label}
              </Typography>
              <Typography component="dd" variant="h5" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
                {amount === null ? '—' : formatMoney(amount)}
              </Typography>
            </Paper>
          );
        })}
      </Box>
      {status.refreshing ? (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            Запрашиваем данные в ФНС…
          </Typography>
          <LinearProgress aria-label="Запрашиваем данные в ФНС" />
        </Stack>
      ) : (
        status.checked_at && (
          <Typography variant="body2" color="text.secondary">
            Обновлено {formatDateTime(status.checked_at)}
          </Typography>
        )
      )}
    </Stack>
  );
}
