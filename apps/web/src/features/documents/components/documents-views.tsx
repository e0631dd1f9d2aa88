import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Document, DocumentSortField } from '@vyplaty/contracts';
import { CardsSortSelect } from '../../../components/data-table/cards-sort-select';
import { DataCards } from '../../../components/data-table/data-cards';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { DocumentStatusChip } from '../../../components/document-status-chip';
import { formatDate } from '../../../lib/format';
import { DOCUMENT_KIND_LABELS } from './document-labels';
import type { DocumentsSort } from './documents-list-config';

export type DocumentsViewProps = {
  items: Document[];
  sort: DocumentsSort;
  onSort: (sort: DocumentsSort) => void;
  onOpen: (doc: Document) => void;
  /** The company sees the contractor of each document, the contractor the company. */
  side: 'company' | 'contractor';
};

const partyOf = (doc: Document, side: DocumentsViewProps['side']) =>
  side === 'company' ? doc.employee.fio : doc.company.name;

/** Documents on a wide screen: sorted on the server by number, date added or name; a row opens the document. */
export function DocumentsTable({ items, sort, onSort, onOpen, side }: DocumentsViewProps) {
  const columns: DataTableColumn<Document, DocumentSortField>[] = [
    { id: 'number', header: '№', sortField: 'NUMBER', firstDirection: 'DESC', isFigure: true, cell: (d) => d.number },
    {
      id: 'name',
      header: 'Название',
      sortField: 'NAME',
      firstDirection: 'ASC',
      cell: (d) => (
        <Link component="button" type="button" underline="hover" color="inherit" onClick={() => onOpen(d)}>
          {d.title}
        </Link>
      ),
    },
    { id: 'kind', header: 'Тип', cell: (d) => DOCUMENT_KIND_LABELS[d.kind], minTableWidth: 900 },
    { id: 'party', header: side === 'company' ? 'Исполнитель' : 'Компания', cell: (d) => partyOf(d, side) },
    {
      id: 'date',
      header: 'Дата',
      sortField: 'ADDED_AT',
      firstDirection: 'DESC',
      isFigure: true,
      cell: (d) => formatDate(d.date),
    },
    { id: 'status', header: 'Статус', cell: (d) => <DocumentStatusChip status={d.status} /> },
  ];
  return (
    <DataTable
      label="Документы"
      rows={items}
      rowKey={(d) => d.id}
      columns={columns}
      sort={sort}
      onSort={onSort}
      onOpenRow={onOpen}
    />
  );
}

const SORTS: { value: string; label: string; sort: DocumentsSort }[] = [
  { value: 'ADDED_AT:DESC', label: 'Сначала новые', sort: { field: 'ADDED_AT', direction: 'DESC' } },
  { value: 'ADDED_AT:ASC', label: 'Сначала давние', sort: { field: 'ADDED_AT', direction: 'ASC' } },
  { value: 'NAME:ASC', label: 'По названию, А–Я', sort: { field: 'NAME', direction: 'ASC' } },
  { value: 'NUMBER:DESC', label: 'По номеру', sort: { field: 'NUMBER', direction: 'DESC' } },
];

/** Documents on a phone: one card each, the order chosen above them; a tap opens the document. */
export function DocumentsCards({ items, sort, onSort, onOpen, side }: DocumentsViewProps) {
  return (
    <Stack spacing={1.5}>
      <CardsSortSelect options={SORTS} sort={sort} onSort={onSort} />
      <DataCards
        label="Документы"
        rows={items}
        rowKey={(d) => d.id}
        onOpenRow={onOpen}
        renderCard={(d) => (
          <Stack spacing={0.5}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
              <Typography sx={{ fontWeight: 500 }}>
                {d.title} № {d.number}
              </Typography>
              <DocumentStatusChip status={d.status} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {DOCUMENT_KIND_LABELS[d.kind]} от {formatDate(d.date)} · {partyOf(d, side)}
            </Typography>
          </Stack>
        )}
      />
    </Stack>
  );
}
