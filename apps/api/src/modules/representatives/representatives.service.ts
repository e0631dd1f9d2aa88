/**
 * Profile → responsible-persons: the company's representatives and their documents. Only the
 * customer (role user) has them; every read and write is scoped to the caller's company, and another
 * company's person, document or file answers exactly like an unknown one.
 */

import {
  type CreateRepresentativeRequest,
  type JobTitleListResponse,
  type Representative,
  type RepresentativeDocumentListResponse,
  type RepresentativeHistoryEvent,
  type RepresentativeListRequest,
  type RepresentativeListResponse,
  representativeListRequestSchema,
  STANDARD_JOB_TITLES,
  TRUST_DOCUMENT_MAX_YEARS,
  type UpdateRepresentativeRequest,
} from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { customerIdOf } from '../../lib/actor-scope.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { pageWindow } from '../../lib/pagination.js';
import { readOwnedFile } from '../files/index.js';
import { recordHistoryEvent } from '../history/index.js';
import { deriveStatus, detailsOf, toRepresentativeDocument } from './representative-status.js';
import {
  insertRepresentative,
  lockRepresentative,
  markDocumentDeleted,
  markRepresentativeDeleted,
  type RepresentativeRow,
  selectDocument,
  selectDocumentByFile,
  selectDocumentsOf,
  selectIdsWithWithdrawnTrustDocuments,
  selectRepresentative,
  selectRepresentativeByInn,
  selectRepresentativesPage,
  selectUsedJobTitles,
  updateRepresentativeRow,
} from './representatives.repo.js';

export const REPRESENTATIVE_NOT_FOUND = 'Ответственное лицо не найдено';
export const DOCUMENT_NOT_FOUND = 'Документ не найден';
export const FILE_NOT_FOUND = 'Файл не найден';

export const notFound = (message = REPRESENTATIVE_NOT_FOUND) => new AppError('NOT_FOUND', { message });
export const invalid = (fields: Record<string, string>) =>
  new AppError('VALIDATION_ERROR', { message: Object.values(fields)[0] ?? 'Некорректный запрос', fields });
const duplicateInn = () =>
  new AppError('CONFLICT', {
    message: 'Ответственное лицо с таким ИНН уже добавлено',
    fields: { inn: 'Ответственное лицо с таким ИНН уже добавлено' },
  });

/** The caller's company; the other role gets SPEC §6 'user not authenticated' (403). */

/** A malformed id is just an unknown one (and would otherwise fail the uuid cast in SQL). */

/**
 * The company's journal (GET user/journal) shows who added, changed or removed a person, written in the
 * change's transaction. The event names the person by id only (no ИНН, СНИЛС or contacts): the journal
 * reads the short name from the (soft-deleted when removed) row.
 */
async function recordPersonEvent(
  txCtx: TxContext<ActorContext>,
  customerId: string,
  representativeId: string,
  event: RepresentativeHistoryEvent,
): Promise<void> {
  await recordHistoryEvent(txCtx, {
    entityKind: 'representative',
    entityId: representativeId,
    event,
    customerId,
    actorAccountId: txCtx.actor.accountId,
  });
}

/** Builds the answers for these persons: their live documents decide the status and trust document. */
export async function toRepresentatives(
  db: Db,
  customerId: string,
  rows: RepresentativeRow[],
  now: Date,
): Promise<Representative[]> {
  const ids = rows.map((r) => r.id);
  const documents = await selectDocumentsOf(db, customerId, ids);
  const withdrawn = await selectIdsWithWithdrawnTrustDocuments(db, customerId, ids);
  const today = moscowDate(now);
  return rows.map((row) => {
    const own = documents.filter((d) => d.representativeId === row.id);
    const { status, trustDocument } = deriveStatus(own, withdrawn.has(row.id), today);
    return {
      id: row.id,
      last_name: row.lastName,
      first_name: row.firstName,
      patronymic: row.patronymic,
      job_title: row.jobTitle,
      email: row.email,
      phone: row.phone,
      inn: row.inn ?? '',
      snils: row.snils ?? '',
      status,
      trust_document: trustDocument ? toRepresentativeDocument(trustDocument, today) : null,
      created_at: row.createdAt.toISOString(),
    };
  });
}

async function toOne(db: Db, customerId: string, row: RepresentativeRow, now: Date) {
  const [one] = await toRepresentatives(db, customerId, [row], now);
  return one!;
}

/**
 * Writes the status derived now into the row after a document change. The API always derives it
 * again on read (a document expires by the calendar); the column serves reports and support.
 */
export async function refreshStoredStatus(tx: Db, customerId: string, row: RepresentativeRow, now: Date) {
  const { status } = await toOne(tx, customerId, row, now);
  if (status !== row.status) await updateRepresentativeRow(tx, customerId, row.id, { status }, now);
}

export async function findRepresentatives(
  ctx: ActorContext,
  query: RepresentativeListRequest,
): Promise<RepresentativeListResponse> {
  const customerId = customerIdOf(ctx);
  const { rows, total } = await selectRepresentativesPage(
    ctx.db,
    customerId,
    pageWindow(representativeListRequestSchema.parse(query)),
  );
  return { items: await toRepresentatives(ctx.db, customerId, rows, ctx.now()), totalCount: total };
}

export async function findRepresentative(ctx: ActorContext, id: string): Promise<Representative> {
  const customerId = customerIdOf(ctx);
  if (!isUuid(id)) throw notFound();
  const row = await selectRepresentative(ctx.db, customerId, id);
  if (!row) throw notFound();
  return toOne(ctx.db, customerId, row, ctx.now());
}

/** The standard positions, then the company's own ones not among them. */
export async function findJobTitles(ctx: ActorContext): Promise<JobTitleListResponse> {
  const customerId = customerIdOf(ctx);
  const standard: readonly string[] = STANDARD_JOB_TITLES;
  const own = (await selectUsedJobTitles(ctx.db, customerId)).filter((title) => !standard.includes(title));
  return { items: [...standard, ...own] };
}

export async function createRepresentative(
  ctx: ActorContext,
  input: CreateRepresentativeRequest,
): Promise<Representative> {
  const customerId = customerIdOf(ctx);
  return inTransaction(ctx, async (txCtx) => {
    if (await selectRepresentativeByInn(txCtx.db, customerId, input.inn)) throw duplicateInn();
    const now = txCtx.now();
    const row = await insertRepresentative(txCtx.db, {
      customerId,
      lastName: input.last_name,
      firstName: input.first_name,
      patronymic: input.patronymic ?? null,
      jobTitle: input.job_title,
      email: input.email ?? null,
      phone: input.phone ?? null,
      inn: input.inn,
      snils: input.snils,
      createdAt: now,
    });
    await recordPersonEvent(txCtx, customerId, row.id, 'ADDED');
    return toOne(txCtx.db, customerId, row, now);
  });
}

/**
 * Changes a person. The ИНН and СНИЛС cannot drift from a live МЧД that names the person: the МЧД
 * would no longer be theirs. Withdraw it first.
 */
export async function updateRepresentative(
  ctx: ActorContext,
  id: string,
  input: UpdateRepresentativeRequest,
): Promise<Representative> {
  const customerId = customerIdOf(ctx);
  if (!isUuid(id)) throw notFound();
  return inTransaction(ctx, async (txCtx) => {
    const current = await lockRepresentative(txCtx.db, customerId, id);
    if (!current) throw notFound();
    const inn = input.inn ?? current.inn;
    const snils = input.snils ?? current.snils;
    if (inn && inn !== current.inn && (await selectRepresentativeByInn(txCtx.db, customerId, inn, id)))
      throw duplicateInn();
    for (const document of await selectDocumentsOf(txCtx.db, customerId, [id])) {
      if (document.format !== 'MCHD_XML') continue;
      const named = detailsOf(document);
      if (named.representative_inn && named.representative_inn !== inn) {
        throw invalid({ inn: 'ИНН не совпадает с ИНН представителя в загруженной МЧД: сначала отзовите её' });
      }
      if (named.representative_snils && named.representative_snils !== snils) {
        throw invalid({ snils: 'СНИЛС не совпадает со СНИЛС представителя в загруженной МЧД: сначала отзовите её' });
      }
    }
    const now = txCtx.now();
    const row = await updateRepresentativeRow(
      txCtx.db,
      customerId,
      id,
      {
        lastName: input.last_name,
        firstName: input.first_name,
        // null clears an optional field; undefined leaves it.
        patronymic: input.patronymic,
        jobTitle: input.job_title,
        email: input.email,
        phone: input.phone,
        inn: input.inn,
        snils: input.snils,
      },
      now,
    );
    if (!row) throw notFound();
    const fields = ['lastName', 'firstName', 'patronymic', 'jobTitle', 'email', 'phone', 'inn', 'snils'] as const;
    // A save that changed nothing is not an action worth a journal line.
    if (fields.some((field) => row[field] !== current[field])) {
      await recordPersonEvent(txCtx, customerId, id, 'UPDATED');
    }
    return toOne(txCtx.db, customerId, row, now);
  });
}

/** Soft delete; the person's documents stay stored with them for the record. */
export async function deleteRepresentative(ctx: ActorContext, id: string): Promise<void> {
  const customerId = customerIdOf(ctx);
  if (!isUuid(id)) throw notFound();
  await inTransaction(ctx, async (txCtx) => {
    const current = await lockRepresentative(txCtx.db, customerId, id);
    if (!current) throw notFound();
    await markRepresentativeDeleted(txCtx.db, customerId, id, txCtx.now());
    await recordPersonEvent(txCtx, customerId, id, 'REMOVED');
  });
}

export async function findRepresentativeDocuments(
  ctx: ActorContext,
  id: string,
): Promise<RepresentativeDocumentListResponse> {
  const customerId = customerIdOf(ctx);
  if (!isUuid(id)) throw notFound();
  const person = await selectRepresentative(ctx.db, customerId, id);
  if (!person) throw notFound();
  const today = moscowDate(ctx.now());
  const rows = await selectDocumentsOf(ctx.db, customerId, [id]);
  return { items: rows.map((row) => toRepresentativeDocument(row, today)) };
}

/** Withdraws a document (soft delete): a withdrawn МЧД or scan no longer gives the person powers. */
export async function withdrawRepresentativeDocument(ctx: ActorContext, id: string, documentId: string) {
  const customerId = customerIdOf(ctx);
  if (!isUuid(id)) throw notFound();
  if (!isUuid(documentId)) throw notFound(DOCUMENT_NOT_FOUND);
  await inTransaction(ctx, async (txCtx) => {
    const person = await lockRepresentative(txCtx.db, customerId, id);
    if (!person) throw notFound();
    const document = await selectDocument(txCtx.db, customerId, id, documentId);
    if (!document) throw notFound(DOCUMENT_NOT_FOUND);
    const now = txCtx.now();
    await markDocumentDeleted(txCtx.db, customerId, documentId, now);
    await refreshStoredStatus(txCtx.db, customerId, person, now);
  });
}

/** A file of one of the company's live representative documents, for the preview page. */
export async function representativeFileContent(ctx: ActorContext, fileId: string) {
  const customerId = customerIdOf(ctx);
  if (!isUuid(fileId)) throw notFound(FILE_NOT_FOUND);
  if (!(await selectDocumentByFile(ctx.db, customerId, fileId))) throw notFound(FILE_NOT_FOUND);
  return readOwnedFile(ctx, fileId, { customerId }, FILE_NOT_FOUND);
}

/** The last day a generated power of attorney may run to: today + TRUST_DOCUMENT_MAX_YEARS. */
export function maxGeneratedValidUntil(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const limit = new Date(Date.UTC(y + TRUST_DOCUMENT_MAX_YEARS, m - 1, d));
  return limit.toISOString().slice(0, 10);
}
