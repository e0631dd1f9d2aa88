import { SectionLayout } from '../../../components/section-layout';

// The mass payouts' tabs («Массовые выплаты самозанятым» /payments/mass-payment, «Массовые выплаты физлицам»
// /payments/mass-individual-payment) come back with mass payouts (docs/decisions/upcoming-sections.md).
const PAYMENT_SECTIONS = [
  { text: 'Выплаты самозанятым', to: '/payments/npd' },
  { text: 'Выплаты физлицам', to: '/payments/individual' },
] as const;

export function PaymentsLayout() {
  return <SectionLayout title="Выплаты" items={PAYMENT_SECTIONS} />;
}
