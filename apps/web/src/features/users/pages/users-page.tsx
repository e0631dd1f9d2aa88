import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { CompanyUser } from '@vyplaty/contracts';
import { useState } from 'react';
import { DeleteDialog } from '../../../components/delete-dialog';
import { ListBody } from '../../../components/list-body/list-body';
import { ListPage } from '../../../components/list-page';
import { PageTitle } from '../../../components/page-title';
import { errorMessage } from '../../../lib/http';
import { useAuthMe } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { type CompanyUserChange, useChangeCompanyUser } from '../api/change-company-user';
import { useCompanyUsers } from '../api/get-company-users';
import { InviteUserDialog } from '../components/invite-user-dialog';
import { RoleDialog } from '../components/role-dialog';
import type { UserActionHandlers } from '../components/user-actions';
import { UsersCards, UsersTable } from '../components/users-views';

const DONE_TEXTS: Readonly<Record<Exclude<CompanyUserChange['action'], 'update' | 'remove'>, string>> = {
  block: 'Пользователь заблокирован',
  unblock: 'Пользователь разблокирован',
  resend: 'Приглашение отправлено ещё раз',
};

/**
 * /users — the company's own logins (issue 28; docs/decisions/company-users-web.md): who they are, their role
 * and status, who invited them; the owner invites, changes roles, blocks and removes. The API shows the list
 * to an owner only, so another role gets a note instead of a refusal.
 */
export function UsersPage() {
  // An older session answer has no member_role: the company's only login then, its owner (contracts' authMe).
  const isOwner = (useAuthMe().data?.member_role ?? 'OWNER') === 'OWNER';
  if (!isOwner) {
    return (
      <>
        <PageTitle>Пользователи</PageTitle>
        <Alert severity="info">
          Пользователей компании видит и приглашает только владелец учётной записи компании. Если коллеге нужен доступ
          или другая роль, обратитесь к нему.
        </Alert>
      </>
    );
  }
  return <OwnerUsersList />;
}

function OwnerUsersList() {
  const users = useCompanyUsers();
  const change = useChangeCompanyUser();
  const [isInviting, setIsInviting] = useState(false);
  const [roleOf, setRoleOf] = useState<CompanyUser | null>(null);
  const [removing, setRemoving] = useState<CompanyUser | null>(null);

  const run = (action: keyof typeof DONE_TEXTS) => async (user: CompanyUser) => {
    try {
      await change.mutateAsync({ id: user.id, action });
      notify.success(DONE_TEXTS[action]);
    } catch (err) {
      notify.error(errorMessage(err, 'Не удалось выполнить действие'));
    }
  };
  const actions: UserActionHandlers = {
    onChangeRole: setRoleOf,
    onBlock: run('block'),
    onUnblock: run('unblock'),
    onResend: run('resend'),
    onRemove: setRemoving,
  };
  const items = users.data?.items ?? [];

  return (
    <ListPage
      title="Пользователи"
      actions={
        <Button variant="contained" onClick={() => setIsInviting(true)}>
          Пригласить пользователя
        </Button>
      }
    >
      <ListBody
        query={users}
        count={users.data?.totalCount ?? 0}
        failureText="Не удалось загрузить пользователей"
        emptyText="Пользователей пока нет"
        table={<UsersTable items={items} actions={actions} />}
        cards={<UsersCards items={items} actions={actions} />}
      />
      {isInviting && <InviteUserDialog onClose={() => setIsInviting(false)} />}
      {roleOf && <RoleDialog user={roleOf} onClose={() => setRoleOf(null)} />}
      <DeleteDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        onDelete={() => change.mutateAsync({ id: removing?.id ?? '', action: 'remove' })}
        onDeleted={() => notify.success('Пользователь удалён')}
      />
    </ListPage>
  );
}
