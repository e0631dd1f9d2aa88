import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { CompanyUser } from '@vyplaty/contracts';
import { useState } from 'react';
import { icon } from '../../../components/icons';

const MoreVertIcon = icon(
  'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2',
  'MoreVertIcon',
);

/** What the owner may do with a colleague's login. */
export type UserActionHandlers = {
  onChangeRole: (user: CompanyUser) => void;
  onBlock: (user: CompanyUser) => void;
  onUnblock: (user: CompanyUser) => void;
  onResend: (user: CompanyUser) => void;
  onRemove: (user: CompanyUser) => void;
};

/**
 * The ⋮ menu of one login: the role, block or unblock, the invite again (a waiting or declined one), remove. The owner's
 * own login has none — the server refuses them too (the company would lose its last owner).
 */
export function UserActions({ user, actions }: { user: CompanyUser; actions: UserActionHandlers }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (user.is_me) return null;
  const choose = (action: (user: CompanyUser) => void) => () => {
    setAnchor(null);
    action(user);
  };
  return (
    <>
      <IconButton
        aria-label={`Действия: ${user.full_name}`}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={choose(actions.onChangeRole)}>Изменить роль</MenuItem>
        {(user.status === 'PENDING' || user.status === 'DECLINED') && (
          <MenuItem onClick={choose(actions.onResend)}>Отправить приглашение ещё раз</MenuItem>
        )}
        {user.status === 'ACTIVE' && <MenuItem onClick={choose(actions.onBlock)}>Заблокировать</MenuItem>}
        {user.status === 'BLOCKED' && <MenuItem onClick={choose(actions.onUnblock)}>Разблокировать</MenuItem>}
        <MenuItem onClick={choose(actions.onRemove)} sx={{ color: 'error.main' }}>
          Удалить
        </MenuItem>
      </Menu>
    </>
  );
}
