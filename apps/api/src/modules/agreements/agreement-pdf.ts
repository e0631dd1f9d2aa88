/**
 * PDFs of agreements (pdfmake, its bundled Roboto has Cyrillic; set up as in offers/offer-pdf.ts).
 * The signed copy is the same pages rendered from the same version and party followed by a
 * signature sheet with the evidence record (DOMAIN.md §6.7); the sheet names the hashes of the
 * original generated file, which stays stored next to it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { type EvidenceSignature, signatureSheet } from '../signatures/index.js';
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
  signed: { documentName: string; signatures: EvidenceSignature[] },
): Promise<Buffer> {
  return render(
    text.title,
    [...agreementPages(text, party, createdAt), ...signatureSheet(signed.documentName, signed.signatures)],
    createdAt,
  );
}
