/**
 * The company's closing documents of a period for the report «Закрывающие документы за период» (issue 28,
 * modules/reports; docs/decisions/reports-archives-and-page.md): acts and contracts signed by both sides whose
 * last signature falls in the period (Moscow days, both included), read a page at a time, and each one's files
 * exactly as its own download gives them (fillDocumentArchive: the PDF, the signatures, the evidence PDF,
 * appendices, history). The report's job acts for the company, with no session.
 */
import { type DocumentKind, decimalToKopecks } from '@vyplaty/contracts';
import type JSZip from 'jszip';
import type { AppContext } from '../../context.js';
import { moscowDayStart } from '../../lib/moscow-time.js';
import { type ClosingCursor, countClosingDocuments, selectClosingDocuments } from './document-closing.repo.js';
import { fillDocumentArchive } from './document-download.service.js';

export type ClosingDocument = {
  id: string;
  number: number;
  /** The document's own date, ГГГГ-ММ-ДД. */
  date: string;
  kind: DocumentKind;
  /** The kind's name: «Акт об оказанных услугах», «Договор оказания услуг» … */
  subkind: string;
  title: string;
  contractorFio: string;
  contractorInn: string;
  /** The template's first money field (an act's sum, a contract's price), or null. */
  kopecks: bigint | null;
  /** When the last side signed. */
  signedAt: Date;
  companySignedAt: Date | null;
  companySigner: string | null;
  contractorSignedAt: Date | null;
  contractorSigner: string | null;
};

const PAGE = 200;

const periodBounds = (from: string, to: string) => ({
  from: moscowDayStart(from),
  to: new Date(moscowDayStart(to).getTime() + 86_400_000),
});

export const countCompanyClosingDocuments = (
  ctx: Pick<AppContext, 'db'>,
  customerId: string,
  from: string,
  to: string,
) => countClosingDocuments(ctx.db, customerId, periodBounds(from, to));

type Row = Awaited<ReturnType<typeof selectClosingDocuments>>[number];

function kopecksOf(row: Row): bigint | null {
  const money = row.templateFields?.find((f) => f.type === 'STRING' && f.format === 'money');
  const value = money ? row.fieldValues[money.key] : undefined;
  return typeof value === 'string' && value !== '' ? decimalToKopecks(value) : null;
}

/** The period's closing documents by the time they were signed, page by page. */
export async function* companyClosingDocuments(
  ctx: Pick<AppContext, 'db'>,
  customerId: string,
  from: string,
  to: string,
  pageSize = PAGE,
): AsyncGenerator<ClosingDocument> {
  const period = periodBounds(from, to);
  let after: ClosingCursor | null = null;
  for (;;) {
    const rows = await selectClosingDocuments(ctx.db, customerId, period, after, pageSize);
    for (const r of rows) {
      yield {
        id: r.id,
        number: r.number,
        date: r.date,
        kind: r.kind,
        subkind: r.subkind,
        title: r.title,
        contractorFio: [r.lastName, r.firstName, r.patronymic].filter(Boolean).join(' '),
        contractorInn: r.inn ?? '',
        kopecks: kopecksOf(r),
        signedAt: r.signedAt!,
        companySignedAt: r.companySignedAt,
        companySigner: r.companySigner,
        contractorSignedAt: r.contractorSignedAt,
        contractorSigner: r.contractorSigner,
      };
    }
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = { at: last.signedAt!, id: last.id };
  }
}

/** The document's own download written into `folder`, as the company (a report's job has no session). */
export function closingDocumentArchive(
  ctx: AppContext,
  customerId: string,
  documentId: string,
  reportId: string,
  folder: JSZip,
) {
  const actor = { accountId: customerId, sessionId: `report:${reportId}`, role: 'user' as const, entityId: customerId };
  return fillDocumentArchive({ ...ctx, actor }, documentId, folder);
}
