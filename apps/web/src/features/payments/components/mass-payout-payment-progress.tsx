import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type MassPayout, type MassPayoutPayment, massPayoutPaidText } from '@vyplaty/contracts';
import { formatMoscowDateTime } from '../../../lib/format';

const percentOf = (done: number, total: number) => (total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0);

/** What the pay job is doing, in words, and how far it got (unknown while the bank takes the registry). */
function progressOf(payment: MassPayoutPayment): { text: string; percent?: number } {
  const { phase, rows_done: done, rows_total: total, rows_paid: paid, rows_failed: failed } = payment;
  // Paid by the company's own payment orders: its bank pays them once they are signed (the panel below).
  const byOrders = payment.channel === 'OWN_ACCOUNT';
  switch (phase) {
    case 'CHECKING':
      return { text: `Проверяем строки перед оплатой: ${done} из ${total}`, percent: percentOf(done, total) };
    case 'CREATING':
      return { text: `Создаём выплаты: ${done} из ${total}`, percent: percentOf(done, total) };
    case 'SENDING':
      return { text: byOrders ? 'Формируем платёжные поручения' : 'Отправляем реестр в банк' };
    case 'FOLLOWING':
      if (byOrders) {
        return {
          text: `Банк компании исполняет платёжные поручения: выплачено ${paid} из ${total}, не выплачено ${failed}`,
          percent: percentOf(paid + failed, total),
        };
      }
      return {
        text: `Банк проводит выплаты: выплачено ${paid} из ${total}, не выплачено ${failed}`,
        percent: percentOf(paid + failed, total),
      };
    case 'DONE':
      return { text: 'Завершаем оплату', percent: 100 };
  }
}

/** The live progress of paying (the page asks every second, every 2.5 s while the bank pays). */
function PaymentRunning({ payment }: { payment: MassPayoutPayment }) {
  const { text, percent } = progressOf(payment);
  return (
    <Box role="status" sx={{ maxWidth: 640 }}>
      <Typography sx={{ mb: 1 }}>{text}</Typography>
      <LinearProgress
        aria-label="Ход оплаты реестра"
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Страницу можно закрыть: оплата идёт на сервере, когда она закончится, придёт уведомление.
      </Typography>
    </Box>
  );
}

/**
 * Paying a registry, once asked: the progress while PROCESSING; a DRAFT again — why the last «Оплатить» paid
 * nothing (nothing was held: fix the rows, top up or change the mode, and pay again); COMPLETED — how many
 * rows were paid of how many; ERROR — why no payout of it was made.
 */
export function MassPayoutPaymentProgress({ registry }: { registry: MassPayout }) {
  const { payment } = registry;
  if (!payment) return null;
  if (registry.status === 'PROCESSING') return <PaymentRunning payment={payment} />;
  if (registry.status === 'DRAFT') {
    return (
      <Alert severity="warning" role="status">
        <Typography sx={{ fontWeight: 500 }}>{payment.error ?? 'Реестр не оплачен'}</Typography>
        <Typography variant="body2">
          Деньги не списаны. Исправьте строки, пополните баланс или измените режим оплаты и оплатите реестр снова.
        </Typography>
      </Alert>
    );
  }
  const finished = payment.finished_at ? ` · ${formatMoscowDateTime(payment.finished_at)} МСК` : '';
  const counts = `Выплачено: ${payment.rows_paid} · не выплачено: ${payment.rows_failed} · строк к оплате: ${payment.rows_total}${finished}`;
  if (registry.status === 'ERROR') {
    return (
      <Alert severity="error" role="status">
        <Typography sx={{ fontWeight: 500 }}>{payment.error ?? 'Реестр не оплачен'}</Typography>
        <Typography variant="body2">{counts}</Typography>
      </Alert>
    );
  }
  return (
    <Alert severity={payment.rows_failed > 0 ? 'warning' : 'success'} role="status">
      <Typography sx={{ fontWeight: 500 }}>
        {massPayoutPaidText(registry.number, payment.rows_paid, payment.rows_total)}
      </Typography>
      <Typography variant="body2">{counts}</Typography>
    </Alert>
  );
}
