import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MassPayout } from '@vyplaty/contracts';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataCards } from '../../../components/data-table/data-cards';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatMoney, formatMoscowDateTime } from '../../../lib/format';
import { massPayoutPage } from '../api/mass-payout-paths';
import { MassPayoutStatusChip, registryTitle } from './mass-payout-labels';

const TABLE_LABEL = 'Реестры';

function RegistryLink({ registry }: { registry: MassPayout }) {
  return (
    <Link
      component={RouterLink}
      to={massPayoutPage(registry.kind, registry.id)}
      underline="hover"
      sx={{ fontWeight: 500 }}
    >
      {registryTitle(registry)}
    </Link>
  );
}

/** Rows that will be paid out of all the file's rows; while the file is read, how many are read so far. */
const rowCounts = (registry: MassPayout) =>
  registry.import.status === 'ACTIVATED'
    ? `${registry.rows.valid} / ${registry.import.rows_total}`
    : `— / ${registry.import.rows_total}`;

/** Once paid (or being paid): how many rows the bank paid of those sent to pay. */
const paidCount = (registry: MassPayout) =>
  registry.payment ? `Выплачено ${registry.payment.rows_paid} из ${registry.payment.rows_total}` : null;

function RegistryStatus({ registry }: { registry: MassPayout }) {
  const paid = paidCount(registry);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <MassPayoutStatusChip registry={registry} />
      {paid && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {paid}
        </Typography>
      )}
    </Stack>
  );
}

const COLUMNS: DataTableColumn<MassPayout>[] = [
  { id: 'number', header: 'Реестр', cell: (registry) => <RegistryLink registry={registry} /> },
  { id: 'file', header: 'Файл', cell: (registry) => registry.file.name },
  {
    id: 'created',
    header: 'Загружен (МСК)',
    isFigure: true,
    cell: (registry) => formatMoscowDateTime(registry.created_at),
  },
  { id: 'rows', header: 'Строки: верные / всего', isFigure: true, cell: rowCounts },
  { id: 'total', header: 'Сумма', isFigure: true, cell: (registry) => formatMoney(registry.totals.gross) },
  { id: 'status', header: 'Статус', cell: (registry) => <RegistryStatus registry={registry} /> },
];

type ViewProps = { items: readonly MassPayout[] };

/** A kind's registries on a wide screen; a row opens its registry page. */
export function MassPayoutsTable({ items }: ViewProps) {
  const navigate = useNavigate();
  return (
    <DataTable
      label={TABLE_LABEL}
      rows={items}
      rowKey={(registry) => registry.id}
      columns={COLUMNS}
      onOpenRow={(registry) => void navigate(massPayoutPage(registry.kind, registry.id))}
    />
  );
}

/** The same on a phone: one card a registry. */
export function MassPayoutsCards({ items }: ViewProps) {
  const navigate = useNavigate();
  return (
    <DataCards
      label={TABLE_LABEL}
      rows={items}
      rowKey={(registry) => registry.id}
      onOpenRow={(registry) => void navigate(massPayoutPage(registry.kind, registry.id))}
      renderCard={(registry) => (
        <Stack spacing={0.5}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
            <RegistryLink registry={registry} />
            <Typography sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {formatMoney(registry.totals.gross)}
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {registry.file.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`${formatMoscowDateTime(registry.created_at)} МСК · строки ${rowCounts(registry)}`}
          </Typography>
          <RegistryStatus registry={registry} />
        </Stack>
      )}
    />
  );
}
