import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pathWithId, type WebhookEndpoint } from '@vyplaty/contracts';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataCards } from '../../../components/data-table/data-cards';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { type WebhookActionHandlers, WebhookActions } from './webhook-actions';
import { EndpointStatusChip, eventsCountOf, eventsOf, pauseReasonOf } from './webhook-labels';

export const ENDPOINT_PAGE = '/profile/integrations/webhooks/:id';

function Address({ endpoint }: { endpoint: WebhookEndpoint }) {
  return (
    <>
      <Link
        component={RouterLink}
        to={pathWithId(ENDPOINT_PAGE, endpoint.id)}
        translate="no"
        sx={{ wordBreak: 'break-all', fontWeight: 500 }}
      >
        {endpoint.url}
      </Link>
      {endpoint.description && (
        <Typography variant="body2" color="text.secondary">
          {endpoint.description}
        </Typography>
      )}
    </>
  );
}

function Status({ endpoint }: { endpoint: WebhookEndpoint }) {
  const reason = pauseReasonOf(endpoint);
  return (
    <>
      <EndpointStatusChip endpoint={endpoint} />
      {reason && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {reason}
        </Typography>
      )}
    </>
  );
}

function Events({ endpoint }: { endpoint: WebhookEndpoint }) {
  return (
    <>
      <Typography variant="body2">{eventsCountOf(endpoint)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {eventsOf(endpoint)}
      </Typography>
    </>
  );
}

const failuresOf = (endpoint: WebhookEndpoint) =>
  endpoint.consecutive_failures > 0 ? `${endpoint.consecutive_failures} подряд` : 'Нет';

type ViewProps = { items: readonly WebhookEndpoint[]; actions: WebhookActionHandlers };

const columnsOf = (actions: WebhookActionHandlers): DataTableColumn<WebhookEndpoint>[] => [
  { id: 'url', header: 'Адрес', cell: (e) => <Address endpoint={e} /> },
  { id: 'events', header: 'События', cell: (e) => <Events endpoint={e} />, minTableWidth: 720 },
  { id: 'status', header: 'Статус', cell: (e) => <Status endpoint={e} /> },
  { id: 'failures', header: 'Сбои доставки', cell: failuresOf, minTableWidth: 560 },
  { id: 'actions', header: '', isControl: true, cell: (e) => <WebhookActions endpoint={e} actions={actions} /> },
];

/** A click on a row opens the endpoint's deliveries. */
export function WebhooksTable({ items, actions }: ViewProps) {
  const navigate = useNavigate();
  return (
    <DataTable
      label="Адреса для вебхуков"
      rows={items}
      rowKey={(e) => e.id}
      columns={columnsOf(actions)}
      onOpenRow={(e) => void navigate(pathWithId(ENDPOINT_PAGE, e.id))}
    />
  );
}

export function WebhooksCards({ items, actions }: ViewProps) {
  return (
    <DataCards
      label="Адреса для вебхуков"
      rows={items}
      rowKey={(e) => e.id}
      renderCard={(e) => (
        <Stack spacing={1}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
            <div style={{ minWidth: 0 }}>
              <Address endpoint={e} />
            </div>
            <WebhookActions endpoint={e} actions={actions} />
          </Stack>
          <Status endpoint={e} />
          <Events endpoint={e} />
          <Typography variant="body2" color="text.secondary">{`Сбои доставки: ${failuresOf(e)}`}</Typography>
        </Stack>
      )}
    />
  );
}
