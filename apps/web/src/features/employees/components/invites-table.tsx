import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { EMPLOYEE_KIND_LABELS, type Invite } from '@vyplaty/contracts';
import { Link } from 'react-router';
import { CopyButton } from '../../../components/copy-button';
import { formatDate } from '../../../lib/format';
import { InviteStatusChip, invitePeopleSummary } from './invite-labels';

export type InvitesTableProps = {
  items: Invite[];
  direction: 'ASC' | 'DESC';
  onSort: () => void;
  onReject: (id: string) => void;
};

/** The company's invites: date, whom, kind, status, how many accepted, and the row's actions. */
export function InvitesTable({ items, direction, onSort, onReject }: InvitesTableProps) {
  return (
    <TableContainer>
      <Table aria-label="Приглашения" size="small">
        <TableHead>
          <TableRow>
            <TableCell sortDirection={direction === 'ASC' ? 'asc' : 'desc'}>
              <TableSortLabel active direction={direction === 'ASC' ? 'asc' : 'desc'} onClick={onSort}>
                Добавлено
              </TableSortLabel>
            </TableCell>
            <TableCell>Кого приглашают</TableCell>
            <TableCell>Тип исполнителя</TableCell>
            <TableCell>Статус</TableCell>
            <TableCell>Приняли</TableCell>
            <TableCell align="right">Действия</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((invite) => (
            <TableRow key={invite.id} hover>
              <TableCell>{formatDate(invite.added_at)}</TableCell>
              <TableCell>{invitePeopleSummary(invite.employees)}</TableCell>
              <TableCell>{EMPLOYEE_KIND_LABELS[invite.kind]}</TableCell>
              <TableCell>
                <InviteStatusChip status={invite.status} />
              </TableCell>
              <TableCell>
                {`${invite.employees.filter((p) => p.action === 'CONFIRM').length} из ${invite.employees.length}`}
              </TableCell>
              <TableCell align="right">
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
                  {invite.link_url && <CopyButton text={invite.link_url} label="Скопировать ссылку" />}
                  <Button size="small" component={Link} to={`/employees/invite/${invite.id}`}>
                    Открыть
                  </Button>
                  {invite.status === 'PUBLISH' && (
                    <Button size="small" color="error" onClick={() => onReject(invite.id)}>
                      Отозвать
                    </Button>
                  )}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
