import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BundleDocument } from '@vyplaty/contracts';
import { Link as RouterLink } from 'react-router';
import { DataCards } from '../../../components/data-table/data-cards';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatMoscowDateTime } from '../../../lib/format';
import { bundleDocumentPage } from '../api/bundle-keys';
import { BundleGroupChip } from './bundle-labels';

const LABEL = 'Документы пакета';

/** A document opens in the documents drawer (/document-management/single?document={id}). */
function DocumentLink({ doc }: { doc: BundleDocument }) {
  return (
    <Link component={RouterLink} to={bundleDocumentPage(doc.id)} underline="hover" sx={{ fontWeight: 500 }}>
      {`${doc.title} № ${doc.number}`}
    </Link>
  );
}

const COLUMNS: DataTableColumn<BundleDocument>[] = [
  { id: 'doc', header: 'Документ', cell: (doc) => <DocumentLink doc={doc} /> },
  { id: 'employee', header: 'Исполнитель', cell: (doc) => doc.employee.fio },
  { id: 'status', header: 'Статус', cell: (doc) => <BundleGroupChip group={doc.group} /> },
  { id: 'reason', header: 'Причина', cell: (doc) => doc.reason ?? '', minTableWidth: 800 },
  { id: 'created', header: 'Создан (МСК)', isFigure: true, cell: (doc) => formatMoscowDateTime(doc.created_at) },
];

export function BundleDocumentsTable({ items }: { items: readonly BundleDocument[] }) {
  return <DataTable label={LABEL} rows={items} rowKey={(doc) => doc.id} columns={COLUMNS} />;
}

export function BundleDocumentsCards({ items }: { items: readonly BundleDocument[] }) {
  return (
    <DataCards
      label={LABEL}
      rows={items}
      rowKey={(doc) => doc.id}
      renderCard={(doc) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <DocumentLink doc={doc} />
          <Typography>{doc.employee.fio}</Typography>
          <BundleGroupChip group={doc.group} />
          {doc.reason && (
            <Typography variant="body2" color="error">
              {doc.reason}
            </Typography>
          )}
          <Typography
            variant="body2"
            color="text.secondary"
          >{`${formatMoscowDateTime(doc.created_at)} МСК`}</Typography>
        </Stack>
      )}
    />
  );
}
