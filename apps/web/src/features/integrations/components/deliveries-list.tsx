import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { WEBHOOK_DELIVERY_STATUS_LABELS, webhookDeliveryStatusSchema } from '@vyplaty/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FilterSelect } from '../../../components/filter-select';
import { ListBody } from '../../../components/list-body/list-body';
import { ListPage } from '../../../components/list-page';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { DeliveryDrawer } from './delivery-drawer';
import { DeliveriesCards, DeliveriesTable } from './delivery-views';

/**
 * An endpoint's deliveries, newest first, «Показать ещё» reading the next keyset page; the status filter lives in
 * the address (`?status=FAILED`), so a reload or a shared link shows the same list. A delivery opens in a drawer.
 */
export function DeliveriesList({ endpointId }: { endpointId: string }) {
  const [params, setParams] = useSearchParams();
  const parsed = webhookDeliveryStatusSchema.safeParse(params.get('status'));
  const status = parsed.success ? parsed.data : undefined;
  const deliveries = useWebhookDeliveries(endpointId, status);
  const [openId, setOpenId] = useState<string | null>(null);
  const items = deliveries.data?.pages.flatMap((page) => page.items) ?? [];

  const filter = (
    <FilterSelect
      label="Статус"
      value={status}
      options={Object.entries(WEBHOOK_DELIVERY_STATUS_LABELS)}
      onChange={(chosen) =>
        setParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            if (chosen) next.set('status', chosen);
            else next.delete('status');
            return next;
          },
          { replace: true },
        )
      }
      allText="Все"
      minWidth={220}
    />
  );

  return (
    <ListPage level={2} title="Доставки" toolbar={filter}>
      <ListBody
        query={deliveries}
        count={items.length}
        failureText="Не удалось загрузить доставки"
        emptyText={
          status
            ? 'Доставок с таким статусом нет'
            : 'Доставок пока нет: нажмите «Проверить», чтобы отправить проверочное событие'
        }
        table={<DeliveriesTable items={items} onOpen={(d) => setOpenId(d.id)} />}
        cards={<DeliveriesCards items={items} onOpen={(d) => setOpenId(d.id)} />}
      />
      {deliveries.hasNextPage && (
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Button
            variant="outlined"
            onClick={() => void deliveries.fetchNextPage()}
            loading={deliveries.isFetchingNextPage}
          >
            Показать ещё
          </Button>
        </Box>
      )}
      {openId && <DeliveryDrawer deliveryId={openId} onClose={() => setOpenId(null)} />}
    </ListPage>
  );
}
