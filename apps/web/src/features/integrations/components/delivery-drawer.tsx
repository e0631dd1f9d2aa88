import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RecordSection } from '../../../components/data-table/record-section';
import { AppDrawer } from '../../../components/drawer/app-drawer';
import { PageLoader } from '../../../components/page-loader';
import { RetryPanel } from '../../../components/retry-panel';
import { formatMoscowDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { useWebhookDelivery } from '../api/get-webhook-delivery';
import { useResendWebhookDelivery } from '../api/resend-webhook-delivery';
import { CodeBlock, DeliveryAttempts, prettyBody } from './delivery-attempts';
import { lastAnswerOf } from './delivery-views';
import { DeliveryStatusChip, eventLabelOf } from './webhook-labels';

/** One delivery: the event, its state, the body sent (pretty JSON), every attempt; «Отправить снова». */
export function DeliveryDrawer({ deliveryId, onClose }: { deliveryId: string; onClose: () => void }) {
  const delivery = useWebhookDelivery(deliveryId);
  const resend = useResendWebhookDelivery();
  const handleResend = async () => {
    try {
      await resend.mutateAsync(deliveryId);
      notify.success('Доставка отправлена снова');
    } catch (err) {
      notify.error(errorMessage(err, 'Не удалось отправить доставку снова'));
    }
  };
  const d = delivery.data;
  return (
    <AppDrawer open onClose={onClose} size="main" title={d ? eventLabelOf(d.event_type) : 'Доставка'}>
      {delivery.isError && (
        <RetryPanel error={delivery.error} onRetry={() => void delivery.refetch()} isRetrying={delivery.isFetching} />
      )}
      {delivery.isPending && <PageLoader />}
      {d && (
        <Stack spacing={3}>
          <RecordSection
            title="Доставка"
            fields={[
              { label: 'Статус', value: <DeliveryStatusChip status={d.status} /> },
              { label: 'Создана (МСК)', value: formatMoscowDateTime(d.created_at) },
              { label: 'Доставлена (МСК)', value: d.delivered_at ? formatMoscowDateTime(d.delivered_at) : '—' },
              { label: 'Попыток', value: d.attempts },
              { label: 'Последний код ответа', value: lastAnswerOf(d) },
              {
                label: 'Следующая попытка (МСК)',
                value: d.next_attempt_at ? formatMoscowDateTime(d.next_attempt_at) : '—',
              },
            ]}
          >
            <Button variant="outlined" sx={{ mt: 2 }} onClick={() => void handleResend()} loading={resend.isPending}>
              Отправить снова
            </Button>
          </RecordSection>
          <section>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              Тело запроса
            </Typography>
            <CodeBlock label="Тело запроса" text={prettyBody(d.body)} />
          </section>
          <section>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              Попытки
            </Typography>
            <DeliveryAttempts attempts={d.attempts_list} />
          </section>
        </Stack>
      )}
    </AppDrawer>
  );
}
