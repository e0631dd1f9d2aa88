import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { REGISTER_LINKS, REGISTER_TEXTS } from '../../../lib/register-texts';
import { useRegistrationInfo } from '../api/get-registration-info';
import { AuthLinks } from '../components/auth-links';
import { ContractorRegisterForm } from '../components/contractor-register-form';
import { CustomerRegisterForm } from '../components/customer-register-form';
import { RoleTabs } from '../components/role-tabs';

export function RegisterPage() {
  const info = useRegistrationInfo();
  return (
    <>
      <PageTitle>{REGISTER_TEXTS.title}</PageTitle>
      {info.isPending && <PageLoader />}
      {info.isError && <QueryRetryPanel query={info} failureText={REGISTER_TEXTS.infoFailed} />}
      {info.data && (
        <RoleTabs
          label={REGISTER_TEXTS.tabsLabel}
          company={<CustomerRegisterForm info={info.data} />}
          contractor={<ContractorRegisterForm info={info.data} />}
        />
      )}
      <AuthLinks links={REGISTER_LINKS} />
    </>
  );
}
