import { MassPayoutForm } from '../components/mass-payout-form';
import { MassPayoutView } from '../components/mass-payout-view';
import { MassPayoutsList } from '../components/mass-payouts-list';

/** /payments/mass-payment: the НПД registries and the upload of a new one. */
export function MassPaymentsPage() {
  return <MassPayoutsList kind="NPD" />;
}

/** /payments/mass-payment/{id}: one НПД registry (the id is checked by the route's loader). */
export function MassPaymentPage() {
  return <MassPayoutView kind="NPD" />;
}

/** /payments/mass-individual-payment: the individuals' registries and the upload of a new one. */
export function MassIndividualPaymentsPage() {
  return <MassPayoutsList kind="INDIVIDUAL" />;
}

/** /payments/mass-individual-payment/{id}: one individuals' registry. */
export function MassIndividualPaymentPage() {
  return <MassPayoutView kind="INDIVIDUAL" />;
}

/** /payments/mass-individual-payment/form: an individuals' registry entered by hand. */
export function MassIndividualPaymentFormPage() {
  return <MassPayoutForm />;
}
