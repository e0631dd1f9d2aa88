import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SberBoundAccount } from '@vyplaty/contracts';

/** The company's settlement account the nominal account is bound to. */
export function SberAccountSummary({ account, label }: { account: SberBoundAccount; label: string }) {
  return (
    <Stack spacing={0.5} aria-label={label} role="group">
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 500 }}>{account.bank_name}</Typography>
      <Typography variant="body2">
        БИК {account.bik}, р/с {account.account_number}
      </Typography>
    </Stack>
  );
}
