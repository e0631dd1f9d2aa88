import { useParams } from 'react-router';
import { BundleView } from '../components/bundle-view';
import { BundlesList } from '../components/bundles-list';

/** /document-management/bundle: the company's bundles and «Создать пакет». */
export function BundlesPage() {
  return <BundlesList />;
}

/** /document-management/bundle/{id} (the id is checked by the route's loader: not a UUID → not found). */
export function BundlePage() {
  const { id = '' } = useParams();
  return <BundleView key={id} id={id} />;
}
