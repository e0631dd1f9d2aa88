/**
 * bundle/{id}/act: «Акт-реестр документов пакета № N» (lib/pdf.ts: pdfmake with its Roboto, Cyrillic included; the
 * same renderer as the documents' PDFs) — the company, the date, the documents' table, the totals. A page the
 * company prints or archives; it is not sent for signature (docs/decisions/bundles.md).
 */
import { formatKopecks } from '@vyplaty/contracts';
import { moscowDate, moscowDateTime } from '../../lib/moscow-time.js';
import { renderPdf } from '../../lib/pdf.js';
import { type RegisterLine, registerTotals } from './bundle-register.js';

type ActInput = {
  bundle: { number: number; name: string };
  company: { name: string; inn: string };
  moneyLabel: string | null;
  lines: readonly RegisterLine[];
  now: Date;
};

const cell = (text: string, more: Record<string, unknown> = {}) => ({ text, ...more });
const signedBy = (who: string, at: string) => (at ? `${who}, ${at}` : '—');

export function bundleActPdf({ bundle, company, moneyLabel, lines, now }: ActInput): Promise<Buffer> {
  const totals = registerTotals(lines);
  const header = ['№', 'Дата', 'Исполнитель', 'ИНН', 'Статус', 'Подпись компании', 'Подпись исполнителя'];
  const body = lines.map((l) => [
    cell(String(l.number)),
    cell(l.date),
    cell(l.fio),
    cell(l.inn || '—'),
    cell(l.status),
    cell(signedBy(l.companySigner, l.companySignedAt)),
    cell(signedBy(l.contractorSigner, l.contractorSignedAt)),
    ...(moneyLabel ? [cell(l.kopecks === null ? '—' : formatKopecks(l.kopecks), { alignment: 'right' })] : []),
  ]);
  const total = (label: string, value: string) => ({
    columns: [
      { text: label, width: '*' },
      { text: value, bold: true, width: 160, alignment: 'right' },
    ],
    margin: [0, 2, 0, 2],
  });
  const [yyyy, mm, dd] = moscowDate(now).split('-');
  return renderPdf(
    {
      pageOrientation: 'landscape',
      content: [
        { text: `Акт-реестр документов пакета № ${bundle.number}`, style: 'title' },
        { text: `Пакет «${bundle.name}»` },
        { text: `Компания: ${company.name}, ИНН ${company.inn}` },
        { text: `Дата: ${dd}.${mm}.${yyyy}. Сформирован ${moscowDateTime(now)} (МСК)`, margin: [0, 0, 0, 8] },
        {
          table: {
            headerRows: 1,
            widths: [30, 55, '*', 75, 85, 110, 110, ...(moneyLabel ? [75] : [])],
            body: [[...header, ...(moneyLabel ? [moneyLabel] : [])].map((text) => cell(text, { bold: true })), ...body],
          },
          layout: 'lightHorizontalLines',
          fontSize: 8,
          margin: [0, 0, 0, 8],
        },
        total('Документов в пакете', String(totals.documents)),
        total('Подписано обеими сторонами', String(totals.signed)),
        ...(moneyLabel ? [total(`${moneyLabel}: сумма подписанных`, formatKopecks(totals.signedKopecks))] : []),
        {
          text:
            'Акт-реестр составлен платформой по данным пакета на момент формирования. Подписи сторон — ' +
            'в самих документах и их архивах с доказательствами подписания.',
          color: '#555555',
          margin: [0, 12, 0, 0],
        },
      ],
    },
    { title: `Акт-реестр документов пакета № ${bundle.number}`, createdAt: now },
  );
}
