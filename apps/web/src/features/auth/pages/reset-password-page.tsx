import Alert from '@mui/material/Alert';
import { linkTokenSchema } from '@vyplaty/contracts';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { AuthLinks } from '../components/auth-links';
import { ResetByEmailForm } from '../components/reset-by-email-form';
import { ResetByPhoneForm } from '../components/reset-by-phone-form';
import { RoleTabs } from '../components/role-tabs';
import { SetPasswordForm } from '../components/set-password-form';

const RESET_LINKS = [
  { to: '/login', text: 'Вернуться ко входу' },
  { to: '/help', text: 'Помощь' },
] as const;

/**
 * Without a token: ask for the e-mail (company) or phone (contractor). With the UPDATE_PASSWORD link
 * (?action=UPDATE_PASSWORD&token=…): set the new password.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const isUpdateLink = searchParams.get('action') === 'UPDATE_PASSWORD';
  const token = linkTokenSchema.safeParse(searchParams.get('token'));

  if (isUpdateLink) {
    return (
      <>
        <PageTitle>Новый пароль</PageTitle>
        {token.success ? (
          <SetPasswordForm token={token.data} />
        ) : (
          <Alert severity="error">Ссылка недействительна. Запросите восстановление пароля ещё раз.</Alert>
        )}
        <AuthLinks links={token.success ? RESET_LINKS : [{ to: '/reset-password', text: 'Восстановить пароль' }]} />
      </>
    );
  }

  return (
    <>
      <PageTitle>Восстановление пароля</PageTitle>
      <RoleTabs label="Чей пароль восстановить" company={<ResetByEmailForm />} contractor={<ResetByPhoneForm />} />
      <AuthLinks links={RESET_LINKS} />
    </>
  );
}
