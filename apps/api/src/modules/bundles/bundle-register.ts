/**
 * What the bundle's register (the archive's «Реестр пакета № N.xlsx») and its act-register PDF print: one line
 * per document — number, date, contractor, ИНН, status in Russian, who signed when, the template's money field
 * (when it has one) and the bundle's row — and the totals.
 */
import { DOCUMENT_STATUS_LABELS, decimalToKopecks, type TemplateField } from '@vyplaty/contracts';
import ExcelJS from 'exceljs';
import { moscowDateTime } from '../../lib/moscow-time.js';
import type { BundleRegisterRow } from './bundle-files.repo.js';

export type RegisterLine = {
  documentId: string;
  number: number;
  /** ДД.ММ.ГГГГ */
  date: string;
  fio: string;
  inn: string;
  status: string;
  signed: boolean;
  /** «ДД.ММ.ГГГГ ЧЧ:ММ:СС», or empty. */
  companySignedAt: string;
  contractorSignedAt: string;
  companySigner: string;
  contractorSigner: string;
  /** The money field's value, or null (no such field, or empty). */
  kopecks: bigint | null;
  rowNumber: number | null;
  /** The archive folder's name: «<номер> <ФИО>». */
  folder: string;
};

/** The template's first money field (a contract's price, an act's sum), or undefined. */
export const moneyFieldOf = (fields: readonly TemplateField[]) =>
  fields.find((f) => f.type === 'STRING' && f.format === 'money');

const ruDate = (iso: string) => iso.split('-').reverse().join('.');
const safe = (text: string) => text.replace(/[\\/\p{Cc}:*?"<>|]/gu, '_').trim();

export function registerLine(row: BundleRegisterRow, money: TemplateField | undefined): RegisterLine {
  const fio = [row.lastName, row.firstName, row.patronymic].filter(Boolean).join(' ');
  const value = money ? row.fieldValues[money.key] : undefined;
  return {
    documentId: row.id,
    number: row.number,
    date: ruDate(row.date),
    fio,
    inn: row.inn ?? '',
    status: DOCUMENT_STATUS_LABELS[row.status],
    signed: row.status === 'SIGNED',
    companySignedAt: row.companySignedAt ? moscowDateTime(row.companySignedAt) : '',
    contractorSignedAt: row.contractorSignedAt ? moscowDateTime(row.contractorSignedAt) : '',
    companySigner: row.companySigner ?? '',
    contractorSigner: row.contractorSigner ?? '',
    kopecks: typeof value === 'string' ? decimalToKopecks(value) : null,
    rowNumber: row.rowNumber,
    folder: safe(`${row.number} ${fio}`).slice(0, 150),
  };
}

/** The totals: documents, signed by both, the money of the signed ones. */
export function registerTotals(lines: readonly RegisterLine[]) {
  const signed = lines.filter((l) => l.signed);
  return {
    documents: lines.length,
    signed: signed.length,
    signedKopecks: signed.reduce((sum, l) => sum + (l.kopecks ?? 0n), 0n),
  };
}

/** «Реестр пакета № N.xlsx»: a sheet «Реестр», a header and one row per document; the sum as a number in rubles. */
export async function registerXlsx(
  bundle: { number: number; name: string },
  lines: readonly RegisterLine[],
  money: TemplateField | undefined,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Реестр');
  const columns = [
    { header: '№ документа', width: 12 },
    { header: 'Дата', width: 12 },
    { header: 'Исполнитель', width: 36 },
    { header: 'ИНН', width: 14 },
    { header: 'Статус', width: 28 },
    { header: 'Подписан компанией', width: 20 },
    { header: 'Подписан исполнителем', width: 20 },
    ...(money ? [{ header: money.label, width: 16 }] : []),
    { header: 'Строка пакета', width: 14 },
  ];
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  for (const l of lines) {
    sheet.addRow([
      l.number,
      l.date,
      l.fio,
      l.inn,
      l.status,
      l.companySignedAt,
      l.contractorSignedAt,
      ...(money ? [l.kopecks === null ? null : Number(l.kopecks) / 100] : []),
      l.rowNumber,
    ]);
  }
  if (money) sheet.getColumn(8).numFmt = '#,##0.00';
  book.title = `Реестр пакета № ${bundle.number} «${bundle.name}»`;
  return Buffer.from(await book.xlsx.writeBuffer());
}
