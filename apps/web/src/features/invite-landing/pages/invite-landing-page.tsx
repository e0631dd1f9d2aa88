import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EMPLOYEE_KIND_LABELS, INVITE_LINK_NOT_FOUND_MESSAGE, type InviteLinkResponse } from '@vyplaty/contracts';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { RetryPanel } from '../../../components/retry-panel';
import { errorMessage, getErrorStatus } from '../../../lib/http';
import { useAcceptInvite } from '../api/accept-invite';
import { useInviteLink } from '../api/get-invite-link';
import { useLinkSession } from '../api/get-session';

/**
 * /invite/{token}: what a contractor opens from the company's SMS. A visitor registers (the token
 * travels to the registration, which attaches them) or logs in and comes back; a logged-in
 * contractor accepts here. One contractor may work for several companies.
 */
export function InviteLandingPage() {
  const { token = '' } = useParams();
  const link = useInviteLink(token);

  return (
    <>
      <PageTitle>Приглашение</PageTitle>
      {link.isPending && <PageLoader />}
      {link.isError &&
        (getErrorStatus(link.error) === 404 || getErrorStatus(link.error) === 400 ? (
          <Alert severity="warning">{INVITE_LINK_NOT_FOUND_MESSAGE}. Попросите компанию прислать новую ссылку.</Alert>
        ) : (
          <RetryPanel
            message={errorMessage(link.error, 'Не удалось открыть приглашение')}
            onRetry={() => void link.refetch()}
            isRetrying={link.isFetching}
          />
        ))}
      {link.data && <Invitation token={token} invite={link.data} />}
    </>
  );
}

function Invitation({ token, invite }: { token: string; invite: InviteLinkResponse }) {
  const session = useLinkSession().data ?? null;
  return (
    <Stack spacing={3}>
      <Typography variant="h6" component="p">
        {invite.organisation_name} приглашает вас к сотрудничеству
      </Typography>
      <Typography color="text.secondary">
        Вы будете выполнять работы как {EMPLOYEE_KIND_LABELS[invite.kind].toLowerCase()} и получать выплаты через
        платформу. Если вы уже работаете с другими компаниями, эта просто добавится к ним.
      </Typography>
      {!session && <VisitorActions token={token} />}
      {session?.role === 'employee' && <AcceptAction token={token} isVerified={session.is_verified} />}
      {session?.role === 'user' && (
        <Alert severity="info">
          Приглашение предназначено исполнителю. Выйдите из учётной записи компании и откройте ссылку снова.
        </Alert>
      )}
    </Stack>
  );
}

function VisitorActions({ token }: { token: string }) {
  // redirect_url must be an absolute URL of this app (lib/safe-redirect), so login brings the person back here.
  const back = new URL(`/invite/${encodeURIComponent(token)}`, window.location.origin).href;
  const register = `/login/register?role=contractor&invite=${encodeURIComponent(token)}`;
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

function AcceptAction({ token, isVerified }: { token: string; isVerified: boolean }) {
  const accept = useAcceptInvite();
  const [joined, setJoined] = useState<string | null>(null);

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
    <Stack spacing={2}>
      {accept.isError && <Alert severity="error">{errorMessage(accept.error, 'Не удалось принять приглашение')}</Alert>}
      <Button
        variant="contained"
        size="large"
        loading={accept.isPending}
        onClick={() => accept.mutate(token, { onSuccess: (res) => setJoined(res.organisation_name) })}
      >
        Принять приглашение
      </Button>
    </Stack>
  );
}
