import { SectionLayout } from '../../../components/section-layout';
import { isNotSelfEmployed, usePersonalData } from '../api/personal-data';

const EMPLOYEE_PROFILE_SECTIONS = [
  { text: 'Личные данные', to: '/employee/profile/info' },
  { text: 'Налоговая служба', to: '/employee/profile/fns' },
  { text: 'Электронная подпись', to: '/employee/profile/esign' },
  { text: 'Безопасность', to: '/employee/profile/security' },
  { text: 'Реквизиты', to: '/employee/profile/requisites' },
] as const;

const FNS_SECTION = '/employee/profile/fns';

/** The tax service's section is for the self-employed: a ГПХ contractor is not shown it (nor, until known, anyone). */
export function EmployeeProfileLayout() {
  const personal = usePersonalData();
  const hidesFns = personal.isPending || (personal.data !== undefined && isNotSelfEmployed(personal.data));
  const items = hidesFns ? EMPLOYEE_PROFILE_SECTIONS.filter((s) => s.to !== FNS_SECTION) : EMPLOYEE_PROFILE_SECTIONS;
  return <SectionLayout title="Профиль" items={items} isSideNav />;
}
