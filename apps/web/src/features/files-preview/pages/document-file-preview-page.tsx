import { UpcomingPage } from '../../../components/upcoming-page';

export function DocumentFilePreviewPage() {
  return <UpcomingPage title="Просмотр документа" />;
}
