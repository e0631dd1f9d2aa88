import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { BankAccount } from '@vyplaty/contracts';
import { useState } from 'react';
import { icon } from '../../../components/icons';
import { describeAccount } from './bank-account-labels';

const MoreVertIcon = icon(
  'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2',
  'MoreVertIcon',
);

/** What the table and the mobile list share: the accounts and what can be done with each. */
export type BankAccountListProps = {
  accounts: BankAccount[];
  /** While a change is on its way, default and delete wait. */
  isBusy: boolean;
  onEdit: (account: BankAccount) => void;
  onDelete: (account: BankAccount) => void;
  onMakeDefault: (account: BankAccount) => void;
};

type BankAccountActionsProps = Omit<BankAccountListProps, 'accounts'> & { account: BankAccount };

/** The ⋮ menu of one account: make default (unless it is), edit, delete. */
export function BankAccountActions({ account, isBusy, onEdit, onDelete, onMakeDefault }: BankAccountActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: (account: BankAccount) => void) => () => {
    setAnchor(null);
    action(account);
  };
  return (
    <>
      <IconButton
        aria-label={`Действия со счётом: ${describeAccount(account)}`}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {!account.is_default && (
          <MenuItem onClick={choose(onMakeDefault)} disabled={isBusy}>
            Сделать основным
          </MenuItem>
        )}
        <MenuItem onClick={choose(onEdit)}>Изменить</MenuItem>
        <MenuItem onClick={choose(onDelete)} disabled={isBusy} sx={{ color: 'error.main' }}>
          Удалить
        </MenuItem>
      </Menu>
    </>
  );
}
