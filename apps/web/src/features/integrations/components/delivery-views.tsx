import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WebhookDelivery } from '@vyplaty/contracts';
import { DataCards } from '../../../components/data-table/data-cards';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatMoscowDateTime } from '../../../lib/format';
import { DeliveryStatusChip, eventLabelOf } from './webhook-labels';

/** The receiver's last answer: its HTTP code, or that none came (timeout, refused connection). */
export const lastAnswerOf = (d: Pick<WebhookDelivery, 'last_status_code' | 'attempts'>) =>
  d.last_status_code !== null ? String(d.last_status_code) : d.attempts > 0 ? 'Нет ответа' : '—';

const columns: DataTableColumn<WebhookDelivery>[] = [
  { id: 'event', header: 'Событие', cell: (d) => eventLabelOf(d.event_type) },
  { id: 'time', header: 'Время (МСК)', cell: (d) => formatMoscowDateTime(d.created_at), isFigure: true },
  { id: 'status', header: 'Статус', cell: (d) => <DeliveryStatusChip status={d.status} /> },
  { id: 'attempts', header: 'Попыток', cell: (d) => d.attempts, isFigure: true, minTableWidth: 560 },
  { id: 'answer', header: 'Код ответа', cell: lastAnswerOf, isFigure: true, minTableWidth: 640 },
];

type ViewProps = { items: readonly WebhookDelivery[]; onOpen: (delivery: WebhookDelivery) => void };

/** A click on a delivery opens its body and attempts. */
export function DeliveriesTable({ items, onOpen }: ViewProps) {
  return <DataTable label="Доставки" rows={items} rowKey={(d) => d.id} columns={columns} onOpenRow={onOpen} />;
}

export function DeliveriesCards({ items, onOpen }: ViewProps) {
  return (
    <DataCards
      label="Доставки"
      rows={items}
      rowKey={(d) => d.id}
      onOpenRow={onOpen}
      renderCard={(d) => (
        <Stack spacing={0.5}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {eventLabelOf(d.event_type)}
          </Typography>
          <Typography variant="body2" color="text.secondary">{`${formatMoscowDateTime(d.created_at)} МСК`}</Typography>
          <div>
            <DeliveryStatusChip status={d.status} />
          </div>
          <Typography variant="body2">{`Попыток: ${d.attempts}, код ответа: ${lastAnswerOf(d)}`}</Typography>
        </Stack>
      )}
    />
  );
}
