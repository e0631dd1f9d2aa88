import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BankAccountActions, type BankAccountListProps } from './bank-account-actions';
import { BankAccountIntegration } from './bank-account-integration';
import { ACCOUNT_TYPE_NAMES } from './bank-account-labels';

/** The company's accounts on a narrow screen: one card each instead of a table that would scroll sideways. */
export function BankAccountCards({ accounts, ...actions }: BankAccountListProps) {
  return (
    <Stack component="ul" aria-label="Счета компании" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {accounts.map((account) => (
        <Paper component="li" variant="outlined" key={account.id} sx={{ p: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Stack spacing={0.5} sx={{ minWidth: 0 }}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 500 }}>{account.bank_name}</Typography>
                {account.is_default && <Chip label="Основной" color="primary" size="small" />}
              </Stack>
              <Typography sx={{ fontVariantNumeric: 'tabular-nums', wordBreak: 'break-all' }}>
                {account.account_number}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                БИК {account.bik} · {ACCOUNT_TYPE_NAMES[account.account_type]}
              </Typography>
              <BankAccountIntegration account={account} />
            </Stack>
            <BankAccountActions account={account} {...actions} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
