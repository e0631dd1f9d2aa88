import { UpcomingPage } from '../../../components/upcoming-page';

export function DocumentFilePreviewPage() {
  return <UpcomingPage title="Просмотр документа" />;
}

export function AgreementFilePreviewPage() {
  return <UpcomingPage title="Просмотр соглашения" />;
}

export function ResponsibleFilePreviewPage() {
  return <UpcomingPage title="Просмотр документа ответственного лица" />;
}

export function UserReportFilePreviewPage() {
  return <UpcomingPage title="Просмотр отчёта" />;
}
