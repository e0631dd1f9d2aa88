import { SectionLayout } from '../../../components/section-layout';

// SPEC §2's order of the payments pages; /payments lands on «Массовые выплаты самозанятым»
// (docs/decisions/upcoming-sections.md). Four tabs share a phone's width by their labels (components/route-tabs.tsx).
const PAYMENT_SECTIONS = [
  { text: 'Выплаты самозанятым', to: '/payments/npd' },
  { text: 'Выплаты физлицам', to: '/payments/individual' },
  { text: 'Массовые выплаты самозанятым', to: '/payments/mass-payment' },
  { text: 'Массовые выплаты физлицам', to: '/payments/mass-individual-payment' },
] as const;

export function PaymentsLayout() {
  return <SectionLayout title="Выплаты" items={PAYMENT_SECTIONS} />;
}
