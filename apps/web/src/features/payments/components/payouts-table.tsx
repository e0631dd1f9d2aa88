import Link from '@mui/material/Link';
import type { Payout, PayoutKind, PayoutSortField } from '@vyplaty/contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatDate, formatMoney } from '../../../lib/format';
import { PayoutStatusChip, personName, RECEIPT_STATUS_LABELS } from './payout-labels';
import type { PayoutsListViewProps } from './payouts-list-config';

type Column = DataTableColumn<Payout, PayoutSortField>;

/**
 * The columns by priority: number, date, contractor, amount and status always show; what it was for,
 * the receipt (НПД) or the net amount (a person) fold away on a narrow table and are read in the drawer.
 */
function columnsOf(kind: PayoutKind, onOpen: (payout: Payout) => void): Column[] {
  return [
    {
      id: 'number',
      header: '№',
      sortField: 'NUMBER',
      firstDirection: 'DESC',
      isFigure: true,
      cell: (payout) => (
        <Link component="button" type="button" underline="hover" color="inherit" onClick={() => onOpen(payout)}>
          {payout.number}
        </Link>
      ),
    },
    {
      id: 'date',
      header: 'Дата',
      sortField: 'ADDED_AT',
      firstDirection: 'DESC',
      isFigure: true,
      cell: (payout) => formatDate(payout.created_at),
    },
    {
      id: 'employee',
      header: 'Исполнитель',
      sortField: 'EMPLOYEE_FIO',
      firstDirection: 'ASC',
      cell: (payout) => personName(payout.employee),
    },
    {
      id: 'amount',
      header: kind === 'INDIVIDUAL' ? 'Сумма до НДФЛ' : 'Сумма',
      sortField: 'AMOUNT',
      firstDirection: 'DESC',
      isFigure: true,
      cell: (payout) => formatMoney(payout.amount),
    },
    kind === 'INDIVIDUAL'
      ? {
          id: 'net',
          header: 'На руки',
          isFigure: true,
          minTableWidth: 900,
          cell: (payout) => (payout.breakdown ? formatMoney(payout.breakdown.payout_amount) : '—'),
        }
      : {
          id: 'receipt',
          header: 'Чек',
          minTableWidth: 900,
          cell: (payout) => (payout.receipt ? RECEIPT_STATUS_LABELS[payout.receipt.status] : '—'),
        },
    { id: 'service', header: 'За что', minTableWidth: 1000, cell: (payout) => payout.service_name },
    {
      id: 'status',
      header: 'Статус',
      cell: (payout) => (
        <PayoutStatusChip
          status={payout.status}
          repeatStatus={payout.repeat_status}
          waitingFor={payout.waiting_for}
          reason={payout.reason}
        />
      ),
    },
  ];
}

/** The company's payouts on a wide screen: sorted on the server, a row opens the payout's drawer. */
export function PayoutsTable({
  kind,
  items,
  sort,
  onSort,
  onOpen,
}: PayoutsListViewProps<Payout> & { kind: PayoutKind }) {
  return (
    <DataTable
      label="Выплаты"
      rows={items}
      rowKey={(payout) => payout.id}
      columns={columnsOf(kind, onOpen)}
      sort={sort}
      onSort={onSort}
      onOpenRow={onOpen}
    />
  );
}
