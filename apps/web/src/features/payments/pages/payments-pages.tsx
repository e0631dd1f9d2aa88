import { UpcomingPage } from '../../../components/upcoming-page';

// Frames of the mass payment pages and the payout file preview; they come with the mass payouts issue.

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
