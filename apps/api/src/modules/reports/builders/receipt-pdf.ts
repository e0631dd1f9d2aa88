/**
 * One receipt of the «Архив чеков» as a PDF (lib/pdf.ts, as the portal's other PDFs): FNS keeps the receipt itself
 * behind a link on lknpd.nalog.ru, which the archive cannot hold, so the archive prints what the receipt says —
 * its number, the time of the income, the seller (the contractor, НПД), the buyer (the company), the services,
 * the total — and the link; a cancelled receipt says «Аннулирован» with the date and the reason.
 */
import { formatKopecks } from '@vyplaty/contracts';
import { moscowDateTime } from '../../../lib/moscow-time.js';
import { renderPdf } from '../../../lib/pdf.js';
import type { PeriodReceipt } from '../../fns/index.js';

/** The receipt's status in the archive's words. */
export function receiptStatusText(r: Pick<PeriodReceipt, 'status'>): string {
  if (r.status === 'CANCELED') return 'Аннулирован';
  if (r.status === 'CANCEL_PENDING') return 'Аннулируется';
  return 'Действителен';
}

const line = (label: string, value: string) => ({
  columns: [
    { text: label, width: 170, color: '#555555' },
    { text: value, width: '*' },
  ],
  margin: [0, 2, 0, 2],
});

export function receiptPdf(r: PeriodReceipt, now: Date): Promise<Buffer> {
  const cancelled = r.status === 'CANCELED';
  const services = r.services.map((s, i) => [
    String(i + 1),
    s.name,
    String(s.quantity),
    { text: formatKopecks(s.amountKopecks), alignment: 'right' },
  ]);
  return renderPdf(
    {
      content: [
        { text: `Чек № ${r.number}`, style: 'title' },
        {
          text: cancelled ? `Аннулирован${r.canceledAt ? ` ${moscowDateTime(r.canceledAt)} (МСК)` : ''}` : '',
          color: '#b00020',
          bold: true,
          margin: [0, 0, 0, 6],
        },
        line('Дата и время расчёта', `${moscowDateTime(r.operationTime)} (МСК)`),
        line('Продавец', r.contractorFio),
        line('ИНН продавца', r.contractorInn),
        line('Режим налогообложения', 'НПД (налог на профессиональный доход)'),
        line('Покупатель', r.companyName),
        line('ИНН покупателя', r.companyInn),
        {
          table: {
            headerRows: 1,
            widths: [20, '*', 50, 90],
            body: [['№', 'Наименование', 'Кол-во', 'Сумма'].map((text) => ({ text, bold: true })), ...services],
          },
          layout: 'lightHorizontalLines',
          margin: [0, 10, 0, 6],
        },
        line('Итого', formatKopecks(r.totalKopecks)),
        line('Статус', receiptStatusText(r)),
        ...(r.status !== 'REGISTERED' && r.cancelReason ? [line('Причина аннулирования', r.cancelReason)] : []),
        ...(r.registeredAt ? [line('Зарегистрирован в ФНС', `${moscowDateTime(r.registeredAt)} (МСК)`)] : []),
        ...(r.link ? [line('Чек в ФНС', r.link)] : []),
        {
          text:
            'Копия данных чека, зарегистрированного в ФНС через платформу (ПП НПД). Действительный чек — по ссылке ' +
            'в ФНС. Сформировано ' +
            `${moscowDateTime(now)} (МСК).`,
          color: '#555555',
          fontSize: 8,
          margin: [0, 14, 0, 0],
        },
      ],
    },
    { title: `Чек № ${r.number}`, createdAt: now },
  );
}
