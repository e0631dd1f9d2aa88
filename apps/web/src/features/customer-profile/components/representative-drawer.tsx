import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatSnils, type Representative, type RepresentativeDocument } from '@vyplaty/contracts';
import { useState } from 'react';
import { type RecordField, RecordSection } from '../../../components/data-table/record-section';
import { DeleteDialog } from '../../../components/delete-dialog';
import { AppDrawer } from '../../../components/drawer/app-drawer';
import { PageLoader } from '../../../components/page-loader';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { formatDate, formatPhone } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useRepresentativeDocuments } from '../api/representative-documents';
import { useWithdrawRepresentativeDocument } from '../api/representative-withdraw-document';
import { RepresentativeDocumentList } from './representative-document-list';
import { RepresentativeGenerateSection } from './representative-generate-section';
import { representativeName } from './representative-labels';
import { RepresentativeTrust } from './representative-trust-cell';
import { RepresentativeUploadSection } from './representative-upload-section';

type RepresentativeDrawerProps = {
  person: Representative;
  onClose: () => void;
  onEdit: (person: Representative) => void;
  onDelete: (person: Representative) => void;
};

/** Everything the list row knows of the person: what the table folds away on a narrow screen is here. */
const fieldsOf = (person: Representative): RecordField[] => [
  { label: 'Должность', value: person.job_title },
  { label: 'Телефон', value: person.phone ? formatPhone(person.phone) : 'Не указан' },
  { label: 'E-mail', value: person.email ?? 'Не указан' },
  { label: 'ИНН', value: person.inn },
  { label: 'СНИЛС', value: formatSnils(person.snils) },
  { label: 'Доверенность', value: <RepresentativeTrust person={person} /> },
  { label: 'Добавлено', value: formatDate(person.created_at) },
];

/**
 * A responsible person's card in a main-size drawer (SPEC §2): their data with «Изменить» and «Удалить»,
 * then their documents — the list with previews and withdrawal, the upload, the generated power of
 * attorney. The page passes the fresh list row, so the status follows the documents.
 */
export function RepresentativeDrawer({ person, onClose, onEdit, onDelete }: RepresentativeDrawerProps) {
  const documents = useRepresentativeDocuments(person.id);
  const withdraw = useWithdrawRepresentativeDocument();
  const [withdrawing, setWithdrawing] = useState<RepresentativeDocument | null>(null);

  return (
    <AppDrawer open size="main" title={representativeName(person)} onClose={onClose}>
      <Stack spacing={3}>
        <RecordSection title="Сведения" fields={fieldsOf(person)}>
          <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
            <Button variant="outlined" onClick={() => onEdit(person)}>
              Изменить
            </Button>
            <Button variant="outlined" color="error" onClick={() => onDelete(person)}>
              Удалить
            </Button>
          </Stack>
        </RecordSection>
        <Divider />
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Документы
          </Typography>
          {documents.isPending && <PageLoader />}
          {documents.isError && <QueryRetryPanel query={documents} failureText="Не удалось загрузить документы" />}
          {documents.data && (
            <RepresentativeDocumentList
              representativeId={person.id}
              documents={documents.data.items}
              onWithdraw={setWithdrawing}
            />
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
