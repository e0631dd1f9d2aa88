import Alert from '@mui/material/Alert';
import type { PaymentOrderState } from '@vyplaty/contracts';
import { formatDateTime } from '../../../lib/format';

type BankState = NonNullable<PaymentOrderState['bank']>;

const at = (value: string | null) => (value ? ` ${formatDateTime(value)}` : '');

/** Where the signed order is at the company's bank (1C:DirectBank): the words the company reads. */
export function paymentOrderBankText(bank: BankState): {
  severity: 'info' | 'success' | 'error' | 'warning';
  text: string;
} {
  switch (bank.status) {
    case 'WAITING':
      return { severity: 'warning', text: bank.reason ?? 'Платёжное поручение ждёт отправки в банк' };
    case 'SENDING':
      return { severity: 'info', text: 'Отправляем в банк через 1С:ДиректБанк…' };
    case 'DELIVERED':
    case 'ACCEPTED':
      return {
        severity: 'info',
        text:
          `Отправлено в банк${at(bank.sent_at)}${bank.status === 'ACCEPTED' ? ', банк принял' : ''}` +
          (bank.reason ? `. ${bank.reason}` : ''),
      };
    case 'EXECUTED':
      return { severity: 'success', text: `Исполнено банком${at(bank.status_at)}` };
    case 'REJECTED':
      return { severity: 'error', text: `Отклонено банком: ${bank.reason ?? 'причина не указана'}` };
    case 'SKIPPED':
      return { severity: 'info', text: bank.reason ?? 'Платёжное поручение в банк не отправлялось' };
  }
}

export function PaymentOrderBankState({ bank }: { bank: PaymentOrderState['bank'] }) {
  if (!bank) return null;
  const { severity, text } = paymentOrderBankText(bank);
  return <Alert severity={severity}>{text}</Alert>;
}
