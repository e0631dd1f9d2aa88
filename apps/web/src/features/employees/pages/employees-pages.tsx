import { UpcomingPage } from '../../../components/upcoming-page';

export function EmployeesPage() {
  return <UpcomingPage title="Исполнители" />;
}

export function InvitesPage() {
  return <UpcomingPage title="Приглашения" />;
}

export function InviteCreatePage() {
  return <UpcomingPage title="Новое приглашение" />;
}

export function InvitePage() {
  return <UpcomingPage title="Приглашение" />;
}

export function EmployeeConstantsPage() {
  return <UpcomingPage title="Константы" />;
}
