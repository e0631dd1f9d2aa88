import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EMPLOYEE_KIND_LABELS } from '@vyplaty/contracts';
import { Link } from 'react-router';
import { CopyButton } from '../../../components/copy-button';
import { formatDate } from '../../../lib/format';
import { InviteStatusChip, invitePeopleSummary } from './invite-labels';
import type { InvitesTableProps } from './invites-table';

/** The company's invites on a narrow screen: one card each; the order is a choice above the cards. */
export function InvitesCards({ items, direction, onSort, onReject }: InvitesTableProps) {
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
      <Stack component="ul" aria-label="Приглашения" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((invite) => (
          <Paper component="li" variant="outlined" key={invite.id} sx={{ p: 2 }}>
            <Stack spacing={1}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography color="text.secondary">{formatDate(invite.added_at)}</Typography>
                <InviteStatusChip status={invite.status} />
              </Stack>
              <Typography>{invitePeopleSummary(invite.employees)}</Typography>
              <Typography color="text.secondary">
                {`${EMPLOYEE_KIND_LABELS[invite.kind]} · приняли ${invite.employees.filter((p) => p.action === 'CONFIRM').length} из ${invite.employees.length}`}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Button size="small" component={Link} to={`/employees/invite/${invite.id}`}>
                  Открыть
                </Button>
                {invite.link_url && <CopyButton text={invite.link_url} label="Скопировать ссылку" />}
                {invite.status === 'PUBLISH' && (
                  <Button size="small" color="error" onClick={() => onReject(invite.id)}>
                    Отозвать
                  </Button>
                )}
              </Stack>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
