import { UpcomingPage } from '../../../components/upcoming-page';

export function UsersPage() {
  return <UpcomingPage title="Пользователи" />;
}
