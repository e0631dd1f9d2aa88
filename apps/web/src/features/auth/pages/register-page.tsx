import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { RetryPanel } from '../../../components/retry-panel';
import { errorMessage } from '../../../lib/http';
import { useRegistrationInfo } from '../api/get-registration-info';
import { AuthLinks } from '../components/auth-links';
import { ContractorRegisterForm } from '../components/contractor-register-form';
import { CustomerRegisterForm } from '../components/customer-register-form';
import { RoleTabs } from '../components/role-tabs';

const REGISTER_LINKS = [
  { to: '/login', text: 'Уже есть аккаунт? Войти' },
  { to: '/help', text: 'Помощь' },
] as const;

export function RegisterPage() {
  const info = useRegistrationInfo();
  return (
    <>
      <PageTitle>Регистрация</PageTitle>
      {info.isPending && <PageLoader />}
      {info.isError && (
        <RetryPanel
          error={info.error}
          message={errorMessage(info.error, 'Не удалось загрузить условия регистрации')}
          onRetry={() => void info.refetch()}
          isRetrying={info.isFetching}
        />
      )}
      {info.data && (
        <RoleTabs
          label="Кто регистрируется"
          company={<CustomerRegisterForm info={info.data} />}
          contractor={<ContractorRegisterForm info={info.data} />}
        />
      )}
      <AuthLinks links={REGISTER_LINKS} />
    </>
  );
}
