import { SectionLayout } from '../../../components/section-layout';
import { CompanyCard } from '../components/company-card';

const TITLE = 'Профиль компании';

const PROFILE_SECTIONS = [
  { text: 'Счета для выплат', to: '/profile/payments-accounts' },
  { text: 'Баланс', to: '/profile/balance' },
  { text: 'Ответственные лица', to: '/profile/responsible-persons' },
  { text: 'Безопасность', to: '/profile/security' },
  { text: 'Лимиты', to: '/profile/limits' },
  { text: 'Документы', to: '/profile/documents' },
] as const;

/**
 * The company profile: the company card between the heading and the sections — who the company is
 * belongs to every profile page, not to one of its tabs. Side navigation on desktop, tabs on phones.
 */
export function ProfileLayout() {
  return <SectionLayout title={TITLE} items={PROFILE_SECTIONS} isSideNav header={<CompanyCard />} />;
}
