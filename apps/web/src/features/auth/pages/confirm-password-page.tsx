import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLoaderData } from 'react-router';
import { CheckCircleIcon } from '../../../components/icons';
import { PageTitle } from '../../../components/page-title';
import { CONFIRM_EMAIL_TEXTS, FAILED_LINKS, NO_LINK_LINKS } from '../../../lib/confirm-email-texts';
import { MAIN_PATH } from '../../../lib/login-texts';
import { AuthLinks } from '../components/auth-links';
import type { ConfirmEmailResult } from './confirm-password-loader';

export function ConfirmPasswordPage() {
  const result = useLoaderData<ConfirmEmailResult>();

  if (result.status === 'confirmed') {
    return (
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 48 }} />
        <PageTitle>{CONFIRM_EMAIL_TEXTS.confirmedTitle}</PageTitle>
        <Button component={RouterLink} to={MAIN_PATH} variant="contained">
          {CONFIRM_EMAIL_TEXTS.continue}
        </Button>
      </Stack>
    );
  }

  if (result.status === 'failed') {
    return (
      <>
        <PageTitle>{CONFIRM_EMAIL_TEXTS.failedTitle}</PageTitle>
        <Alert severity="error" sx={{ mb: 2 }}>
          {result.message}
        </Alert>
        <Typography color="text.secondary">{CONFIRM_EMAIL_TEXTS.failedHint}</Typography>
        <AuthLinks links={FAILED_LINKS} />
      </>
    );
  }

  return (
    <>
      <PageTitle>{CONFIRM_EMAIL_TEXTS.noLinkTitle}</PageTitle>
      <Typography>{CONFIRM_EMAIL_TEXTS.noLinkText}</Typography>
      <AuthLinks links={NO_LINK_LINKS} />
    </>
  );
}
