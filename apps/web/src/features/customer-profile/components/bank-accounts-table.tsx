import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { BankAccountActions, type BankAccountListProps } from './bank-account-actions';
import { BankAccountIntegration } from './bank-account-integration';
import { ACCOUNT_TYPE_NAMES } from './bank-account-labels';

const digits = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The company's accounts on a wide screen: bank, БИК, number, type, integration, the row menu. */
export function BankAccountsTable({ accounts, ...actions }: BankAccountListProps) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Счета компании">
        <TableHead>
          <TableRow>
            <TableCell>Банк</TableCell>
            <TableCell>БИК</TableCell>
            <TableCell>Расчётный счёт</TableCell>
            <TableCell>Тип</TableCell>
            <TableCell>Интеграция</TableCell>
            <TableCell padding="checkbox" aria-label="Действия" />
          </TableRow>
        </TableHead>
        <TableBody>
          {accounts.map((account) => (
            <TableRow key={account.id}>
              <TableCell>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <span>{account.bank_name}</span>
                  {account.is_default && <Chip label="Основной" color="primary" size="small" />}
                </Stack>
              </TableCell>
              <TableCell sx={digits}>{account.bik}</TableCell>
              <TableCell sx={digits}>{account.account_number}</TableCell>
              <TableCell>{ACCOUNT_TYPE_NAMES[account.account_type]}</TableCell>
              <TableCell>
                <BankAccountIntegration account={account} />
              </TableCell>
              <TableCell padding="checkbox">
                <BankAccountActions account={account} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
