import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { JournalItem } from '@vyplaty/contracts';
import { Link as RouterLink } from 'react-router';
import { DataCards } from '../../../components/data-table/data-cards';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatMoscowDateTime } from '../../../lib/format';

/**
 * The page a record's subject opens on: a payout or a document in its page's drawer, the settings changed,
 * the company's accounts, responsible persons or limits.
 */
function entityAddress(item: JournalItem): string | null {
  const id = encodeURIComponent(item.entity_id);
  if (item.entity_kind === 'payout') return `/payments/npd/single?payout=${id}`;
  if (item.entity_kind === 'document') return `/document-management/single?document=${id}`;
  if (item.entity_kind === 'bank_account') return '/profile/payments-accounts';
  if (item.entity_kind === 'representative') return '/profile/responsible-persons';
  if (item.entity_kind === 'company') {
    if (item.event === 'CONSTANTS_UPDATED') return '/employees/constants';
    return item.event === 'LIMITS_SET' ? '/profile/limits' : '/profile/payments-accounts';
  }
  return null;
}

function EntityLink({ item }: { item: JournalItem }) {
  const to = entityAddress(item);
  if (!to) return <>{item.entity_label}</>;
  return (
    <Link component={RouterLink} to={to} underline="hover">
      {item.entity_label}
    </Link>
  );
}

const actorOf = (item: JournalItem) => item.actor_name ?? 'Портал';

const COLUMNS: DataTableColumn<JournalItem>[] = [
  { id: 'time', header: 'Время (МСК)', isFigure: true, cell: (item) => formatMoscowDateTime(item.occurred_at) },
  { id: 'actor', header: 'Кто', cell: actorOf },
  { id: 'event', header: 'Событие', cell: (item) => item.text },
  { id: 'entity', header: 'Объект', cell: (item) => <EntityLink item={item} /> },
];

type ViewProps = { items: readonly JournalItem[] };

export function JournalTable({ items }: ViewProps) {
  return <DataTable label="Журнал" rows={items} rowKey={(item) => item.id} columns={COLUMNS} />;
}

export function JournalCards({ items }: ViewProps) {
  return (
    <DataCards
      label="Журнал"
      rows={items}
      rowKey={(item) => item.id}
      renderCard={(item) => (
        <Stack spacing={0.5}>
          <Typography variant="body2" color="text.secondary">
            {formatMoscowDateTime(item.occurred_at)} МСК · {actorOf(item)}
          </Typography>
          <Typography sx={{ fontWeight: 500 }}>{item.text}</Typography>
          <Typography variant="body2">
            <EntityLink item={item} />
          </Typography>
        </Stack>
      )}
    />
  );
}
