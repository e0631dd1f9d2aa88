import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ApiKey } from '@vyplaty/contracts';
import { useState } from 'react';
import { MoreVertIcon } from './more-vert-icon';

export type ApiKeyActionHandlers = {
  onEdit: (key: ApiKey) => void;
  onRotate: (key: ApiKey) => void;
  onRevoke: (key: ApiKey) => void;
};

/** The ⋮ menu of a working key; a revoked or expired one has nothing left to do (the server refuses it too). */
export function ApiKeyActions({ apiKey, actions }: { apiKey: ApiKey; actions: ApiKeyActionHandlers }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (apiKey.status !== 'ACTIVE') return null;
  const choose = (action: (key: ApiKey) => void) => () => {
    setAnchor(null);
    action(apiKey);
  };
  return (
    <>
      <IconButton
        aria-label={`Действия: ${apiKey.name}`}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={choose(actions.onEdit)}>Изменить</MenuItem>
        <MenuItem onClick={choose(actions.onRotate)}>Заменить секрет</MenuItem>
        <MenuItem onClick={choose(actions.onRevoke)} sx={{ color: 'error.main' }}>
          Отозвать
        </MenuItem>
      </Menu>
    </>
  );
}
