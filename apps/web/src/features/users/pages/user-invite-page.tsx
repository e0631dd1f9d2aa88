import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CompanyUserInviteInfo } from '@vyplaty/contracts';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { formatMoscowDateTime } from '../../../lib/format';
import { getErrorStatus } from '../../../lib/http';
import {
  DEAD_USER_INVITE_STATUSES,
  declinedLine,
  invitesLine,
  personLine,
  roleLine,
  setPasswordLine,
  USER_INVITE_TEXTS,
  validUntilLine,
} from '../../../lib/user-invite-texts';
import { useUserInvite } from '../api/user-invite-link';
import { AcceptInviteForm } from '../components/accept-invite-form';
import { DeclineInviteDialog } from '../components/decline-invite-dialog';

/**
 * /invite/user/{token}: what a colleague opens from the owner's letter (issue 28). It says who invites them,
 * to which company and with which role; they set a password to accept, or decline. Open to anyone.
 */
export function UserInvitePage() {
  const { token = '' } = useParams();
  const invite = useUserInvite(token);
  return (
    <>
      <PageTitle>{USER_INVITE_TEXTS.title}</PageTitle>
      {invite.isPending && <PageLoader />}
      {invite.isError &&
        (DEAD_USER_INVITE_STATUSES.includes(getErrorStatus(invite.error)) ? (
          <Alert severity="warning">{USER_INVITE_TEXTS.deadLink}</Alert>
        ) : (
          <QueryRetryPanel query={invite} failureText={USER_INVITE_TEXTS.openFailed} />
        ))}
      {invite.data && <Invitation token={token} invite={invite.data} />}
    </>
  );
}

function Invitation({ token, invite }: { token: string; invite: CompanyUserInviteInfo }) {
  const [isDeclining, setIsDeclining] = useState(false);
  const [isDeclined, setIsDeclined] = useState(false);
  if (isDeclined) {
    return <Alert severity="info">{declinedLine(invite.organisation_name)}</Alert>;
  }
  return (
    <Stack spacing={3}>
      <Typography variant="h6" component="p">
        {invitesLine(invite)}
      </Typography>
      <Stack spacing={0.5}>
        <Typography>{personLine(invite)}</Typography>
        <Typography>{roleLine(invite)}</Typography>
        <Typography color="text.secondary">{validUntilLine(formatMoscowDateTime(invite.expires_at))}</Typography>
      </Stack>
      <Typography color="text.secondary">{setPasswordLine(invite.email)}</Typography>
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
