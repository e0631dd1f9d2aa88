/**
 * PDFs of agreements (pdfmake, its bundled Roboto has Cyrillic; set up as in offers/offer-pdf.ts).
 * The signed copy is the same pages rendered from the same version and party followed by a
 * signature sheet with the evidence record (DOMAIN.md §6.7); the sheet names the hashes of the
 * original generated file, which stays stored next to it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AgreementText } from './agreement-texts.js';

const require = createRequire(import.meta.url);
// biome-ignore lint/suspicious/noExplicitAny: pdfmake's server build is untyped CommonJS
const pdfmake: any = require('pdfmake');
const robotoFonts = require('pdfmake/fonts/Roboto.js') as Record<string, Record<string, string>>;
const fontsDir = path.dirname(require.resolve('pdfmake/fonts/Roboto.js'));

pdfmake.setFonts(robotoFonts);
pdfmake.setLocalAccessPolicy((file: string) => path.resolve(file).startsWith(fontsDir));
// Agreements embed nothing from the network.
pdfmake.setUrlAccessPolicy(() => false);

/** Who the agreement is with, as printed: «ООО "Ромашка", ИНН 7707083893» and the person. */
export type AgreementParty = { lines: string[] };

export type SignatureEvidence = {
  signerName: string;
  documentName: string;
  documentSha256: string;
  documentStreebog256: string;
  channel: 'SMS' | 'EMAIL';
  destinationMasked: string;
  codeHash: string;
  signedAt: Date;
  ip: string | null;
  userAgent: string | null;
  signatureId: string;
  selfNepKeyId: string | null;
};

const moscowTime = (date: Date) => `${date.toLocaleString('ru-RU', { timeZone: 'Europe/Moscow' })} (МСК)`;

function agreementPages(text: AgreementText, party: AgreementParty, createdAt: Date) {
  return [
    { text: text.title, style: 'title' },
    {
      text: `Редакция ${text.version}. Сформировано ${createdAt.toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' })}`,
      margin: [0, 0, 0, 12],
    },
    { text: 'Пользователь:', bold: true },
    ...party.lines.map((line) => ({ text: line })),
    { text: '', margin: [0, 0, 0, 8] },
    ...text.paragraphs.map((paragraph) => ({ text: paragraph, margin: [0, 0, 0, 8], alignment: 'justify' })),
  ];
}

function signatureSheet(evidence: SignatureEvidence) {
  const row = (label: string, value: string) => [{ text: label, bold: true }, { text: value }];
  return [
    { text: 'Лист подписания', style: 'title', pageBreak: 'before' },
    {
      text: 'Документ подписан простой электронной подписью на платформе «Выплаты и документы» (63-ФЗ ст. 9).',
      margin: [0, 0, 0, 12],
    },
    {
      table: {
        widths: [160, '*'],
        body: [
          row('Документ', evidence.documentName),
          row('ГОСТ Р 34.11-2012 (256)', evidence.documentStreebog256),
          row('SHA-256', evidence.documentSha256),
          row('Подписант', evidence.signerName),
          row('Дата и время', moscowTime(evidence.signedAt)),
          row('Способ доставки кода', evidence.channel === 'SMS' ? 'SMS' : 'Электронная почта'),
          row('Адрес доставки', evidence.destinationMasked),
          row('Хеш кода (HMAC-SHA-256)', evidence.codeHash),
          row('IP-адрес', evidence.ip ?? '—'),
          row('Браузер', evidence.userAgent ?? '—'),
          row('Ключ ПЭП', evidence.selfNepKeyId ?? '—'),
          row('Запись о подписании', evidence.signatureId),
        ],
      },
      layout: 'lightHorizontalLines',
      fontSize: 9,
    },
  ];
}

async function render(title: string, content: unknown[], createdAt: Date): Promise<Buffer> {
  const doc = pdfmake.createPdf({
    content,
    styles: { title: { fontSize: 15, bold: true, margin: [0, 0, 0, 6] } },
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    info: { title, creationDate: createdAt },
  });
  return doc.getBuffer();
}

export function renderAgreementPdf(text: AgreementText, party: AgreementParty, createdAt: Date): Promise<Buffer> {
  return render(text.title, agreementPages(text, party, createdAt), createdAt);
}

export function renderSignedAgreementPdf(
  text: AgreementText,
  party: AgreementParty,
  createdAt: Date,
  evidence: SignatureEvidence,
): Promise<Buffer> {
  return render(text.title, [...agreementPages(text, party, createdAt), ...signatureSheet(evidence)], createdAt);
}
