import { UpcomingPage } from '../../../components/upcoming-page';

// Frames of the customer profile sections; their content comes with the onboarding and balance issues.

export function BalancePage() {
  return <UpcomingPage level={2} title="Баланс" />;
}

export function ResponsiblePersonsPage() {
  return <UpcomingPage level={2} title="Ответственные лица" />;
}

export function LimitsPage() {
  return <UpcomingPage level={2} title="Лимиты" />;
}
