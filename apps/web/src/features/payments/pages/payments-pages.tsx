import { UpcomingPage } from '../../../components/upcoming-page';

// The registries' lists and pages (issue 25), and the individuals' registry entered by hand; the route
// table names them in this module.
export {
  MassIndividualPaymentFormPage,
  MassIndividualPaymentPage,
  MassIndividualPaymentsPage,
  MassPaymentPage,
  MassPaymentsPage,
} from './mass-payout-pages';

// A frame: the payout file preview comes later.

/** /payments/files-preview-{payoutId}/{fileId}: the params route's loader extracts both ids. */
export function PayoutFilePreviewPage() {
  return <UpcomingPage level={2} title="Файл выплаты" />;
}
