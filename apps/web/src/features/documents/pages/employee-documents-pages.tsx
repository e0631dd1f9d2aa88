import { UpcomingPage } from '../../../components/upcoming-page';

export function EmployeeDocumentsPage() {
  return <UpcomingPage title="Документы" description="Здесь будут акты и договоры на подпись." />;
}

export function EmployeeDocumentPage() {
  return <UpcomingPage title="Документ" />;
}
