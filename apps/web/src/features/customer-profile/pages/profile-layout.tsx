import type { NavItem } from '../../../components/route-tabs';
import { SectionLayout } from '../../../components/section-layout';
import { useAuthMe } from '../../../lib/session';
import { CompanyCard } from '../components/company-card';

const TITLE = 'Профиль компании';

const PROFILE_SECTIONS: readonly (NavItem & { isOwnerOnly?: boolean })[] = [
  { text: 'Счета для выплат', to: '/profile/payments-accounts' },
  { text: 'Баланс', to: '/profile/balance' },
  { text: 'Ответственные лица', to: '/profile/responsible-persons' },
  { text: 'Безопасность', to: '/profile/security' },
  { text: 'Лимиты', to: '/profile/limits' },
  { text: 'Документы', to: '/profile/documents' },
  // The company's API keys and webhooks (issue 30): the owner's alone, so no other role is offered them.
  { text: 'Интеграции', to: '/profile/integrations', isOwnerOnly: true },
];

/**
 * The company profile: the company card between the heading and the sections — who the company is
 * belongs to every profile page, not to one of its tabs. Side navigation on desktop, tabs on phones.
 */
export function ProfileLayout() {
  // An older session answer has no member_role: the company's only login then, its owner (as root-layout.tsx).
  const isOwner = (useAuthMe().data?.member_role ?? 'OWNER') === 'OWNER';
  const sections = isOwner ? PROFILE_SECTIONS : PROFILE_SECTIONS.filter((s) => !s.isOwnerOnly);
  return <SectionLayout title={TITLE} items={sections} isSideNav header={<CompanyCard />} />;
}
