/** The statement as a printable PDF (pdfmake): the same content as the workbook, landscape A4. */
import { BALANCE_OPERATION_LABELS, formatKopecks } from '@vyplaty/contracts';
import { moscowDateTime } from '../../lib/moscow-time.js';
import { renderPdf } from '../../lib/pdf.js';
import { POSTED_EFFECT, type Statement } from './statement-model.js';

const money = (kopecks: bigint) => ({ text: formatKopecks(kopecks), alignment: 'right' });

export function statementPdf(statement: Statement): Promise<Buffer> {
  const rows = statement.operations.map((operation) => {
    const effect = POSTED_EFFECT[operation.type];
    const blank = { text: '' };
    return [
      moscowDateTime(operation.createdAt),
      BALANCE_OPERATION_LABELS[operation.type],
      operation.description,
      effect === 1 ? money(operation.amountKopecks) : blank,
      effect === -1 ? money(operation.amountKopecks) : blank,
      effect === 0 ? money(operation.type === 'HOLD' ? operation.amountKopecks : -operation.amountKopecks) : blank,
    ];
  });
  const summary = (label: string, kopecks: bigint) => ({
    columns: [
      { text: label, bold: true, width: '*' },
      { ...money(kopecks), bold: true, width: 140 },
    ],
    margin: [0, 2, 0, 2],
  });
  return renderPdf(
    {
      pageOrientation: 'landscape',
      content: [
        { text: 'Выписка по балансу', style: 'title' },
        { text: `${statement.company.name}, ИНН ${statement.company.inn}` },
        { text: `Договор номинального счёта № ${statement.company.contractNumber}` },
        {
          text: `Период: ${statement.dateFrom} — ${statement.dateTo} (МСК). Сформирована ${moscowDateTime(statement.createdAt)}`,
          margin: [0, 0, 0, 8],
        },
        summary('Остаток на начало периода', statement.openingKopecks),
        {
          table: {
            headerRows: 1,
            widths: [80, 80, '*', 80, 80, 80],
            body: [
              ['Дата и время (МСК)', 'Операция', 'Описание', 'Поступление', 'Списание', 'Резерв'].map((text) => ({
                text,
                bold: true,
              })),
              ...rows,
            ],
          },
          layout: 'lightHorizontalLines',
          fontSize: 8,
          margin: [0, 6, 0, 6],
        },
        summary('Поступило за период', statement.inKopecks),
        summary('Списано за период', statement.outKopecks),
        summary('Остаток на конец периода', statement.closingKopecks),
      ],
    },
    { title: `Выписка ${statement.company.contractNumber}`, createdAt: statement.createdAt },
  );
}
