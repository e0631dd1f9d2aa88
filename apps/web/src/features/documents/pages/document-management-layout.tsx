import { SectionLayout } from '../../../components/section-layout';

// «Пакеты документов» (/document-management/bundle) comes back with bundles (docs/decisions/upcoming-sections.md).
const DOCUMENT_SECTIONS = [
  { text: 'Один документ', to: '/document-management/single' },
  { text: 'Несколько документов', to: '/document-management/multiple' },
] as const;

export function DocumentManagementLayout() {
  return <SectionLayout title="Документооборот" items={DOCUMENT_SECTIONS} />;
}
