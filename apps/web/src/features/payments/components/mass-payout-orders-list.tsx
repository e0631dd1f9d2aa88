import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MassPayoutOrdersState } from '@vyplaty/contracts';
import { formatMoney } from '../../../lib/format';

type Order = MassPayoutOrdersState['items'][number];
type OrdersStatus = MassPayoutOrdersState['status'];

/** Where all the registry's orders are, in the words the company reads. */
export function ordersStateText(state: MassPayoutOrdersState): {
  severity: 'info' | 'success' | 'warning';
  text: string;
} {
  const texts: Record<OrdersStatus, { severity: 'info' | 'success' | 'warning'; text: string }> = {
    AWAIT_SIGN: {
      severity: 'warning',
      text:
        'Поручения не подписаны. Подпишите их квалифицированной электронной подписью (КЭП) руководителя или ' +
        'ответственного лица с МЧД: затем они уйдут в банк компании через 1С:ДиректБанк.',
    },
    WAITING: { severity: 'warning', text: state.reason ?? 'Подписанные поручения ждут отправки в банк' },
    SENDING: { severity: 'info', text: 'Отправляем поручения в банк через 1С:ДиректБанк…' },
    DELIVERED: { severity: 'info', text: 'Все поручения в банке: ждём, пока он их исполнит' },
    DONE: { severity: 'success', text: 'Банк обработал все поручения' },
  };
  return texts[state.status];
}

const BANK_STATUS_TEXT: Record<NonNullable<Order['bank_status']>, string> = {
  WAITING: 'Ждёт отправки в банк',
  SENDING: 'Отправляется в банк',
  DELIVERED: 'В банке',
  ACCEPTED: 'Принято банком',
  EXECUTED: 'Исполнено банком',
  REJECTED: 'Отклонено банком',
  SKIPPED: 'В банк не отправлялось',
};

const orderStatusText = (order: Order) => {
  if (!order.bank_status) return 'Не подписано';
  const text = BANK_STATUS_TEXT[order.bank_status];
  return order.bank_reason ? `${text}: ${order.bank_reason}` : text;
};

/** The registry's orders in file order: number, recipient, amount and where each is at the bank. */
export function MassPayoutOrdersList({ items }: { items: Order[] }) {
  return (
    <Stack component="ul" aria-label="Поручения реестра" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((order) => (
        <Stack
          component="li"
          key={order.payout_id}
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ justifyContent: 'space-between', gap: { xs: 0.25, sm: 2 }, py: 0.5 }}
        >
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {`№ ${order.number} · ${order.recipient}`}
          </Typography>
          <Typography variant="body2" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
            {`${formatMoney(order.amount)} · ${orderStatusText(order)}`}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
