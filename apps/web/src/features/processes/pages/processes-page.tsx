import { UpcomingPage } from '../../../components/upcoming-page';

export function ProcessesPage() {
  return <UpcomingPage title="Процессы" />;
}
