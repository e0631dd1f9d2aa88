import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FNS_PERMISSION_LABELS, type FnsConnection } from '@vyplaty/contracts';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { FnsUnbindDialog } from './fns-unbind-dialog';

/** Connected: since when, the rights granted in «Мой налог», the ones still missing, and disconnecting. */
export function FnsBound({ connection }: { connection: FnsConnection }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const missing = connection.missing_permissions.map((code) => FNS_PERMISSION_LABELS[code]);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack spacing={0.5}>
        <Typography variant="h6" component="h3">
          Платформа подключена
        </Typography>
        {connection.bound_at && (
          <Typography color="text.secondary">Подключена {formatDateTime(connection.bound_at)}</Typography>
        )}
      </Stack>
      {missing.length > 0 && (
        <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
          Не хватает прав: {missing.join(', ')}. Выдайте их в «Мой налог» → «Партнёры».
        </Alert>
      )}
      <Stack spacing={0.5}>
        <Typography id="fns-permissions-title" sx={{ fontWeight: 500 }}>
          Выданные права
        </Typography>
        {connection.permissions.length > 0 ? (
          <Stack component="ul" aria-labelledby="fns-permissions-title" spacing={0.5} sx={{ m: 0, pl: 3 }}>
            {connection.permissions.map((code) => (
              <li key={code}>{FNS_PERMISSION_LABELS[code]}</li>
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">Права не выданы</Typography>
        )}
      </Stack>
      <Button color="error" variant="outlined" onClick={() => setIsConfirming(true)}>
        Отключить платформу
      </Button>
      <FnsUnbindDialog open={isConfirming} onClose={() => setIsConfirming(false)} />
    </Stack>
  );
}
