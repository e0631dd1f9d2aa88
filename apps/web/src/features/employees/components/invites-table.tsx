import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { EMPLOYEE_KIND_LABELS, type Invite } from '@vyplaty/contracts';
import { Link, useNavigate } from 'react-router';
import { CopyButton } from '../../../components/copy-button';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatDate } from '../../../lib/format';
import { InviteStatusChip, invitePeopleSummary } from './invite-labels';

export type InvitesTableProps = {
  items: Invite[];
  direction: 'ASC' | 'DESC';
  onSort: () => void;
  onReject: (id: string) => void;
};

export const inviteAcceptedText = (invite: Invite) =>
  `${invite.employees.filter((p) => p.action === 'CONFIRM').length} из ${invite.employees.length}`;

export const invitePath = (invite: Invite) => `/employees/invite/${invite.id}`;

/** The row's own actions (kept out of the row click): copy the link, open, reject. */
export function InviteRowActions({ invite, onReject }: { invite: Invite; onReject: (id: string) => void }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
      {invite.link_url && <CopyButton text={invite.link_url} label="Скопировать ссылку" />}
      <Button size="small" component={Link} to={invitePath(invite)}>
        Открыть
      </Button>
      {invite.status === 'PUBLISH' && (
        <Button size="small" color="error" onClick={() => onReject(invite.id)}>
          Отозвать
        </Button>
      )}
    </Stack>
  );
}

/**
 * The company's invites on the one list table (docs/decisions/data-table.md): date, whom, kind, status,
 * how many accepted, the row's actions; a click on a row opens the invite's page (its record).
 */
export function InvitesTable({ items, direction, onSort, onReject }: InvitesTableProps) {
  const navigate = useNavigate();
  const columns: DataTableColumn<Invite, 'ADDED_AT'>[] = [
    {
      id: 'added',
      header: 'Добавлено',
      sortField: 'ADDED_AT',
      firstDirection: 'DESC',
      isFigure: true,
      cell: (invite) => formatDate(invite.added_at),
    },
    { id: 'people', header: 'Кого приглашают', cell: (invite) => invitePeopleSummary(invite.employees) },
    { id: 'kind', header: 'Тип исполнителя', minTableWidth: 900, cell: (invite) => EMPLOYEE_KIND_LABELS[invite.kind] },
    { id: 'status', header: 'Статус', cell: (invite) => <InviteStatusChip status={invite.status} /> },
    { id: 'accepted', header: 'Приняли', isFigure: true, cell: inviteAcceptedText },
    {
      id: 'actions',
      header: 'Действия',
      cell: (invite) => <InviteRowActions invite={invite} onReject={onReject} />,
    },
  ];
  return (
    <DataTable
      label="Приглашения"
      rows={items}
      rowKey={(invite) => invite.id}
      columns={columns}
      sort={{ field: 'ADDED_AT', direction }}
      onSort={onSort}
      onOpenRow={(invite) => void navigate(invitePath(invite))}
    />
  );
}
