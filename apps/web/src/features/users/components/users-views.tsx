import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CompanyUser } from '@vyplaty/contracts';
import { DataCards } from '../../../components/data-table/data-cards';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { type UserActionHandlers, UserActions } from './user-actions';
import { invitedOf, inviteTermOf, roleOf, UserStatusChip } from './user-labels';

function Person({ user }: { user: CompanyUser }) {
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {user.full_name}
        </Typography>
        {user.is_me && <Chip size="small" label="Вы" />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {user.email ?? 'Вход по телефону'}
      </Typography>
    </>
  );
}

function Status({ user }: { user: CompanyUser }) {
  const term = inviteTermOf(user);
  return (
    <>
      <UserStatusChip status={user.status} />
      {term && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {term}
        </Typography>
      )}
    </>
  );
}

type ViewProps = { items: readonly CompanyUser[]; actions: UserActionHandlers };

const columnsOf = (actions: UserActionHandlers): DataTableColumn<CompanyUser>[] => [
  { id: 'person', header: 'Пользователь', cell: (u) => <Person user={u} /> },
  { id: 'role', header: 'Роль', cell: roleOf },
  { id: 'status', header: 'Статус', cell: (u) => <Status user={u} /> },
  { id: 'invited', header: 'Кто пригласил и когда (МСК)', cell: invitedOf, minTableWidth: 720 },
  { id: 'actions', header: '', isControl: true, cell: (u) => <UserActions user={u} actions={actions} /> },
];

export function UsersTable({ items, actions }: ViewProps) {
  return <DataTable label="Пользователи" rows={items} rowKey={(u) => u.id} columns={columnsOf(actions)} />;
}

export function UsersCards({ items, actions }: ViewProps) {
  return (
    <DataCards
      label="Пользователи"
      rows={items}
      rowKey={(u) => u.id}
      renderCard={(u) => (
        <Stack spacing={1}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <div>
              <Person user={u} />
            </div>
            <UserActions user={u} actions={actions} />
          </Stack>
          <Typography variant="body2">{roleOf(u)}</Typography>
          <Status user={u} />
          <Typography variant="body2" color="text.secondary">
            {`Кто пригласил и когда: ${invitedOf(u)} МСК`}
          </Typography>
        </Stack>
      )}
    />
  );
}
