import Link from '@mui/material/Link';
import type { Representative } from '@vyplaty/contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatDate } from '../../../lib/format';
import { RepresentativeActions, type RepresentativeListProps } from './representative-actions';
import { representativeContacts, representativeName } from './representative-labels';
import { RepresentativeTrust } from './representative-trust-cell';

/**
 * The columns by priority (docs/decisions/data-table.md): who the person is, their job and whether their
 * power of attorney is in force always show; contacts, ИНН and the day they were added fold away on a
 * narrower table (the profile's side menu takes its share of the page) and are read in the person's card.
 */
function columnsOf({ onOpen, onEdit, onDelete }: Omit<RepresentativeListProps, 'persons'>) {
  const columns: DataTableColumn<Representative>[] = [
    {
      id: 'name',
      header: 'ФИО',
      // A real button for the keyboard; a mouse may click anywhere on the row.
      cell: (person) => (
        <Link
          component="button"
          type="button"
          underline="hover"
          color="inherit"
          onClick={() => onOpen(person)}
          sx={{ textAlign: 'left' }}
        >
          {representativeName(person)}
        </Link>
      ),
    },
    { id: 'job', header: 'Должность', cell: (person) => person.job_title },
    {
      id: 'contacts',
      header: 'Контакты',
      minTableWidth: 760,
      cell: (person) => <span style={{ overflowWrap: 'anywhere' }}>{representativeContacts(person)}</span>,
    },
    { id: 'inn', header: 'ИНН', isFigure: true, minTableWidth: 1020, cell: (person) => person.inn },
    { id: 'trust', header: 'Доверенность', cell: (person) => <RepresentativeTrust person={person} /> },
    {
      id: 'added',
      header: 'Добавлено',
      isFigure: true,
      minTableWidth: 1120,
      cell: (person) => formatDate(person.created_at),
    },
    {
      id: 'menu',
      header: null,
      isControl: true,
      cell: (person) => <RepresentativeActions person={person} onOpen={onOpen} onEdit={onEdit} onDelete={onDelete} />,
    },
  ];
  return columns;
}

/** The company's responsible persons on a wide screen; a click on a row opens the person's card. */
export function ResponsiblePersonsTable({ persons, ...actions }: RepresentativeListProps) {
  return (
    <DataTable
      label="Ответственные лица"
      rows={persons}
      rowKey={(person) => person.id}
      columns={columnsOf(actions)}
      onOpenRow={actions.onOpen}
    />
  );
}
