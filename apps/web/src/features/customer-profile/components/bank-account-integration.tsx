import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BankAccount } from '@vyplaty/contracts';
import { INTEGRATION_NAMES, INTEGRATION_STATUS_COLORS, INTEGRATION_STATUS_NAMES } from './bank-account-labels';

/** The bank integration of an account and its status, or 'Не подключена'. */
export function BankAccountIntegration({ account }: { account: BankAccount }) {
  if (!account.integration) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        Не подключена
      </Typography>
    );
  }
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{INTEGRATION_NAMES[account.integration]}</Typography>
      {account.integration_status && (
        <Chip
          size="small"
          label={INTEGRATION_STATUS_NAMES[account.integration_status]}
          color={INTEGRATION_STATUS_COLORS[account.integration_status]}
        />
      )}
    </Stack>
  );
}
