import { SectionLayout } from '../../../components/section-layout';

const PROFILE_SECTIONS = [
  { text: 'Счета для выплат', to: '/profile/payments-accounts' },
  { text: 'Баланс', to: '/profile/balance' },
  { text: 'Ответственные лица', to: '/profile/responsible-persons' },
  { text: 'Безопасность', to: '/profile/security' },
  { text: 'Лимиты', to: '/profile/limits' },
  { text: 'Документы', to: '/profile/documents' },
] as const;

export function ProfileLayout() {
  return <SectionLayout title="Профиль компании" items={PROFILE_SECTIONS} isSideNav />;
}
