import { UpcomingPage } from '../../../components/upcoming-page';

// Frames of the payment pages; payouts and mass payouts are filled in by the payouts issues.

export function NpdMultiplePage() {
  return <UpcomingPage level={2} title="Выплаты самозанятым" />;
}

export function NpdSinglePage() {
  return <UpcomingPage level={2} title="Разовая выплата самозанятому" />;
}

export function IndividualMultiplePage() {
  return <UpcomingPage level={2} title="Выплаты физическим лицам" />;
}

export function IndividualSinglePage() {
  return <UpcomingPage level={2} title="Разовая выплата физическому лицу" />;
}

export function MassPaymentsPage() {
  return <UpcomingPage level={2} title="Массовые выплаты самозанятым" />;
}

export function MassPaymentPage() {
  return <UpcomingPage level={2} title="Массовая выплата самозанятым" />;
}

export function MassIndividualPaymentsPage() {
  return <UpcomingPage level={2} title="Массовые выплаты физическим лицам" />;
}

export function MassIndividualPaymentPage() {
  return <UpcomingPage level={2} title="Массовая выплата физическим лицам" />;
}

export function MassIndividualPaymentFormPage() {
  return <UpcomingPage level={2} title="Новая массовая выплата физическим лицам" />;
}

/** /payments/files-preview-{payoutId}/{fileId}: the params route's loader extracts both ids. */
export function PayoutFilePreviewPage() {
  return <UpcomingPage level={2} title="Файл выплаты" />;
}
