import { UpcomingPage } from '../../../components/upcoming-page';

export function LocalFileViewerPage() {
  return <UpcomingPage title="Просмотр файла" />;
}
