import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FnsConnection } from '@vyplaty/contracts';
import { formatDateTime, formatPhone } from '../../../lib/format';

/** The request waits for the contractor in «Мой налог»; the page asks again until it is answered. */
export function FnsAwaitBind({ connection }: { connection: FnsConnection }) {
  const sentBy =
    connection.by === 'INN' && connection.inn
      ? `по ИНН ${connection.inn}`
      : `по номеру телефона ${formatPhone(connection.phone)}`;
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h3">
        Запрос отправлен в «Мой налог»
      </Typography>
      <Typography color="text.secondary">
        Запрос {sentBy}
        {connection.requested_at ? ` отправлен ${formatDateTime(connection.requested_at)}` : ''}. Подтвердите его:
      </Typography>
      <Stack component="ol" aria-label="Как подтвердить запрос" spacing={0.5} sx={{ m: 0, pl: 3 }}>
        <li>Откройте приложение «Мой налог».</li>
        <li>Перейдите в «Прочее» → «Партнёры».</li>
        <li>Подтвердите запрос платформы «Выплаты и документы».</li>
      </Stack>
      <Stack spacing={1}>
        <Typography variant="body2" color="text.secondary">
          Ждём подтверждения — страница обновится сама.
        </Typography>
        <LinearProgress aria-label="Ждём подтверждения в «Мой налог»" />
      </Stack>
    </Stack>
  );
}
