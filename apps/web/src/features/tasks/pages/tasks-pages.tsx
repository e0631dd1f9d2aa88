import { UpcomingPage } from '../../../components/upcoming-page';

export function TasksPage() {
  return <UpcomingPage title="Задания" />;
}

export function TaskPage() {
  return <UpcomingPage title="Задание" />;
}

export function EmployeeTasksPage() {
  return <UpcomingPage title="Задания" description="Здесь будут задания заказчиков и приглашения к ним." />;
}

export function EmployeeTaskPage() {
  return <UpcomingPage title="Задание" />;
}
