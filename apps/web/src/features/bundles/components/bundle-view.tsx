import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { PageLoader } from '../../../components/page-loader';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { useBundle } from '../api/bundle-queries';
import { BundleDocuments } from './bundle-documents';
import { BundleFilesActions } from './bundle-files-actions';
import { BundleGenerationStep } from './bundle-generation-step';
import { BundleHeader } from './bundle-header';
import { BundleHistory } from './bundle-history';
import { BundleImportStep } from './bundle-import-step';
import { BundleRemindersForm } from './bundle-reminders-form';

/**
 * /document-management/bundle/{id}: the header, the import step, the generation step, the documents, the
 * reminders and the history. The bundle is asked every second while a job works on it.
 */
export function BundleView({ id }: { id: string }) {
  const bundle = useBundle(id);
  if (bundle.isPending) return <PageLoader />;
  if (bundle.isError) {
    return <QueryRetryPanel query={bundle} failureText="Не удалось загрузить пакет документов" />;
  }
  const b = bundle.data;
  const hasDocuments = b.documents.total > 0;
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <BundleHeader bundle={b} />
      {hasDocuments && <BundleFilesActions bundle={b} />}
      {(b.can_import || b.import.state !== 'NONE' || b.import.rows_total > 0) && <BundleImportStep bundle={b} />}
      <BundleGenerationStep bundle={b} />
      {hasDocuments && <BundleDocuments bundle={b} />}
      {hasDocuments && <BundleRemindersForm key={b.id} bundle={b} />}
      <BundleHistory bundleId={b.id} />
    </Stack>
  );
}
