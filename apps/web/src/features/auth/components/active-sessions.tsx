import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActiveSession } from '@vyplaty/contracts';
import { Loader } from '../../../components/loader';
import { RetryPanel } from '../../../components/retry-panel';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { useActiveSessions, useEndSessions } from '../api/active-sessions';

/** Profile → security: where the account is logged in, and ending a session left on another device. */
export function ActiveSessions() {
  const sessions = useActiveSessions();
  const endSessions = useEndSessions();
  const end = (sessionId: string | null) =>
    endSessions.mutate(sessionId, {
      onSuccess: (ended) => notify.success(ended === 1 ? 'Сеанс завершён' : `Завершено сеансов: ${ended}`),
      onError: (err) => notify.error(errorMessage(err, 'Не удалось завершить сеанс')),
    });

  if (sessions.isPending) return <Loader />;
  if (sessions.isError)
    return (
      <RetryPanel error={sessions.error} onRetry={() => void sessions.refetch()} isRetrying={sessions.isFetching} />
    );
  const hasOthers = sessions.data.items.some((s) => !s.is_current);
  return (
    <Stack spacing={1}>
      <List aria-label="Активные сеансы" disablePadding>
        {sessions.data.items.map((session) => (
          <ListItem
            key={session.id}
            divider
            disableGutters
            secondaryAction={
              session.is_current ? (
                <Chip label="Этот сеанс" color="primary" size="small" />
              ) : (
                <Button
                  onClick={() => end(session.id)}
                  disabled={endSessions.isPending}
                  aria-label={`Завершить сеанс: ${session.device}`}
                >
                  Завершить
                </Button>
              )
            }
          >
            <ListItemText primary={session.device} secondary={describeSession(session)} />
          </ListItem>
        ))}
      </List>
      {hasOthers && (
        <div>
          <Button variant="outlined" color="error" onClick={() => end(null)} disabled={endSessions.isPending}>
            Завершить все другие сеансы
          </Button>
        </div>
      )}
      {!hasOthers && (
        <Typography color="text.secondary" variant="body2">
          Других активных сеансов нет.
        </Typography>
      )}
    </Stack>
  );
}

function describeSession(session: ActiveSession): string {
  const where = session.ip ? `IP ${session.ip}, ` : '';
  return `${where}вход ${formatDateTime(session.created_at)}, активность ${formatDateTime(session.last_used_at)}`;
}
