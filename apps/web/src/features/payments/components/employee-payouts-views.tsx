import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EmployeePayout } from '@vyplaty/contracts';
import { Link as RouterLink } from 'react-router';
import { DataCards } from '../../../components/data-table/data-cards';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatDate, formatMoney } from '../../../lib/format';
import { employeePayoutHref } from './employee-payouts-config';
import { PAYOUT_KIND_LABELS, PayoutStatusChip, RECEIPT_STATUS_LABELS } from './payout-labels';

type ViewProps = { items: EmployeePayout[]; onOpen: (payout: EmployeePayout) => void };

const COLUMNS: DataTableColumn<EmployeePayout>[] = [
  { id: 'date', header: 'Дата', isFigure: true, cell: (payout) => formatDate(payout.created_at) },
  {
    id: 'company',
    header: 'Компания',
    cell: (payout) => (
      <Link component={RouterLink} to={employeePayoutHref(payout)} underline="hover" color="inherit">
        {payout.company.name}
      </Link>
    ),
  },
  { id: 'service', header: 'За что', minTableWidth: 700, cell: (payout) => payout.service_name },
  { id: 'kind', header: 'Вид', minTableWidth: 900, cell: (payout) => PAYOUT_KIND_LABELS[payout.kind] },
  { id: 'amount', header: 'Сумма', isFigure: true, cell: (payout) => formatMoney(payout.amount) },
  {
    id: 'status',
    header: 'Статус',
    cell: (payout) => <PayoutStatusChip status={payout.status} waitingFor={payout.waiting_for} />,
  },
  {
    id: 'receipt',
    header: 'Чек',
    minTableWidth: 800,
    cell: (payout) => (payout.receipt ? RECEIPT_STATUS_LABELS[payout.receipt.status] : '—'),
  },
];

/** The contractor's payouts on a wide screen; a row opens the payout's page. */
export function EmployeePayoutsTable({ items, onOpen }: ViewProps) {
  return <DataTable label="Выплаты" rows={items} rowKey={(payout) => payout.id} columns={COLUMNS} onOpenRow={onOpen} />;
}

/** The contractor's payouts on a phone: one card each, a tap opens the payout's page. */
export function EmployeePayoutsCards({ items, onOpen }: ViewProps) {
  return (
    <DataCards
      label="Выплаты"
      rows={items}
      rowKey={(payout) => payout.id}
      onOpenRow={onOpen}
      renderCard={(payout) => (
        <Stack spacing={0.5}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
            <Link component={RouterLink} to={employeePayoutHref(payout)} color="inherit" sx={{ fontWeight: 500 }}>
              {payout.company.name}
            </Link>
            <Typography sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {formatMoney(payout.amount)}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {`${formatDate(payout.created_at)} · ${payout.service_name}`}
          </Typography>
          <PayoutStatusChip status={payout.status} waitingFor={payout.waiting_for} />
        </Stack>
      )}
    />
  );
}
