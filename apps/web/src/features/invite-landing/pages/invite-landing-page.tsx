import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { INVITE_PERSON_PARAM, type InvitedPerson, type InviteLinkResponse } from '@vyplaty/contracts';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { FormerEmploymentFields } from '../../../components/former-employment/former-employment-fields';
import {
  FORMER_EMPLOYMENT_FORM_FIELDS,
  FORMER_EMPLOYMENT_NESTED_FIELDS,
  useFormerEmploymentForm,
} from '../../../components/former-employment/former-employment-form';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { errorMessage, getErrorStatus } from '../../../lib/http';
import { useInviteLink } from '../../../lib/invite-link';
import {
  INVITE_TEXTS,
  inviteDescription,
  invitedPersonNote,
  isDeadInviteLink,
  visitorInviteLinks,
} from '../../../lib/invite-texts';
import { useAuthMe } from '../../../lib/session';
import { useAcceptInvite } from '../api/accept-invite';

/**
 * /invite/{token}: what a contractor opens from the company's SMS. A visitor registers (the token
 * travels to the registration, which attaches them) or logs in and comes back; a logged-in
 * contractor accepts here. One contractor may work for several companies.
 */
export function InviteLandingPage() {
  const { token = '' } = useParams();
  // The link of a person's SMS carries their key: the page then shows what the company entered for them.
  const person = useSearchParams()[0].get(INVITE_PERSON_PARAM);
  const link = useInviteLink(token, person);

  return (
    <>
      <PageTitle>{INVITE_TEXTS.title}</PageTitle>
      {link.isPending && <PageLoader />}
      {link.isError &&
        (isDeadInviteLink(getErrorStatus(link.error)) ? (
          <Alert severity="warning">{INVITE_TEXTS.notFound}</Alert>
        ) : (
          <QueryRetryPanel query={link} failureText={INVITE_TEXTS.loadFailed} />
        ))}
      {link.data && <Invitation token={token} personKey={person} invite={link.data} />}
    </>
  );
}

type InvitationProps = { token: string; personKey: string | null; invite: InviteLinkResponse };

function Invitation({ token, personKey, invite }: InvitationProps) {
  const session = useAuthMe().data ?? null;
  return (
    <Stack spacing={3}>
      <Typography variant="h6" component="p">
        {INVITE_TEXTS.invites(invite.organisation_name)}
      </Typography>
      <Typography color="text.secondary">{inviteDescription(invite)}</Typography>
      {invite.person && !session && <InvitedPersonNote person={invite.person} />}
      {!session && <VisitorActions token={token} personKey={invite.person ? personKey : null} />}
      {session?.role === 'employee' && <AcceptAction token={token} isVerified={session.is_verified} />}
      {session?.role === 'user' && (
        <Alert severity="info">
          Приглашение предназначено исполнителю. Выйдите из учётной записи компании и откройте ссылку снова.
        </Alert>
      )}
    </Stack>
  );
}

function InvitedPersonNote({ person }: { person: InvitedPerson }) {
  const note = invitedPersonNote(person);
  return note && <Alert severity="info">{note}</Alert>;
}

function VisitorActions({ token, personKey }: { token: string; personKey: string | null }) {
  const links = visitorInviteLinks(token, personKey, window.location.origin);
  return (
    <Stack spacing={1.5}>
      <Button component={RouterLink} to={links.register} variant="contained" size="large">
        {INVITE_TEXTS.register}
      </Button>
      <Button component={RouterLink} to={links.logIn} variant="outlined" size="large">
        {INVITE_TEXTS.logIn}
      </Button>
    </Stack>
  );
}

/**
 * A logged-in contractor accepts after answering whether they were the company's employee (N5,
 * 422-ФЗ ст. 6): without the answer the company could not pay them as self-employed.
 */
function AcceptAction({ token, isVerified }: { token: string; isVerified: boolean }) {
  const accept = useAcceptInvite();
  const form = useFormerEmploymentForm('employee');
  const [joined, setJoined] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const handleSubmit = form.handleSubmit(async (answer) => {
    setRefusal(null);
    try {
      const res = await accept.mutateAsync({ token, former_employment: answer });
      setJoined(res.organisation_name);
    } catch (err) {
      // A bad date comes back on its field; anything else (another phone, a withdrawn link) above the button.
      if (!applyServerErrors(err, form.setError, FORMER_EMPLOYMENT_FORM_FIELDS, FORMER_EMPLOYMENT_NESTED_FIELDS)) {
        setRefusal(errorMessage(err, 'Не удалось принять приглашение'));
      }
    }
  });

  if (joined) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">Вы присоединились к компании {joined}</Alert>
        <Button
          component={RouterLink}
          to={isVerified ? '/employee/profile/info' : '/employee-complete-registration'}
          variant="contained"
        >
          {isVerified ? 'Перейти в профиль' : 'Завершить регистрацию'}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2}>
      <FormerEmploymentFields control={form.control} audience="employee" />
      {refusal && <Alert severity="error">{refusal}</Alert>}
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        Принять приглашение
      </Button>
    </Stack>
  );
}
