import { UpcomingPage } from '../../../components/upcoming-page';

// The registries' lists and pages (issue 25); the route table names them in this module.
export {
  MassIndividualPaymentPage,
  MassIndividualPaymentsPage,
  MassPaymentPage,
  MassPaymentsPage,
} from './mass-payout-pages';

// Frames: the individuals' hand-entered registry and the payout file preview come later.

export function MassIndividualPaymentFormPage() {
  return <UpcomingPage level={2} title="Новая массовая выплата физическим лицам" />;
}

/** /payments/files-preview-{payoutId}/{fileId}: the params route's loader extracts both ids. */
export function PayoutFilePreviewPage() {
  return <UpcomingPage level={2} title="Файл выплаты" />;
}
