import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { AuthMe } from '@vyplaty/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AccountIcon, LogoutIcon } from '../../../components/icons';
import { useLogout } from '../../../features/auth/api/logout';
import { BalanceMenuItem } from './header-balance';
import { useDisplayName } from './use-display-name';

type UserMenuProps = { session: AuthMe; isCompact?: boolean };

export function UserMenu({ session, isCompact = false }: UserMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const displayName = useDisplayName(session);
  const logout = useLogout();
  const label = displayName?.label ?? 'Профиль';

  const handleLogout = () => {
    setAnchor(null);
    void logout();
  };

  return (
    <>
      {isCompact ? (
        <IconButton aria-label={`Меню пользователя: ${label}`} onClick={(e) => setAnchor(e.currentTarget)}>
          <AccountIcon />
        </IconButton>
      ) : (
        <Button
          variant="text"
          color="inherit"
          startIcon={<AccountIcon />}
          aria-haspopup="menu"
          onClick={(e) => setAnchor(e.currentTarget)}
          title={displayName?.full}
        >
          {label}
        </Button>
      )}
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {/* A phone's header has no room for the desktop's balance and links: they live in this menu there. */}
        {isCompact && session.role === 'user' && <BalanceMenuItem onClick={() => setAnchor(null)} />}
        {isCompact && (
          <MenuItem component={RouterLink} to="/help" onClick={() => setAnchor(null)}>
            База знаний
          </MenuItem>
        )}
        {isCompact && session.role === 'user' && (
          <MenuItem component={RouterLink} to="/journal" onClick={() => setAnchor(null)}>
            Журнал
          </MenuItem>
        )}
        {isCompact &&
          session.role === 'user' &&
          session.is_verified &&
          (session.member_role ?? 'OWNER') === 'OWNER' && (
            <MenuItem component={RouterLink} to="/users" onClick={() => setAnchor(null)}>
              Пользователи
            </MenuItem>
          )}
        <MenuItem onClick={handleLogout}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Выйти
        </MenuItem>
      </Menu>
    </>
  );
}
