import { SectionLayout } from '../../../components/section-layout';

const DOCUMENT_SECTIONS = [
  { text: 'Один документ', to: '/document-management/single' },
  { text: 'Несколько документов', to: '/document-management/multiple' },
  { text: 'Пакеты документов', to: '/document-management/bundle' },
] as const;

export function DocumentManagementLayout() {
  return <SectionLayout title="Документооборот" items={DOCUMENT_SECTIONS} />;
}
