import { UpcomingPage } from '../../../components/upcoming-page';

export function EmployeePaymentsPage() {
  return <UpcomingPage title="Выплаты" description="Здесь будут выплаты от заказчиков и чеки." />;
}

export function EmployeePaymentPage() {
  return <UpcomingPage title="Выплата" />;
}
