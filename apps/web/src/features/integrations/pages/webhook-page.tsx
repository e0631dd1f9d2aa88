import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { RetryPanel } from '../../../components/retry-panel';
import { useWebhook } from '../api/get-webhook';
import { DeliveriesList } from '../components/deliveries-list';
import { useWebhookActions } from '../components/use-webhook-actions';
import { WebhookActions } from '../components/webhook-actions';
import { EndpointStatusChip, eventsOf } from '../components/webhook-labels';

const WEBHOOKS = '/profile/integrations/webhooks';

/** /profile/integrations/webhooks/:id — one endpoint: its address, events and state, then its deliveries. */
export function WebhookPage() {
  const id = useParams().id ?? '';
  const endpoint = useWebhook(id);
  const navigate = useNavigate();
  const { actions, dialogs } = useWebhookActions(() => void navigate(WEBHOOKS));
  const e = endpoint.data;
  return (
    <>
      <Link component={RouterLink} to={WEBHOOKS} sx={{ display: 'inline-block', mb: 2 }}>
        ← Все адреса
      </Link>
      {endpoint.isError && (
        <RetryPanel error={endpoint.error} onRetry={() => void endpoint.refetch()} isRetrying={endpoint.isFetching} />
      )}
      {endpoint.isPending && <PageLoader />}
      {e && (
        <>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, mb: 2 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h2" translate="no" sx={{ wordBreak: 'break-all' }}>
                {e.url}
              </Typography>
              {e.description && <Typography color="text.secondary">{e.description}</Typography>}
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
                <EndpointStatusChip endpoint={e} />
                <Typography variant="body2" color="text.secondary">
                  {eventsOf(e)}
                </Typography>
              </Stack>
            </Box>
            <WebhookActions endpoint={e} actions={actions} />
          </Stack>
          {e.status === 'PAUSED' && (
            <Alert
              severity={e.paused_reason === 'FAILING' ? 'warning' : 'info'}
              sx={{ mb: 3 }}
              action={
                <Button color="inherit" size="small" onClick={() => actions.onResume(e)}>
                  Возобновить
                </Button>
              }
            >
              {e.paused_reason === 'FAILING'
                ? 'Адрес сутки не отвечал успехом, и портал приостановил доставки. Новые события не теряются: они ждут и уйдут по порядку, когда вы возобновите доставки.'
                : 'Доставки приостановлены. Новые события ждут и уйдут по порядку, когда вы возобновите доставки.'}
            </Alert>
          )}
          <DeliveriesList endpointId={e.id} />
        </>
      )}
      {dialogs}
    </>
  );
}
