/**
 * The printable payment order (form 0401060 of Положение Банка России № 762-П, drawn with pdfmake and
 * its bundled Roboto, set up as in modules/agreements/agreement-pdf.ts): the same fields the exchange
 * file carries, the amount in words, and an honest signature area: who signed the exchange file with
 * КЭП on the portal, or that nobody has — never a signature that is not there.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { moscowDateTime } from '../moscow-time.js';
import { rublesInWords } from './amount-in-words.js';
import { checkPaymentOrder, orderAmount, orderDate, type PaymentOrder } from './payment-order.js';

const require = createRequire(import.meta.url);
// biome-ignore lint/suspicious/noExplicitAny: pdfmake's server build is untyped CommonJS
const pdfmake: any = require('pdfmake');
const robotoFonts = require('pdfmake/fonts/Roboto.js') as Record<string, Record<string, string>>;
const fontsDir = path.dirname(require.resolve('pdfmake/fonts/Roboto.js'));

pdfmake.setFonts(robotoFonts);
pdfmake.setLocalAccessPolicy((file: string) => path.resolve(file).startsWith(fontsDir));
// A payment order embeds nothing from the network.
pdfmake.setUrlAccessPolicy(() => false);

export const UNSIGNED_NOTICE =
  'Электронная подпись: не подписано. Подпишите поручение КЭП на платформе (раздел «Платёжное поручение» ' +
  'выплаты), в программе своего банка или распечатайте и подпишите вручную.';

/** Who signed the exchange file with КЭП, printed in the signature area instead of UNSIGNED_NOTICE. */
export type PaymentOrderSignature = { signerName: string; signedAt: Date; thumbprint: string | null };

export const signedNotice = (s: PaymentOrderSignature) =>
  `Подписано квалифицированной электронной подписью (КЭП): ${s.signerName}, ` +
  `${moscowDateTime(s.signedAt)} (МСК)${s.thumbprint ? `, сертификат ${s.thumbprint}` : ''}. ` +
  'Подпись относится к файлу обмена 1С этого поручения.';

type Cell = { text: string; colSpan?: number; rowSpan?: number; border?: boolean[]; style?: string; bold?: boolean };

const small = (text: string): Cell => ({ text, style: 'label' });
const value = (text: string | null | undefined, extra: Partial<Cell> = {}): Cell => ({ text: text ?? '', ...extra });
const empty = (): Cell => ({ text: '' });

function formContent(order: PaymentOrder, signature: PaymentOrderSignature | null) {
  const { payer, recipient } = order;
  const bank = (p: typeof payer) => [p.bankName, p.bankCity].filter(Boolean).join(', ');
  // Six columns: the name part (three), the label column, the value (two).
  const label3 = (text: string): Cell => ({ ...small(text), colSpan: 3 });
  const value2 = (text: string | null, extra: Partial<Cell> = {}): Cell => value(text, { colSpan: 2, ...extra });
  const body: Cell[][] = [
    [
      value(`ИНН ${payer.inn ?? ''}`),
      value(`КПП ${payer.kpp ?? ''}`, { colSpan: 2 }),
      empty(),
      small('Сумма'),
      value2(orderAmount(order.amountKopecks, '-'), { bold: true }),
      empty(),
    ],
    [
      value(payer.name, { colSpan: 3, rowSpan: 2 }),
      empty(),
      empty(),
      { ...small('Сч. №'), rowSpan: 3 },
      value2(payer.account, { rowSpan: 3 }),
      empty(),
    ],
    [empty(), empty(), empty(), empty(), empty(), empty()],
    [label3('Плательщик'), empty(), empty(), empty(), empty(), empty()],
    [value(bank(payer), { colSpan: 3 }), empty(), empty(), small('БИК'), value2(payer.bik), empty()],
    [label3('Банк плательщика'), empty(), empty(), small('Сч. №'), value2(payer.corrAccount), empty()],
    [value(bank(recipient), { colSpan: 3 }), empty(), empty(), small('БИК'), value2(recipient.bik), empty()],
    [label3('Банк получателя'), empty(), empty(), small('Сч. №'), value2(recipient.corrAccount), empty()],
    [
      value(`ИНН ${recipient.inn ?? ''}`),
      value(`КПП ${recipient.kpp ?? ''}`, { colSpan: 2 }),
      empty(),
      small('Сч. №'),
      value2(recipient.account),
      empty(),
    ],
    [
      value(recipient.name, { colSpan: 3, rowSpan: 2 }),
      empty(),
      empty(),
      small('Вид оп.'),
      value2(order.operationType ?? '01'),
      empty(),
    ],
    [empty(), empty(), empty(), small('Очер. плат.'), value2(String(order.priority ?? 5)), empty()],
    [label3('Получатель'), empty(), empty(), small('Код (УИН)'), value2(order.uin ?? '0'), empty()],
  ];
  return [
    {
      columns: [
        { text: 'Поступ. в банк плат. ____________', style: 'label' },
        { text: 'Списано со сч. плат. ____________', style: 'label' },
        { text: '0401060', alignment: 'right', bold: true },
      ],
      margin: [0, 0, 0, 12],
    },
    {
      columns: [
        { text: `ПЛАТЕЖНОЕ ПОРУЧЕНИЕ № ${order.number}`, style: 'title', width: 'auto' },
        { text: orderDate(order.date), alignment: 'center', margin: [16, 3, 0, 0], width: 'auto' },
        { text: 'Дата', style: 'label', margin: [6, 5, 0, 0], width: 'auto' },
        { text: 'Вид платежа: электронно', style: 'label', alignment: 'right', margin: [0, 5, 0, 0] },
      ],
      margin: [0, 0, 0, 8],
    },
    {
      table: { widths: [90, '*'], body: [[small('Сумма прописью'), value(rublesInWords(order.amountKopecks))]] },
      margin: [0, 0, 0, 8],
    },
    { table: { widths: [120, 70, '*', 60, 70, 60], body }, margin: [0, 0, 0, 8] },
    { text: order.purpose, margin: [0, 4, 0, 2] },
    { text: 'Назначение платежа', style: 'label', margin: [0, 0, 0, 16] },
    {
      columns: [
        {
          stack: [
            { text: 'Подписи', style: 'label' },
            { text: signature ? signedNotice(signature) : UNSIGNED_NOTICE, margin: [0, 6, 0, 0] },
          ],
          width: '*',
        },
        { stack: [{ text: 'Отметки банка', style: 'label' }], width: 160 },
      ],
    },
  ];
}

/** The printable order as a PDF (VALIDATION_ERROR on an order the bank would refuse). */
export async function renderPaymentOrderPdf(
  order: PaymentOrder,
  createdAt: Date,
  signature: PaymentOrderSignature | null = null,
): Promise<Buffer> {
  return renderPaymentOrdersPdf(
    [order],
    createdAt,
    signature,
    `Платёжное поручение № ${order.number} от ${orderDate(order.date)}`,
  );
}

/** Several orders (a registry's), one per page: each page the form renderPaymentOrderPdf draws. */
export async function renderPaymentOrdersPdf(
  orders: PaymentOrder[],
  createdAt: Date,
  signature: PaymentOrderSignature | null,
  title: string,
): Promise<Buffer> {
  for (const order of orders) checkPaymentOrder(order);
  const doc = pdfmake.createPdf({
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    content: orders.map((order, index) => ({
      stack: formContent(order, signature),
      ...(index > 0 ? { pageBreak: 'before' } : {}),
    })),
    styles: {
      title: { fontSize: 12, bold: true },
      label: { fontSize: 7, color: '#444444' },
    },
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    info: { title, creationDate: createdAt },
  });
  return doc.getBuffer();
}
