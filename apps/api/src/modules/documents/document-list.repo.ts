/**
 * The lists of documents: the company's (sort NUMBER / ADDED_AT / NAME, filters, keyset paging over the
 * indexes of migration 0019) and the contractor's (newest first; drafts are the company's business).
 */
import type { DocumentKind, DocumentSortField, DocumentStatus, SortDirection } from '@vyplaty/contracts';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers, documentSubkinds, documents, employees } from '../../db/schema/index.js';
import { type KeyValue, keysetAfter, type PageWindow, type SortKeyPart } from '../../lib/pagination.js';

/** What the contractor never sees: the company's drafts and documents still being generated. */
export const HIDDEN_FROM_CONTRACTOR: DocumentStatus[] = ['DRAFT', 'AWAIT_GENERATE_ATTACHMENTS', 'ERROR'];

export type DocumentQuery = {
  statuses?: DocumentStatus[];
  kind?: DocumentKind;
  employeeId?: string;
  customerId?: string;
  /** The company's MY scope: made by this login (documents_customer_mine). */
  createdBy?: string;
  dateFrom?: string;
  dateTo?: string;
  /** documents/ready_for_sign: awaiting this contractor's signature. */
  readyForContractor?: boolean;
};

export type DocumentView = {
  document: typeof documents.$inferSelect;
  company: { id: string; name: string; inn: string };
  employee: {
    id: string;
    lastName: string | null;
    firstName: string | null;
    patronymic: string | null;
    inn: string | null;
  };
  subkind: { id: string; name: string };
};

const withJoins = (db: Db, cursorKey: SQL<KeyValue[]> = sql<KeyValue[]>`null`) =>
  db
    .select({
      document: documents,
      company: { id: customers.id, name: customers.organisationName, inn: customers.inn },
      employee: {
        id: employees.id,
        lastName: employees.lastName,
        firstName: employees.firstName,
        patronymic: employees.patronymic,
        inn: employees.inn,
      },
      subkind: { id: documentSubkinds.id, name: documentSubkinds.name },
      cursorKey,
    })
    .from(documents)
    .innerJoin(customers, eq(customers.id, documents.customerId))
    .innerJoin(employees, eq(employees.id, documents.employeeId))
    .innerJoin(documentSubkinds, eq(documentSubkinds.id, documents.subkindId));

export type ListOwner = { customerId: string } | { employeeId: string };

const whereOf = (owner: ListOwner, q: DocumentQuery) =>
  and(
    'customerId' in owner
      ? eq(documents.customerId, owner.customerId)
      : and(eq(documents.employeeId, owner.employeeId), notInArray(documents.status, HIDDEN_FROM_CONTRACTOR)),
    q.createdBy ? eq(documents.createdBy, q.createdBy) : undefined,
    isNull(documents.deletedAt),
    q.statuses?.length ? inArray(documents.status, q.statuses) : undefined,
    q.kind ? eq(documents.kind, q.kind) : undefined,
    q.employeeId ? eq(documents.employeeId, q.employeeId) : undefined,
    q.customerId ? eq(documents.customerId, q.customerId) : undefined,
    q.dateFrom ? gte(documents.date, q.dateFrom) : undefined,
    q.dateTo ? lte(documents.date, q.dateTo) : undefined,
    q.readyForContractor
      ? and(
          inArray(documents.status, ['AWAIT_SIGN', 'AWAIT_SIGN_EMPLOYEE']),
          isNull(documents.employeeSignatureId),
          inArray(documents.signers, ['BOTH', 'CONTRACTOR']),
        )
      : undefined,
  );

export function orderOf(sort: { field: DocumentSortField; direction: SortDirection }): SortKeyPart[] {
  const { direction } = sort;
  if (sort.field === 'NUMBER') return [{ key: documents.number, direction, type: 'integer' }];
  const id: SortKeyPart = { key: documents.id, direction, type: 'uuid' };
  if (sort.field === 'NAME') return [{ key: documents.title, direction, type: 'text' }, id];
  return [{ key: documents.createdAt, direction, type: 'timestamptz' }, id];
}

const cursorKeyOf = (parts: SortKeyPart[]) =>
  sql<KeyValue[]>`json_build_array(${sql.join(
    parts.map((p) => sql`${p.key}::text`),
    sql`, `,
  )})`;

export async function selectDocumentViews(
  db: Db,
  owner: ListOwner,
  query: DocumentQuery,
  parts: SortKeyPart[],
  page: PageWindow & { after?: KeyValue[] | undefined },
): Promise<(DocumentView & { cursorKey: KeyValue[] })[]> {
  return (await withJoins(db, cursorKeyOf(parts))
    .where(and(whereOf(owner, query), page.after ? keysetAfter(parts, page.after) : undefined))
    .orderBy(...parts.map((p) => (p.direction === 'ASC' ? asc(p.key) : desc(p.key))))
    .limit(page.limit)
    .offset(page.after ? 0 : page.offset)) as (DocumentView & { cursorKey: KeyValue[] })[];
}

export async function countDocuments(db: Db, owner: ListOwner, query: DocumentQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(documents).where(whereOf(owner, query));
  return row?.n ?? 0;
}

/** One document as its owner sees it (the contractor: not a draft). */
export async function selectDocumentView(db: Db, owner: ListOwner, id: string): Promise<DocumentView | undefined> {
  const [row] = await withJoins(db).where(and(whereOf(owner, {}), eq(documents.id, id)));
  return row as DocumentView | undefined;
}
