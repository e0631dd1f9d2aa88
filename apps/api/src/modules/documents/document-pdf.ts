/**
 * The PDF of a document made from a template (lib/pdf.ts: pdfmake with its Roboto, Cyrillic included):
 * the template's blocks with the values printed in, the parties' requisites side by side and the
 * signatures block (who signs for each side; the signatures themselves are the evidence records, kept
 * next to the file, so the signed bytes never change after the code is sent).
 */
import type { TemplateField } from '@vyplaty/contracts';
import type { DocumentFieldValues, TemplateBlock } from '../../db/schema/index.js';
import { renderPdf } from '../../lib/pdf.js';
import { printed } from './document-fields.js';

export type PdfTemplate = { name: string; fields: TemplateField[]; body: TemplateBlock[] };

function fill(text: string, template: PdfTemplate, values: DocumentFieldValues): string {
  const byKey = new Map(template.fields.map((f) => [f.key, f]));
  return text.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => printed(byKey.get(key), values[key]));
}

function requisites(template: PdfTemplate, values: DocumentFieldValues) {
  const v = (key: string) => fill(`{{${key}}}`, template, values);
  const company = [
    { text: 'Заказчик', bold: true },
    v('company_name'),
    `ИНН ${v('company_inn')}${values.company_kpp ? `, КПП ${v('company_kpp')}` : ''}`,
    ...(values.company_ogrn ? [`ОГРН ${v('company_ogrn')}`] : []),
    ...(values.company_address ? [`Адрес: ${v('company_address')}`] : []),
  ];
  const contractor = [
    { text: 'Исполнитель', bold: true },
    v('contractor_fio'),
    ...(values.contractor_inn ? [`ИНН ${v('contractor_inn')}`] : []),
    ...(values.contractor_address ? [`Адрес регистрации: ${v('contractor_address')}`] : []),
    ...(values.contractor_phone ? [`Телефон: ${v('contractor_phone')}`] : []),
  ];
  return { columns: [{ stack: company }, { stack: contractor }], columnGap: 24, margin: [0, 6, 0, 12] };
}

function signatures(template: PdfTemplate, values: DocumentFieldValues) {
  const v = (key: string) => fill(`{{${key}}}`, template, values);
  const line = (role: string, who: string) => ({
    stack: [
      { text: role, bold: true },
      { text: who, margin: [0, 2, 0, 18] },
      { text: '__________________ / электронная подпись', color: '#555555' },
    ],
  });
  return {
    columns: [
      line(
        'От Заказчика',
        `${v('company_signer_position')} ${values.company_signer ? v('company_signer') : ''}`.trim(),
      ),
      line('Исполнитель', v('contractor_fio')),
    ],
    columnGap: 24,
    margin: [0, 6, 0, 0],
  };
}

function block(b: TemplateBlock, template: PdfTemplate, values: DocumentFieldValues): unknown {
  switch (b.type) {
    case 'title':
      return { text: fill(b.text, template, values), style: 'title', alignment: 'center' };
    case 'subtitle':
      return { text: fill(b.text, template, values), alignment: 'center', margin: [0, 0, 0, 12] };
    case 'heading':
      return { text: fill(b.text, template, values), bold: true, margin: [0, 8, 0, 4] };
    case 'list': {
      const items = values[b.field];
      return { ul: Array.isArray(items) ? items : [printed(undefined, items)], margin: [12, 0, 0, 6] };
    }
    case 'requisites':
      return requisites(template, values);
    case 'signatures':
      return signatures(template, values);
    default:
      return { text: fill(b.text, template, values), alignment: 'justify', margin: [0, 0, 0, 6] };
  }
}

export function renderDocumentPdf(
  template: PdfTemplate,
  values: DocumentFieldValues,
  info: { title: string; createdAt: Date },
): Promise<Buffer> {
  return renderPdf({ content: template.body.map((b) => block(b, template, values)) }, info);
}

/**
 * A real PDF, not just a file named .pdf: the header, a cross-reference (`startxref` pointing at an
 * `xref` table or an xref stream object inside the file) and the end marker. A cut-off upload or bytes
 * that only start like a PDF fail here (what the upload check's magic bytes alone would let through).
 */
export function isWholePdf(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes);
  const head = buffer.subarray(0, 1024).toString('latin1');
  if (!/%PDF-\d\.\d/.test(head)) return false;
  const tail = buffer.subarray(Math.max(0, buffer.length - 2048)).toString('latin1');
  const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!match) return false;
  const offset = Number(match[1]);
  if (!Number.isSafeInteger(offset) || offset <= 0 || offset >= buffer.length) return false;
  const at = buffer.subarray(offset, offset + 64).toString('latin1');
  return at.startsWith('xref') || /^\d+\s+\d+\s+obj\b/.test(at);
}
