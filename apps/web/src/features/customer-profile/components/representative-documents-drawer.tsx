import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Representative, RepresentativeDocument } from '@vyplaty/contracts';
import { useState } from 'react';
import { DeleteDialog } from '../../../components/delete-dialog';
import { AppDrawer } from '../../../components/drawer/app-drawer';
import { PageLoader } from '../../../components/page-loader';
import { RetryPanel } from '../../../components/retry-panel';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { useRepresentativeDocuments } from '../api/representative-documents';
import { useWithdrawRepresentativeDocument } from '../api/representative-withdraw-document';
import { RepresentativeDocumentList } from './representative-document-list';
import { RepresentativeGenerateSection } from './representative-generate-section';
import { representativeName } from './representative-labels';
import { RepresentativeStatusChip } from './representative-status-chip';
import { RepresentativeUploadSection } from './representative-upload-section';

type RepresentativeDocumentsDrawerProps = { person: Representative; onClose: () => void };

/** A person's documents: the list with previews and withdrawal, the upload, the generated power of attorney. */
export function RepresentativeDocumentsDrawer({ person, onClose }: RepresentativeDocumentsDrawerProps) {
  const documents = useRepresentativeDocuments(person.id);
  const withdraw = useWithdrawRepresentativeDocument();
  const [withdrawing, setWithdrawing] = useState<RepresentativeDocument | null>(null);

  return (
    <AppDrawer open size="main" title={representativeName(person)} onClose={onClose}>
      <Stack spacing={3}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography color="text.secondary">{person.job_title}</Typography>
          <RepresentativeStatusChip status={person.status} />
        </Stack>
        <Stack spacing={2}>
          <Typography variant="h4" component="h3">
            Документы
          </Typography>
          {documents.isPending && <PageLoader />}
          {documents.isError && (
            <RetryPanel
              error={documents.error}
              message={errorMessage(documents.error, 'Не удалось загрузить документы')}
              onRetry={() => void documents.refetch()}
              isRetrying={documents.isFetching}
            />
          )}
          {documents.data && (
            <RepresentativeDocumentList documents={documents.data.items} onWithdraw={setWithdrawing} />
          )}
        </Stack>
        <Divider />
        <RepresentativeUploadSection personId={person.id} documents={documents.data?.items ?? []} />
        <Divider />
        <RepresentativeGenerateSection personId={person.id} />
      </Stack>
      <DeleteDialog
        open={Boolean(withdrawing)}
        onClose={() => setWithdrawing(null)}
        onDelete={() =>
          withdrawing ? withdraw.mutateAsync({ id: person.id, documentId: withdrawing.id }) : Promise.resolve()
        }
        onDeleted={() => notify.success('Документ отозван')}
      />
    </AppDrawer>
  );
}
