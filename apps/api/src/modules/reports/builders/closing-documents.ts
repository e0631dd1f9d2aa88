/**
 * CLOSING_DOCUMENTS «Закрывающие документы за период» (issue 28; docs/decisions/reports-archives-and-page.md): the
 * company's acts and contracts signed by both sides whose last signature falls in the period (Moscow days) — a
 * folder «<номер> <вид> <ФИО>/» each holding exactly what the document's own download holds (documents'
 * closingDocumentArchive: the signed PDF, подписи/ with each .sig / .json / .txt, «Доказательства подписания.pdf»,
 * приложения/, история.txt) — and «Реестр закрывающих документов <период>.xlsx» at the end. Streamed: a document at
 * a time into the zip, the zip into the storage; progress after every document.
 */
import JSZip from 'jszip';
import { moscowDateTime } from '../../../lib/moscow-time.js';
import {
  type ClosingDocument,
  closingDocumentArchive,
  companyClosingDocuments,
  countCompanyClosingDocuments,
} from '../../documents/index.js';
import type { ReportBuilder } from '../report-builder.js';
import { periodText, rubles, ruDate } from '../report-output.js';
import { safeName, sheetXlsx, storeZip } from './archive-files.js';
import type { ZipEntry } from './zip-stream.js';

export const CLOSING_REGISTER_COLUMNS = [
  { header: '№ документа', width: 12 },
  { header: 'Дата', width: 12 },
  { header: 'Вид', width: 30 },
  { header: 'Название', width: 36 },
  { header: 'Исполнитель', width: 36 },
  { header: 'ИНН', width: 14 },
  { header: 'Сумма, ₽', width: 14, numFmt: '#,##0.00' },
  { header: 'Подписан', width: 18 },
  { header: 'Подписал от компании', width: 30 },
  { header: 'Подписан компанией', width: 18 },
  { header: 'Подписал исполнитель', width: 30 },
  { header: 'Подписан исполнителем', width: 18 },
  { header: 'Папка', width: 40 },
] as const;

const at = (when: Date | null) => (when ? moscowDateTime(when) : '');

function registerRow(d: ClosingDocument, folder: string) {
  return [
    d.number,
    ruDate(d.date),
    d.subkind,
    d.title,
    d.contractorFio,
    d.contractorInn,
    d.kopecks === null ? null : rubles(d.kopecks),
    moscowDateTime(d.signedAt),
    d.companySigner ?? '',
    at(d.companySignedAt),
    d.contractorSigner ?? '',
    at(d.contractorSignedAt),
    folder,
  ];
}

export const buildClosingDocuments: ReportBuilder = async (ctx, report, progress) => {
  const { customerId, periodFrom, periodTo } = report;
  const total = await countCompanyClosingDocuments(ctx, customerId, periodFrom, periodTo);
  await progress(0, total);
  const period = periodText(report);
  async function* entries(): AsyncGenerator<ZipEntry> {
    const rows: (string | number | null)[][] = [];
    for await (const doc of companyClosingDocuments(ctx, customerId, periodFrom, periodTo)) {
      const folder = safeName(`${doc.number} ${doc.subkind} ${doc.contractorFio}`);
      const zip = new JSZip();
      await closingDocumentArchive(ctx, customerId, doc.id, report.id, zip);
      for (const file of Object.values(zip.files)) {
        if (file.dir) continue;
        yield { name: `${folder}/${file.name}`, bytes: await file.async('uint8array'), date: file.date };
      }
      rows.push(registerRow(doc, folder));
      await progress(rows.length, Math.max(total, rows.length));
    }
    const register = await sheetXlsx(
      `Реестр закрывающих документов за ${period}`,
      'Реестр',
      CLOSING_REGISTER_COLUMNS,
      rows,
    );
    yield { name: `Реестр закрывающих документов ${period}.xlsx`, bytes: register, date: ctx.now() };
  }
  return { file: await storeZip(ctx, report, `Закрывающие документы ${period}.zip`, entries()) };
};
