import Chip from '@mui/material/Chip';
import {
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_ENDPOINT_STATUS_LABELS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_PING_EVENT,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@vyplaty/contracts';
import { countText } from '../../../lib/plural';

export function EndpointStatusChip({ endpoint }: { endpoint: WebhookEndpoint }) {
  const color = endpoint.status === 'ACTIVE' ? 'success' : endpoint.paused_reason === 'FAILING' ? 'error' : 'default';
  return <Chip size="small" variant="outlined" color={color} label={WEBHOOK_ENDPOINT_STATUS_LABELS[endpoint.status]} />;
}

/** Why an endpoint waits: the portal paused it after a day of failures, or the company did. */
export const pauseReasonOf = (endpoint: WebhookEndpoint) =>
  endpoint.status !== 'PAUSED'
    ? null
    : endpoint.paused_reason === 'FAILING'
      ? 'Адрес не отвечал успехом сутки'
      : 'Приостановлен компанией';

export const eventsCountOf = (endpoint: WebhookEndpoint) =>
  countText(endpoint.events.length, ['событие', 'события', 'событий']);

export const eventsOf = (endpoint: WebhookEndpoint) => endpoint.events.map((e) => WEBHOOK_EVENT_LABELS[e]).join('; ');

/** A delivery's event in words: the subscription's label, «Проверка» for the test event, else the code itself. */
export const eventLabelOf = (type: string) =>
  type === WEBHOOK_PING_EVENT ? 'Проверка адреса' : (WEBHOOK_EVENT_LABELS[type as WebhookEventType] ?? type);

const DELIVERY_COLORS = { PENDING: 'info', SUCCEEDED: 'success', FAILED: 'error' } as const satisfies Record<
  WebhookDeliveryStatus,
  string
>;

export function DeliveryStatusChip({ status }: { status: WebhookDeliveryStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={DELIVERY_COLORS[status]}
      label={WEBHOOK_DELIVERY_STATUS_LABELS[status]}
    />
  );
}
