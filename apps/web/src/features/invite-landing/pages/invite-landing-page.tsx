import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { INVITE_LINK_NOT_FOUND_MESSAGE, INVITE_PERSON_PARAM, type InviteLinkResponse } from '@vyplaty/contracts';
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
import { RetryPanel } from '../../../components/retry-panel';
import { errorMessage, getErrorStatus } from '../../../lib/http';
import { useInviteLink } from '../../../lib/invite-link';
import { useAuthMe } from '../../../lib/session';
import { useAcceptInvite } from '../api/accept-invite';
import { InvitedPersonNote, inviteDescription } from '../components/invite-description';

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
      <PageTitle>Приглашение</PageTitle>
      {link.isPending && <PageLoader />}
      {link.isError &&
        (getErrorStatus(link.error) === 404 || getErrorStatus(link.error) === 400 ? (
          <Alert severity="warning">{INVITE_LINK_NOT_FOUND_MESSAGE}. Попросите компанию прислать новую ссылку.</Alert>
        ) : (
          <RetryPanel
            error={link.error}
            message={errorMessage(link.error, 'Не удалось открыть приглашение')}
            onRetry={() => void link.refetch()}
            isRetrying={link.isFetching}
          />
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
        {invite.organisation_name} приглашает вас к сотрудничеству
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

function VisitorActions({ token, personKey }: { token: string; personKey: string | null }) {
  // redirect_url must be an absolute URL of this app (lib/safe-redirect), so login brings the person back here.
  const back = new URL(`/invite/${encodeURIComponent(token)}`, window.location.origin).href;
  // The person's key goes on to the registration, which fills in what the company entered.
  const person = personKey ? `&${INVITE_PERSON_PARAM}=${encodeURIComponent(personKey)}` : '';
  const register = `/login/register?role=contractor&invite=${encodeURIComponent(token)}${person}`;
  const login = `/login?role=contractor&redirect_url=${encodeURIComponent(back)}`;
  return (
    <Stack spacing={1.5}>
      <Button component={RouterLink} to={register} variant="contained" size="large">
        Зарегистрироваться и принять
      </Button>
      <Button component={RouterLink} to={login} variant="outlined" size="large">
        У меня есть аккаунт — войти
      </Button>
    </Stack>
  );
}

/** Server field paths of the accept call → the answer form's fields. */
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
