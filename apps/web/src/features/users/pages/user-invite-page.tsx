import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CompanyUserInviteInfo, MEMBER_ROLE_HINTS, MEMBER_ROLE_LABELS } from '@vyplaty/contracts';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { RetryPanel } from '../../../components/retry-panel';
import { formatMoscowDateTime } from '../../../lib/format';
import { errorMessage, getErrorStatus } from '../../../lib/http';
import { useUserInvite } from '../api/user-invite-link';
import { AcceptInviteForm } from '../components/accept-invite-form';
import { DeclineInviteDialog } from '../components/decline-invite-dialog';

/** An unknown, used, declined or expired link: the API answers 404 (or 400 for a malformed token, 410 if gone). */
const DEAD_LINK_STATUSES: readonly (number | null)[] = [400, 404, 410];

const DEAD_INVITE_TEXT =
  'Ссылка приглашения недействительна: она устарела, уже использована или приглашение отозвано. ' +
  'Попросите владельца учётной записи компании прислать новое приглашение.';

/**
 * /invite/user/{token}: what a colleague opens from the owner's letter (issue 28). It says who invites them,
 * to which company and with which role; they set a password to accept, or decline. Open to anyone.
 */
export function UserInvitePage() {
  const { token = '' } = useParams();
  const invite = useUserInvite(token);
  return (
    <>
      <PageTitle>Приглашение в кабинет компании</PageTitle>
      {invite.isPending && <PageLoader />}
      {invite.isError &&
        (DEAD_LINK_STATUSES.includes(getErrorStatus(invite.error)) ? (
          <Alert severity="warning">{DEAD_INVITE_TEXT}</Alert>
        ) : (
          <RetryPanel
            error={invite.error}
            message={errorMessage(invite.error, 'Не удалось открыть приглашение')}
            onRetry={() => void invite.refetch()}
            isRetrying={invite.isFetching}
          />
        ))}
      {invite.data && <Invitation token={token} invite={invite.data} />}
    </>
  );
}

function Invitation({ token, invite }: { token: string; invite: CompanyUserInviteInfo }) {
  const [isDeclining, setIsDeclining] = useState(false);
  const [isDeclined, setIsDeclined] = useState(false);
  if (isDeclined) {
    return (
      <Alert severity="info">Вы отклонили приглашение {invite.organisation_name}. Ссылка больше не действует.</Alert>
    );
  }
  const from = invite.invited_by_name
    ? `${invite.invited_by_name} из ${invite.organisation_name}`
    : invite.organisation_name;
  return (
    <Stack spacing={3}>
      <Typography variant="h6" component="p">
        {from} приглашает вас в кабинет компании
      </Typography>
      <Stack spacing={0.5}>
        <Typography>
          {invite.full_name}, {invite.email}
        </Typography>
        <Typography>
          Роль: {MEMBER_ROLE_LABELS[invite.role]} — {MEMBER_ROLE_HINTS[invite.role].toLowerCase()}
        </Typography>
        <Typography color="text.secondary">
          Ссылка действует до {formatMoscowDateTime(invite.expires_at)} (МСК)
        </Typography>
      </Stack>
      <Typography color="text.secondary">
        Задайте пароль: с ним и e-mail {invite.email} вы будете входить в кабинет компании.
      </Typography>
      <AcceptInviteForm token={token} email={invite.email} onDecline={() => setIsDeclining(true)} />
      {isDeclining && (
        <DeclineInviteDialog
          token={token}
          organisationName={invite.organisation_name}
          onClose={() => setIsDeclining(false)}
          onDeclined={() => {
            setIsDeclining(false);
            setIsDeclined(true);
          }}
        />
      )}
    </Stack>
  );
}
