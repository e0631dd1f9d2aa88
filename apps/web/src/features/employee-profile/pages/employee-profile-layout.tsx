import { SectionLayout } from '../../../components/section-layout';

const EMPLOYEE_PROFILE_SECTIONS = [
  { text: 'Личные данные', to: '/employee/profile/info' },
  { text: 'Налоговая служба', to: '/employee/profile/fns' },
  { text: 'Электронная подпись', to: '/employee/profile/esign' },
  { text: 'Безопасность', to: '/employee/profile/security' },
  { text: 'Реквизиты', to: '/employee/profile/requisites' },
] as const;

export function EmployeeProfileLayout() {
  return <SectionLayout title="Профиль" items={EMPLOYEE_PROFILE_SECTIONS} isSideNav />;
}
