import { SectionLayout } from '../../../components/section-layout';

const PAYMENT_SECTIONS = [
  { text: 'Массовые выплаты самозанятым', to: '/payments/mass-payment' },
  { text: 'Массовые выплаты физлицам', to: '/payments/mass-individual-payment' },
  { text: 'Выплаты самозанятым', to: '/payments/npd' },
  { text: 'Выплаты физлицам', to: '/payments/individual' },
] as const;

export function PaymentsLayout() {
  return <SectionLayout title="Выплаты" items={PAYMENT_SECTIONS} />;
}
