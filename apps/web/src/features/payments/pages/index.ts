// Route modules of payments, loaded together as one lazy chunk.
export { EmployeePaymentPage, EmployeePaymentsPage } from './employee-payments-pages';
export { PaymentsLayout } from './payments-layout';
export {
  IndividualMultiplePage,
  IndividualSinglePage,
  MassIndividualPaymentFormPage,
  MassIndividualPaymentPage,
  MassIndividualPaymentsPage,
  MassPaymentPage,
  MassPaymentsPage,
  NpdMultiplePage,
  NpdSinglePage,
  PayoutFilePreviewPage,
} from './payments-pages';
