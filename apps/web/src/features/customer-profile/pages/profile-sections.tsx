import { UpcomingPage } from '../../../components/upcoming-page';

// The balance section's content comes with the balance issue.

export function BalancePage() {
  return <UpcomingPage level={2} title="Баланс" />;
}
