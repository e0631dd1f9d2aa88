/**
 * The registry's rows checked in file order, a chunk at a time, progress written after each chunk
 * (docs/decisions/mass-payouts.md): the contractor found by ИНН among the company's (someone who is not
 * yet, with a phone in the row, is invited through the invite flow), the type of the
 * row against the registry's kind, a repeat of the last 30 days (a payout with the same contractor,
 * amount and purpose or external id; another registry's row with the external id; an external id
 * repeated inside the file is already the reader's row error), then the whole payout checklist (payouts' `checkRegistryChunk`, the running
 * sums carried from chunk to chunk so the 2.4 M ₽ cap, limits and balance count every row above).
 * Running it again gives the same verdicts: the reading's reasons are kept apart (`read_errors`).
 */
import type { PayoutKind } from '@vyplaty/contracts';
import type { AppContext } from '../../context.js';
import type { StoredRegistryFields } from '../../db/schema/index.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { inviteForPayout } from '../invites/index.js';
import { checkRegistryChunk, findPayoutRepeats, type RunningSums } from '../payouts/index.js';
import { reportProcess } from '../processes/index.js';
import {
  type RowToCheck,
  type RowVerdict,
  selectCompanyContractorsByInn,
  selectRowRepeats,
  selectRowsToCheck,
  updateRowVerdicts,
} from './mass-payout-rows.repo.js';
import { moscowDay } from './mass-payout-view.js';
import { type MassPayoutRecord, updateMassPayout } from './mass-payouts.repo.js';

/** The first chunk; a quick one doubles the next, up to MAX_CHUNK (each chunk's look-ups cost per chunk, not per row). */
export const VALIDATION_CHUNK = 500;
const MAX_CHUNK = 4000;
const MIN_CHUNK = 50;
const REPEAT_WINDOW_MS = 30 * 86_400_000;

const NOT_YOUR_CONTRACTOR = 'Исполнитель не найден среди ваших исполнителей';
export const NOT_FOUND_NO_PHONE =
  'Исполнитель не найден среди ваших исполнителей: укажите телефон, чтобы пригласить его';
export const invitedByPhone = (phone: string) =>
  `Исполнитель не найден среди ваших исполнителей: отправили приглашение на ${phone}; строку можно будет оплатить, когда он примет приглашение`;
export const alreadyInvited = (phone: string) =>
  `Исполнитель не найден среди ваших исполнителей: приглашение на ${phone} уже отправлено; строку можно будет оплатить, когда он его примет`;
const inviteRefused = (reason: string) =>
  `Исполнитель не найден среди ваших исполнителей, пригласить его не удалось: ${reason}`;
const WRONG_TYPE: Record<PayoutKind, string> = {
  NPD: 'Тип исполнителя «ФЛ» не подходит: это реестр выплат самозанятым',
  INDIVIDUAL: 'Тип исполнителя «НПД» не подходит: это реестр выплат физическим лицам',
};
export const repeatOfPayout = (number: number, at: Date) =>
  `Похоже на повтор выплаты № ${number} от ${moscowDay(at)}: оплатим, только если подтвердите`;
const repeatOfRow = (rowNumber: number, registryNumber: number, at: Date) =>
  `Похоже на повтор строки ${rowNumber} реестра № ${registryNumber} от ${moscowDay(at)}: оплатим, только если подтвердите`;

type Found = { row: RowToCheck; employeeId: string };

/**
 * Rows checked so far, written in the chunk's transaction before its verdicts: the import's progress, or
 * the pay's. `false`: the registry is past this check (another run of the job moved it on) — the chunk's
 * verdicts are not written and the check stops.
 */
export type ValidationProgress = (txCtx: TxContext, done: number) => Promise<boolean | undefined>;

const importProgress =
  (registry: MassPayoutRecord): ValidationProgress =>
  async (txCtx, done) => {
    await updateMassPayout(txCtx.db, registry.id, { rowsDone: done });
    await reportProcess(txCtx, { kind: 'MASS_PAYOUT_IMPORT', subjectId: registry.id }, { done });
    return true;
  };

/**
 * Checks every row of the registry but the REMOVED ones — after the import, and again when it is paid;
 * progress after each chunk: the import's rows_done of rows_total unless `progress` says otherwise.
 */
export async function validateRegistry(
  ctx: AppContext,
  registry: MassPayoutRecord,
  progress: ValidationProgress = importProgress(registry),
): Promise<void> {
  const { customerId, kind } = registry;
  const since = new Date(ctx.now().getTime() - REPEAT_WINDOW_MS);
  // One invite per phone in a run; a rerun finds the published invite and sends nothing again.
  const invited = new Map<string, string>();
  const invite = async (f: StoredRegistryFields): Promise<string> => {
    const phone = f.phone!;
    const known = invited.get(phone);
    if (known) return known;
    let reason: string;
    try {
      const outcome = await inTransaction(ctx, (txCtx) =>
        inviteForPayout(
          txCtx,
          customerId,
          { phone, inn: f.inn, lastName: f.lastName, firstName: f.firstName, patronymic: f.middleName },
          kind,
        ),
      );
      reason = outcome === 'INVITED' ? invitedByPhone(phone) : alreadyInvited(phone);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      reason = inviteRefused(error.message);
    }
    invited.set(phone, reason);
    return reason;
  };
  let carry: RunningSums | undefined;
  let after = 0;
  let done = 0;
  let size = VALIDATION_CHUNK;
  for (;;) {
    const started = Date.now();
    const rows = await selectRowsToCheck(ctx.db, registry.id, after, size);
    if (rows.length === 0) break;
    after = rows.at(-1)!.rowNumber;

    const inns = [...new Set(rows.flatMap((r) => (r.fields ? [r.fields.inn] : [])))];
    const contractors = await selectCompanyContractorsByInn(ctx.db, customerId, inns);
    const reasons = new Map<string, string[]>(rows.map((r) => [r.id, [...r.readErrors]]));
    const found: Found[] = [];
    for (const row of rows) {
      const f = row.fields;
      if (!f || row.state === 'REMOVED') continue;
      const own = reasons.get(row.id)!;
      if (f.contractorType !== kind) own.push(WRONG_TYPE[kind]);
      const employeeId = contractors.get(f.inn);
      if (employeeId && own.length === 0) found.push({ row, employeeId });
      else if (!employeeId && f.phone && own.length === 0) own.push(await invite(f));
      else if (!employeeId) own.push(f.phone ? NOT_YOUR_CONTRACTOR : NOT_FOUND_NO_PHONE);
    }

    const repeats = await repeatsOf(ctx, registry, since, found);
    const checked = await checkRegistryChunk(ctx, {
      customerId,
      kind,
      rows: found.map((f) => ({ employeeId: f.employeeId, amountKopecks: f.row.fields!.amountKopecks })),
      carry,
    });
    carry = checked.carry;

    const verdicts: RowVerdict[] = [];
    const byRow = new Map(found.map((f, i) => [f.row.id, { found: f, check: checked.rows[i]! }]));
    for (const row of rows) {
      if (row.state === 'REMOVED') continue;
      const own = reasons.get(row.id)!;
      const passed = byRow.get(row.id);
      const amount = row.amountKopecks;
      if (!passed) {
        verdicts.push(verdictOf(row, 'INVALID', own, null, null, 0n, amount));
        continue;
      }
      const { found: f, check } = passed;
      const ndfl = check.tax?.ndflKopecks ?? 0n;
      const net = check.tax?.netKopecks ?? amount;
      if (!check.payable) {
        verdicts.push(verdictOf(row, 'INVALID', check.reasons, f.employeeId, null, ndfl, net));
        continue;
      }
      const repeat = repeats.get(row.id);
      if (repeat) {
        verdicts.push(verdictOf(row, 'DUPLICATE', [repeat.message], f.employeeId, repeat.payoutId, ndfl, net));
      } else {
        verdicts.push(verdictOf(row, 'VALID', [], f.employeeId, null, ndfl, net));
      }
    }
    done += rows.length;
    // The progress first: the registry's row is locked before its rows (the order the pay's chunks take
    // them in, so two runs cannot deadlock), and a run no longer wanted — the registry moved on while it
    // checked — writes no verdict over what the other run did.
    const wanted = await inTransaction(ctx, async (txCtx) => {
      if ((await progress(txCtx, done)) === false) return false;
      await updateRowVerdicts(txCtx.db, verdicts);
      return true;
    });
    if (!wanted) return;
    // Progress at least once a second on any machine: a slow chunk halves the next one, a quick one (whose
    // double still fits well inside the second) doubles it.
    const took = Date.now() - started;
    if (took > 700) size = Math.max(MIN_CHUNK, Math.floor(size / 2));
    else if (took < 350) size = Math.min(MAX_CHUNK, size * 2);
  }
}

function verdictOf(
  row: RowToCheck,
  state: RowVerdict['state'],
  errors: string[],
  employeeId: string | null,
  duplicateOfPayoutId: string | null,
  ndflKopecks: bigint,
  netKopecks: bigint | null,
): RowVerdict {
  return { id: row.id, state, errors, employeeId, duplicateOfPayoutId, ndflKopecks, netKopecks };
}

/** The rows of a chunk that repeat a payout or another registry's row of the last 30 days, with the reason. */
async function repeatsOf(ctx: AppContext, registry: MassPayoutRecord, since: Date, found: Found[]) {
  const result = new Map<string, { message: string; payoutId: string | null }>();
  if (found.length === 0) return result;
  const externalIds = [...new Set(found.flatMap((f) => (f.row.fields!.externalId ? [f.row.fields!.externalId] : [])))];
  const payouts = await findPayoutRepeats(
    ctx,
    registry.customerId,
    since,
    found.map((f) => ({
      employeeId: f.employeeId,
      amountKopecks: f.row.fields!.amountKopecks,
      serviceName: f.row.fields!.serviceName ?? '',
    })),
    externalIds,
  );
  const otherRows = await selectRowRepeats(ctx.db, registry.customerId, registry.id, since, externalIds);
  for (const f of found) {
    const fields = f.row.fields!;
    const payout = payouts.find(
      (p) =>
        (fields.externalId !== null && p.externalId === fields.externalId) ||
        (p.employeeId === f.employeeId &&
          p.amountKopecks === fields.amountKopecks &&
          (fields.serviceName === null || sameText(p.serviceName, fields.serviceName))),
    );
    if (payout) {
      result.set(f.row.id, { message: repeatOfPayout(payout.number, payout.createdAt), payoutId: payout.id });
      continue;
    }
    const row = fields.externalId ? otherRows.find((r) => r.externalId === fields.externalId) : undefined;
    if (row) result.set(f.row.id, { message: repeatOfRow(row.rowNumber, row.number, row.createdAt), payoutId: null });
  }
  return result;
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
