import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import { useBalance } from '../../../lib/balance';
import { formatMoney } from '../../../lib/format';

/** Where the header's balance leads: the company's balance page (top-up, operations). */
export const BALANCE_PAGE = '/profile/balance';

/**
 * The company's available balance in the desktop header (issue 24.8, docs/decisions/balance.md): asked again
 * every 10 s like the balance page (`useBalance`), so a top-up credited by the statement shows without a reload.
 * A link to the balance page. Rendered for a company (role `user`) only; nothing until the first answer.
 */
export function HeaderBalance() {
  const balance = useBalance();
  if (!balance.data) return null;
  const amount = formatMoney(balance.data.available);
  return (
    <Button
      component={RouterLink}
      to={BALANCE_PAGE}
      color="inherit"
      variant="text"
      aria-label={`Баланс: ${amount}`}
      title="Доступно для выплат — открыть страницу баланса"
      sx={{ flexDirection: 'column', alignItems: 'flex-end', lineHeight: 1.2, py: 0.5, textTransform: 'none' }}
    >
      <Box component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>
        Баланс
      </Box>
      <Box component="span" sx={{ typography: 'subtitle2', whiteSpace: 'nowrap' }} data-testid="header-balance">
        {amount}
      </Box>
    </Button>
  );
}

/** What the menu gives its items: the click that closes it, and the first item's focus (MUI MenuList). */
type BalanceMenuItemProps = { onClick: () => void; autoFocus?: boolean; tabIndex?: number };

/**
 * The same balance in the phone's user menu: the 74 px header has no room beside the logo, the chat and the
 * bell. A MenuItem always (the menu's keyboard focus needs one), its amount once known.
 */
export function BalanceMenuItem(props: BalanceMenuItemProps) {
  const balance = useBalance();
  const amount = balance.data ? formatMoney(balance.data.available) : null;
  return (
    <MenuItem {...props} component={RouterLink} to={BALANCE_PAGE}>
      {amount ? `Баланс: ${amount}` : 'Баланс'}
    </MenuItem>
  );
}
