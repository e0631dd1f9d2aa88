/**
 * A registry made by the portal from work already accepted (tasks' pairs paid together, docs/decisions/tasks.md
 * «Many pairs, one registry»): the rows are known, so they are written at once — no file is read — and an .xlsx
 * of the portal's template is kept as the registry's record (its file, its error report). From there it is
 * exactly an uploaded registry: the import job checks every row (the contractor, repeats by external id, the
 * whole checklist) with progress on /processes, and the company pays it on the registry's page.
 */
import { createHash } from 'node:crypto';
import { kopecksToRubles, type MassPayout, type PayoutKind } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import type { StoredRegistryFields } from '../../db/schema/index.js';
import type { TxContext } from '../../db/transaction.js';
import { newStorageKey } from '../../lib/storage.js';
import { startProcess } from '../processes/index.js';
import { COLUMN, CONTRACTOR_TYPE_WORDS, type ColumnKey, TEMPLATE_COLUMNS } from './import/registry-columns.js';
import { registryTemplateWorkbook } from './import/registry-xlsx.js';
import { REGISTRY_PAGES } from './mass-payout-links.js';
import { insertRows, type NewMassPayoutRow } from './mass-payout-rows.repo.js';
import { toMassPayout } from './mass-payout-view.js';
import { importMassPayoutJob } from './mass-payouts.jobs.js';
import { insertEvent, insertMassPayout, nextMassPayoutNumber } from './mass-payouts.repo.js';

/** One payout-to-be of accepted work: who, how much, for what, and the key that ties the payout back to the work. */
export type WorkToPay = {
  employeeId: string;
  lastName: string;
  firstName: string;
  middleName: string | null;
  inn: string;
  phone: string | null;
  amountKopecks: bigint;
  serviceName: string;
  periodFrom: string;
  periodTo: string;
  /** The act's date (ГГГГ-ММ-ДД). */
  actDate: string | null;
  externalId: string;
};

/** The payout goes to the contractor's saved requisites (as every registry row's does); the file says so. */
const OWN_REQUISITES = 'Реквизиты исполнителя';
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('.');

const cellsOf = (kind: PayoutKind, work: WorkToPay, index: number): Partial<Record<ColumnKey, string>> => ({
  number: String(index + 1),
  lastName: work.lastName,
  firstName: work.firstName,
  middleName: work.middleName ?? '',
  inn: work.inn,
  contractorType: CONTRACTOR_TYPE_WORDS[kind],
  phone: work.phone ?? '',
  amount: kopecksToRubles(work.amountKopecks).replace('.', ','),
  serviceName: work.serviceName,
  periodFrom: ddmmyyyy(work.periodFrom),
  periodTo: ddmmyyyy(work.periodTo),
  actDate: work.actDate ? ddmmyyyy(work.actDate) : '',
  method: OWN_REQUISITES,
  externalId: work.externalId,
});

const fieldsOf = (kind: PayoutKind, work: WorkToPay): StoredRegistryFields => ({
  lastName: work.lastName,
  firstName: work.firstName,
  middleName: work.middleName,
  inn: work.inn,
  contractorType: kind,
  phone: work.phone,
  amountKopecks: work.amountKopecks,
  serviceName: work.serviceName,
  periodFrom: work.periodFrom,
  periodTo: work.periodTo,
  contractNumber: null,
  actDate: work.actDate,
  method: null,
  cardNumber: null,
  accountNumber: null,
  bik: null,
  passport: null,
  snils: null,
  externalId: work.externalId,
  tags: [],
});

/** The cells by column title, as an uploaded file's row keeps them (the error report writes them back). */
const byTitle = (cells: Partial<Record<ColumnKey, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(cells).map(([key, value]) => [COLUMN[key as ColumnKey], value ?? '']));

/**
 * Makes the registry of this work in the caller's transaction and queues its check. `title` names it in the
 * file's name and on /processes («по заданиям»).
 */
export async function registryOfWork(
  txCtx: TxContext<ActorContext>,
  customerId: string,
  kind: PayoutKind,
  title: string,
  work: WorkToPay[],
): Promise<MassPayout> {
  const cells = work.map((w, index) => cellsOf(kind, w, index));
  const bytes = await registryTemplateWorkbook(kind, cells);
  const storageKey = newStorageKey();
  await txCtx.storage.put(storageKey, bytes);
  const now = txCtx.now();
  const number = await nextMassPayoutNumber(txCtx.db, customerId);
  const fileName = `Реестр № ${number} ${title}.xlsx`;
  const registry = await insertMassPayout(txCtx.db, {
    customerId,
    kind,
    number,
    fileKey: storageKey,
    fileName,
    fileSize: bytes.byteLength,
    fileKind: 'TASKS',
    sha256: createHash('sha256').update(bytes).digest('hex'),
    columns: TEMPLATE_COLUMNS[kind].map((key) => COLUMN[key]),
    importStatus: 'IN_PROGRESS',
    importPhase: 'VALIDATING',
    rowsTotal: work.length,
    createdBy: txCtx.actor.accountId,
    createdAt: now,
    updatedAt: now,
  });
  // The file holds this work's external ids (each pair's own): the same bytes cannot be a live registry already.
  if (!registry) throw new Error('a registry of work: the same file is already a live registry');
  const rows: NewMassPayoutRow[] = work.map((w, index) => ({
    massPayoutId: registry.id,
    customerId,
    // As in a spreadsheet: the header is row 1.
    rowNumber: index + 2,
    cells: byTitle(cells[index]!),
    fields: fieldsOf(kind, w),
    readErrors: [],
    errors: [],
    state: 'VALID',
    externalId: w.externalId,
    amountKopecks: w.amountKopecks,
    netKopecks: w.amountKopecks,
  }));
  await insertRows(txCtx.db, rows);
  await insertEvent(txCtx.db, {
    massPayoutId: registry.id,
    customerId,
    event: 'CREATED',
    actorAccountId: txCtx.actor.accountId,
    details: { file: fileName },
    occurredAt: now,
  });
  await startProcess(txCtx, {
    customerId,
    kind: 'MASS_PAYOUT_IMPORT',
    subjectId: registry.id,
    title: `Проверка реестра № ${number} ${title}`,
    startedBy: txCtx.actor.accountId,
    resultPath: `${REGISTRY_PAGES[kind]}/${registry.id}`,
  });
  await txCtx.jobs.enqueue(txCtx.db, importMassPayoutJob, { massPayoutId: registry.id });
  return toMassPayout(registry);
}
