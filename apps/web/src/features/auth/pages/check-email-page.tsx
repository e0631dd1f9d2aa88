import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { CHECK_EMAIL_LINKS, RESET_TEXTS } from '../../../lib/reset-password-texts';
import { AuthLinks } from '../components/auth-links';

export function CheckEmailPage() {
  const state = useLocation().state as { email?: string } | null;
  const address = state?.email ? <strong>{state.email}</strong> : RESET_TEXTS.checkEmailSomeAddress;
  return (
    <>
      <PageTitle>{RESET_TEXTS.checkEmailTitle}</PageTitle>
      <Typography sx={{ mb: 2 }}>
        {RESET_TEXTS.checkEmailBefore}
        {address}
        {RESET_TEXTS.checkEmailAfter}
      </Typography>
      <Typography color="text.secondary">{RESET_TEXTS.checkEmailSpam}</Typography>
      <AuthLinks links={CHECK_EMAIL_LINKS} />
    </>
  );
}
