import { UpcomingPage } from '../../../components/upcoming-page';

export function UserReportFilePreviewPage() {
  return <UpcomingPage title="Просмотр отчёта" />;
}
