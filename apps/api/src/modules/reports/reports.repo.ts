/**
 * SQL of the company's reports: the row ordered, read for the list (newest first by keyset, MY scope by who
 * ordered it), for one report with its files' names, and for the job (locked). Every read of the company's
 * reports takes its id; the job and support read by the report's id alone.
 */
import type { ReportKind } from '@vyplaty/contracts';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { accounts, customers, reports, storedFiles } from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';
import { type KeyValue, keysetAfter, type PageWindow, type SortKeyPart } from '../../lib/pagination.js';

export type ReportRow = typeof reports.$inferSelect;
export type ReportChange = Partial<Omit<ReportRow, 'id' | 'customerId' | 'kind' | 'createdAt'>>;

export async function insertReport(
  db: Db,
  row: Pick<ReportRow, 'customerId' | 'kind' | 'periodFrom' | 'periodTo' | 'createdBy' | 'createdAt'>,
): Promise<ReportRow> {
  const [inserted] = await db.insert(reports).values(row).returning();
  return inserted!;
}

export async function updateReport(db: Db, id: string, change: ReportChange): Promise<void> {
  await db.update(reports).set(change).where(eq(reports.id, id));
}

/** The report for its job (any company: the job carries only the id). */
export async function selectReportById(db: Db, id: string): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id));
  return row;
}

/** The report locked for the rest of the transaction (the job's end, a signature). */
export async function lockReport(tx: Tx, customerId: string, id: string): Promise<ReportRow | undefined> {
  const [row] = await tx
    .select()
    .from(reports)
    .where(and(eq(reports.id, id), eq(reports.customerId, customerId)))
    .for('update');
  return row;
}

export type ReportView = ReportRow & {
  fileName: string | null;
  extraFileName: string | null;
  createdByName: string | null;
  cursorKey: KeyValue[];
};

const mainFile = alias(storedFiles, 'report_file');
const extraFile = alias(storedFiles, 'report_extra_file');

/** Reads with the files' names and who ordered it (a login of the same company only). */
function viewQuery(db: Db, customerId: string) {
  return db
    .select({
      report: reports,
      fileName: mainFile.name,
      extraFileName: extraFile.name,
      createdByName: sql<string | null>`coalesce(${accounts.fullName}, ${customers.organisationName})`,
      cursorKey: sql<KeyValue[]>`json_build_array(${reports.createdAt}::text, ${reports.id}::text)`,
    })
    .from(reports)
    .leftJoin(mainFile, and(eq(mainFile.id, reports.fileId), eq(mainFile.customerId, customerId)))
    .leftJoin(extraFile, and(eq(extraFile.id, reports.extraFileId), eq(extraFile.customerId, customerId)))
    .leftJoin(accounts, and(eq(accounts.id, reports.createdBy), eq(accounts.customerId, customerId)))
    .leftJoin(customers, eq(customers.id, accounts.customerId))
    .$dynamic();
}

const toView = (r: {
  report: ReportRow;
  fileName: string | null;
  extraFileName: string | null;
  createdByName: string | null;
  cursorKey: KeyValue[];
}): ReportView => ({
  ...r.report,
  fileName: r.fileName,
  extraFileName: r.extraFileName,
  createdByName: r.createdByName,
  cursorKey: r.cursorKey,
});

export async function selectReportView(db: Db, customerId: string, id: string): Promise<ReportView | undefined> {
  const [row] = await viewQuery(db, customerId).where(and(eq(reports.id, id), eq(reports.customerId, customerId)));
  return row ? toView(row) : undefined;
}

export type ReportFilter = { customerId: string; kind?: ReportKind | undefined; createdBy?: string | undefined };

const whereOf = (filter: ReportFilter): SQL | undefined =>
  and(
    eq(reports.customerId, filter.customerId),
    filter.kind ? eq(reports.kind, filter.kind) : undefined,
    filter.createdBy ? eq(reports.createdBy, filter.createdBy) : undefined,
  );

/** Newest first, the id breaking ties: reports_list / reports_list_mine. */
export const reportOrder: SortKeyPart[] = [
  { key: reports.createdAt, direction: 'DESC', type: 'timestamptz', notNull: true },
  { key: reports.id, direction: 'DESC', type: 'uuid', notNull: true },
];

export async function selectReports(
  db: Db,
  filter: ReportFilter,
  window: PageWindow & { after?: KeyValue[] | undefined },
): Promise<ReportView[]> {
  const rows = await viewQuery(db, filter.customerId)
    .where(and(whereOf(filter), window.after ? keysetAfter(reportOrder, window.after) : undefined))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(window.limit)
    .offset(window.after ? 0 : window.offset);
  return rows.map(toView);
}

export async function countReports(db: Db, filter: ReportFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reports).where(whereOf(filter));
  return row?.n ?? 0;
}
