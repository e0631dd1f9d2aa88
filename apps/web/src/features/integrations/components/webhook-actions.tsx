import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { WebhookEndpoint } from '@vyplaty/contracts';
import { useState } from 'react';
import { MoreVertIcon } from './more-vert-icon';

/** What the owner may do with an endpoint. */
export type WebhookActionHandlers = {
  onEdit: (endpoint: WebhookEndpoint) => void;
  onPause: (endpoint: WebhookEndpoint) => void;
  onResume: (endpoint: WebhookEndpoint) => void;
  onPing: (endpoint: WebhookEndpoint) => void;
  onShowSecret: (endpoint: WebhookEndpoint) => void;
  onRemove: (endpoint: WebhookEndpoint) => void;
};

/** The ⋮ menu of one endpoint: edit, pause or resume, «Проверить» (a test event), the secret again, delete. */
export function WebhookActions({ endpoint, actions }: { endpoint: WebhookEndpoint; actions: WebhookActionHandlers }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: (endpoint: WebhookEndpoint) => void) => () => {
    setAnchor(null);
    action(endpoint);
  };
  return (
    <>
      <IconButton
        aria-label={`Действия: ${endpoint.description || endpoint.url}`}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={choose(actions.onEdit)}>Изменить</MenuItem>
        {endpoint.status === 'ACTIVE' ? (
          <MenuItem onClick={choose(actions.onPause)}>Приостановить</MenuItem>
        ) : (
          <MenuItem onClick={choose(actions.onResume)}>Возобновить</MenuItem>
        )}
        <MenuItem onClick={choose(actions.onPing)}>Проверить</MenuItem>
        <MenuItem onClick={choose(actions.onShowSecret)}>Показать секрет</MenuItem>
        <MenuItem onClick={choose(actions.onRemove)} sx={{ color: 'error.main' }}>
          Удалить
        </MenuItem>
      </Menu>
    </>
  );
}
