import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EMPLOYEE_KIND_LABELS } from '@vyplaty/contracts';
import { useNavigate } from 'react-router';
import { DataCards } from '../../../components/data-table/data-cards';
import { formatDate } from '../../../lib/format';
import { InviteStatusChip, invitePeopleSummary } from './invite-labels';
import { InviteRowActions, type InvitesTableProps, inviteAcceptedText, invitePath } from './invites-table';

/** The company's invites on a narrow screen: one card each (tap opens the invite); the order is a choice above. */
export function InvitesCards({ items, direction, onSort, onReject }: InvitesTableProps) {
  const navigate = useNavigate();
  return (
    <Stack spacing={1.5} sx={{ p: 1.5 }}>
      <TextField
        select
        size="small"
        label="Порядок"
        value={direction}
        onChange={(e) => e.target.value !== direction && onSort()}
        sx={{ maxWidth: 220 }}
      >
        <MenuItem value="DESC">Сначала новые</MenuItem>
        <MenuItem value="ASC">Сначала давние</MenuItem>
      </TextField>
      <DataCards
        label="Приглашения"
        rows={items}
        rowKey={(invite) => invite.id}
        onOpenRow={(invite) => void navigate(invitePath(invite))}
        renderCard={(invite) => (
          <Stack spacing={1}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography color="text.secondary">{formatDate(invite.added_at)}</Typography>
              <InviteStatusChip status={invite.status} />
            </Stack>
            <Typography>{invitePeopleSummary(invite.employees)}</Typography>
            <Typography color="text.secondary">
              {`${EMPLOYEE_KIND_LABELS[invite.kind]} · приняли ${inviteAcceptedText(invite)}`}
            </Typography>
            <InviteRowActions invite={invite} onReject={onReject} />
          </Stack>
        )}
      />
    </Stack>
  );
}
