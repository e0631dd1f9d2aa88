import { UpcomingPage } from '../../../components/upcoming-page';

// Frames of the document pages; acts, contracts and bundles come with the documents issue.

export function SingleDocumentPage() {
  return <UpcomingPage level={2} title="Один документ" />;
}

export function MultipleDocumentsPage() {
  return <UpcomingPage level={2} title="Несколько документов" />;
}

export function BundlesPage() {
  return <UpcomingPage level={2} title="Пакеты документов" />;
}

export function BundlePage() {
  return <UpcomingPage level={2} title="Пакет документов" />;
}
