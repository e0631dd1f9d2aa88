import Alert from '@mui/material/Alert';
import { linkTokenSchema } from '@vyplaty/contracts';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import {
  INVALID_LINK_LINKS,
  RESET_LINKS,
  RESET_TEXTS,
  UPDATE_PASSWORD_ACTION,
} from '../../../lib/reset-password-texts';
import { AuthLinks } from '../components/auth-links';
import { ResetByEmailForm } from '../components/reset-by-email-form';
import { ResetByPhoneForm } from '../components/reset-by-phone-form';
import { RoleTabs } from '../components/role-tabs';
import { SetPasswordForm } from '../components/set-password-form';

/**
 * Without a token: ask for the e-mail (company) or phone (contractor). With the UPDATE_PASSWORD link
 * (?action=UPDATE_PASSWORD&token=…): set the new password.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const isUpdateLink = searchParams.get('action') === UPDATE_PASSWORD_ACTION;
  const token = linkTokenSchema.safeParse(searchParams.get('token'));

  if (isUpdateLink) {
    return (
      <>
        <PageTitle>{RESET_TEXTS.updateTitle}</PageTitle>
        {token.success ? (
          <SetPasswordForm token={token.data} />
        ) : (
          <Alert severity="error">{RESET_TEXTS.invalidLink}</Alert>
        )}
        <AuthLinks links={token.success ? RESET_LINKS : INVALID_LINK_LINKS} />
      </>
    );
  }

  return (
    <>
      <PageTitle>{RESET_TEXTS.title}</PageTitle>
      <RoleTabs label={RESET_TEXTS.tabsLabel} company={<ResetByEmailForm />} contractor={<ResetByPhoneForm />} />
      <AuthLinks links={RESET_LINKS} />
    </>
  );
}
