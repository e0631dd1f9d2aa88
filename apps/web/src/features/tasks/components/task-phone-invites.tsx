import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TaskPhoneInvite } from '@vyplaty/contracts';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { cancelTaskPhoneInvite, maskPhone, useTaskPhoneInvites } from '../api/task-phone-invite-calls';
import { useTaskChanged } from '../api/task-queries';

function PendingRow({ taskId, invite }: { taskId: string; invite: TaskPhoneInvite }) {
  const [isCanceling, setIsCanceling] = useState(false);
  const changed = useTaskChanged();
  const cancel = async () => {
    setIsCanceling(true);
    try {
      notify.success((await cancelTaskPhoneInvite(taskId, invite.id)).message);
      changed();
    } catch (error) {
      notify.error(errorMessage(error, 'Не удалось отменить приглашение'));
    } finally {
      setIsCanceling(false);
    }
  };
  return (
    <Stack component="li" direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <Typography>
        {maskPhone(invite.phone)}
        <Typography component="span" variant="body2" color="text.secondary">
          {` · приглашён ${formatDate(invite.created_at)}`}
        </Typography>
      </Typography>
      <Button size="small" onClick={() => void cancel()} disabled={isCanceling}>
        Отменить
      </Button>
    </Stack>
  );
}

/**
 * The people invited onto the task by phone who have not joined the company yet (PENDING): they land on the
 * task once they accept the company's invite. Hidden when there are none (or the list cannot be read).
 */
export function TaskPhoneInvites({ taskId }: { taskId: string }) {
  const query = useTaskPhoneInvites(taskId);
  const pending = query.data?.items.filter((i) => i.status === 'PENDING') ?? [];
  if (pending.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="task-phone-invites-title" sx={{ p: 2 }}>
      <Typography id="task-phone-invites-title" variant="subtitle1" component="h3">
        Ждут приглашения в компанию
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Появятся в задании, когда примут приглашение по СМС
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {pending.map((invite) => (
          <PendingRow key={invite.id} taskId={taskId} invite={invite} />
        ))}
      </Stack>
    </Paper>
  );
}
