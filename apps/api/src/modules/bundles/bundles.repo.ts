/**
 * SQL of document bundles (document_bundles, document_bundle_rows, bundle_counters), every read scoped by the
 * company; the jobs read their bundle by id. The bundle's documents, its contractors and the names of who acted
 * are read here by joins (read-only): documents are made only through modules/documents.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accounts,
  bundleCounters,
  customers,
  documentBundles,
  documents,
  documentTemplates,
  employees,
  storedFiles,
} from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';

export type BundleRecord = typeof documentBundles.$inferSelect;
export type BundleChange = Partial<Omit<typeof documentBundles.$inferInsert, 'id' | 'customerId' | 'number'>>;

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The company's next bundle number (one counter row per company, bumped by an upsert). */
export async function nextBundleNumber(tx: Tx, customerId: string): Promise<number> {
  const [row] = await tx
    .insert(bundleCounters)
    .values({ customerId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: bundleCounters.customerId,
      set: { lastNumber: sql`${bundleCounters.lastNumber} + 1` },
    })
    .returning({ n: bundleCounters.lastNumber });
  return row!.n;
}

export async function insertBundle(tx: Tx, row: typeof documentBundles.$inferInsert): Promise<BundleRecord> {
  const [inserted] = await tx.insert(documentBundles).values(row).returning();
  if (!inserted) throw new Error('document_bundles row not inserted');
  return inserted;
}

/** A live bundle of the company (locked for a change when `lock`). */
export async function selectBundle(db: Db, customerId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(documentBundles)
    .where(
      and(eq(documentBundles.id, id), eq(documentBundles.customerId, customerId), isNull(documentBundles.deletedAt)),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The job's own bundle by id (locked in the job's transaction when `lock`). */
export async function selectBundleForJob(db: Db, id: string, lock = false) {
  const query = db.select().from(documentBundles).where(eq(documentBundles.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateBundle(db: Db, id: string, change: BundleChange): Promise<BundleRecord> {
  const [row] = await db.update(documentBundles).set(change).where(eq(documentBundles.id, id)).returning();
  if (!row) throw new Error(`bundle ${id} not updated`);
  return row;
}

/** Adds to the bundle's counters in one statement (progress written by the jobs). */
export async function addToBundleCounters(
  db: Db,
  id: string,
  add: { rowsDone?: number; generateDone?: number; generateFailed?: number },
): Promise<BundleRecord> {
  const [row] = await db
    .update(documentBundles)
    .set({
      rowsDone: sql`${documentBundles.rowsDone} + ${add.rowsDone ?? 0}`,
      generateDone: sql`${documentBundles.generateDone} + ${add.generateDone ?? 0}`,
      generateFailed: sql`${documentBundles.generateFailed} + ${add.generateFailed ?? 0}`,
    })
    .where(eq(documentBundles.id, id))
    .returning();
  return row!;
}

export type BundleListFilter = {
  status?: string[] | undefined;
  search?: string | undefined;
  /** The MY scope: the bundles this login made (document_bundles_list_mine). */
  createdBy?: string | undefined;
};

const listWhere = (customerId: string, f: BundleListFilter) =>
  and(
    eq(documentBundles.customerId, customerId),
    f.createdBy ? eq(documentBundles.createdBy, f.createdBy) : undefined,
    isNull(documentBundles.deletedAt),
    f.status?.length ? inArray(documentBundles.status, f.status as BundleRecord['status'][]) : undefined,
    f.search ? ilike(documentBundles.name, `%${likeEscaped(f.search)}%`) : undefined,
  );

/** A page of the company's bundles, newest first, and their count. */
export async function selectBundlesPage(
  db: Db,
  customerId: string,
  filter: BundleListFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: BundleRecord[]; total: number }> {
  const where = listWhere(customerId, filter);
  const rows = await db
    .select()
    .from(documentBundles)
    .where(where)
    .orderBy(desc(documentBundles.createdAt), desc(documentBundles.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ n: count() }).from(documentBundles).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The templates of the bundles and who made them (the company's name for a company account). */
export async function selectBundleFacts(db: Db, bundles: BundleRecord[]) {
  const templateIds = [...new Set(bundles.map((b) => b.templateId))];
  const accountIds = [...new Set(bundles.flatMap((b) => (b.createdBy ? [b.createdBy] : [])))];
  const templates = templateIds.length
    ? await db
        .select({ id: documentTemplates.id, name: documentTemplates.name, kind: documentTemplates.kind })
        .from(documentTemplates)
        .where(inArray(documentTemplates.id, templateIds))
    : [];
  return { templates: new Map(templates.map((t) => [t.id, t])), names: await selectAccountNames(db, accountIds) };
}

/** Names of accounts as the history shows them: a company account by its organisation. */
export async function selectAccountNames(db: Db, accountIds: string[]): Promise<Map<string, string>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ id: accounts.id, name: customers.organisationName })
    .from(accounts)
    .innerJoin(customers, eq(customers.id, accounts.customerId))
    .where(inArray(accounts.id, accountIds));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The bundles' live documents counted by status and whether the company has signed. */
export async function selectDocumentCounts(db: Db, customerId: string, bundleIds: string[]) {
  if (bundleIds.length === 0) return [];
  return db
    .select({
      bundleId: sql<string>`${documents.bundleId}`,
      status: documents.status,
      companySigned: sql<boolean>`${documents.companySignatureId} is not null`,
      n: count(),
    })
    .from(documents)
    .where(
      and(eq(documents.customerId, customerId), inArray(documents.bundleId, bundleIds), isNull(documents.deletedAt)),
    )
    .groupBy(documents.bundleId, documents.status, sql`${documents.companySignatureId} is not null`);
}

/** The stored_files row of an upload already streamed into storage. */
export async function insertUploadedFile(db: Db, row: typeof storedFiles.$inferInsert) {
  const [inserted] = await db.insert(storedFiles).values(row).returning();
  if (!inserted) throw new Error('stored_files row not inserted');
  return inserted;
}

export async function selectStoredFile(db: Db, customerId: string, id: string) {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.customerId, customerId)));
  return row;
}

const AWAIT_SIGN_COMPANY_SIGNED = sql`${documents.companySignatureId} is not null`;
const GROUP_CONDITIONS: Record<string, SQL> = {
  DRAFT: inArray(documents.status, ['DRAFT', 'AWAIT_GENERATE_ATTACHMENTS']),
  AWAIT_COMPANY: or(
    eq(documents.status, 'AWAIT_SIGN_USER'),
    and(eq(documents.status, 'AWAIT_SIGN'), sql`${documents.companySignatureId} is null`),
  )!,
  AWAIT_CONTRACTOR: or(
    eq(documents.status, 'AWAIT_SIGN_EMPLOYEE'),
    and(eq(documents.status, 'AWAIT_SIGN'), AWAIT_SIGN_COMPANY_SIGNED),
  )!,
  SIGNED: eq(documents.status, 'SIGNED'),
  REJECTED: eq(documents.status, 'REJECTED'),
  ERROR: eq(documents.status, 'ERROR'),
  TERMINATED: eq(documents.status, 'TERMINATE'),
};

/** A page of the bundle's live documents by number, filtered by group and the contractor's words. */
export async function selectBundleDocumentsPage(
  db: Db,
  customerId: string,
  bundleId: string,
  filter: { groups?: string[] | undefined; words: string[] },
  window: { limit: number; offset: number },
) {
  const where = and(
    eq(documents.customerId, customerId),
    eq(documents.bundleId, bundleId),
    isNull(documents.deletedAt),
    filter.groups?.length ? or(...filter.groups.map((g) => GROUP_CONDITIONS[g]!)) : undefined,
    ...filter.words.map((w) => sql`${employees.searchKey} like ${`%${likeEscaped(w)}%`}`),
  );
  const rows = await db
    .select({
      id: documents.id,
      number: documents.number,
      title: documents.title,
      status: documents.status,
      companySigned: sql<boolean>`${documents.companySignatureId} is not null`,
      reason: documents.reason,
      createdAt: documents.createdAt,
      employeeId: employees.id,
      lastName: employees.lastName,
      firstName: employees.firstName,
      patronymic: employees.patronymic,
      inn: employees.inn,
    })
    .from(documents)
    .innerJoin(employees, eq(employees.id, documents.employeeId))
    .where(where)
    .orderBy(asc(documents.number))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db
    .select({ n: count() })
    .from(documents)
    .innerJoin(employees, eq(employees.id, documents.employeeId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
