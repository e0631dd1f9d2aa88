/**
 * The contractor's connection of the platform in «Мой налог» (SPEC §7 fns/bind, fns/unbind,
 * fns/account_status, fns/activities, fns/activity). Requests only record what to ask FNS and enqueue
 * the job that asks (fns-*.jobs.ts), in the same transaction; FNS is never called inside a request.
 */

import {
  type FnsAccountStatus,
  type FnsActivitiesResponse,
  type FnsBindRequest,
  type FnsConnection,
  type FnsMyActivities,
  type FnsMyActivitiesResponse,
  inn12Valid,
} from '@vyplaty/contracts';
import type { ActorContext, AppContext } from '../../../context.js';
import type { Db } from '../../../db/client.js';
import { inTransaction } from '../../../db/transaction.js';
import { REQUESTED_PERMISSIONS } from '../../../integrations/fns/fns.types.js';
import { employeeIdOf } from '../../../lib/actor-scope.js';
import { AppError } from '../../../lib/errors.js';
import { moscowYear } from '../../../lib/moscow-time.js';
import { selectDictionary } from '../fns-dictionaries.repo.js';
import { recordFnsRequest } from '../fns-request-runner.js';
import { pendingIncomeKopecks, registeredIncomeSinceKopecks } from '../receipts/fns-receipts.repo.js';
import { fnsRefreshAccountJob } from '../taxpayer/fns-taxpayer.jobs.js';
import { type FnsTaxpayerRow, selectTaxpayer, upsertTaxpayer } from '../taxpayer/fns-taxpayer.repo.js';
import {
  ACTIVITIES_DICTIONARY,
  fnsPutActivitiesJob,
  fnsRefreshActivitiesJob,
  type StoredActivity,
} from './fns-activities.jobs.js';
import { fnsBindJob, fnsUnbindJob } from './fns-binding.jobs.js';
import {
  selectBinding,
  selectBindingForUpdate,
  selectEmployeeForFns,
  updateBinding,
  upsertBinding,
} from './fns-binding.repo.js';
import { ALREADY_BOUND_MESSAGE, BIND_FIRST_MESSAGE, fnsPhone, NOT_CONNECTED_MESSAGE } from './fns-binding.rules.js';
import { type IncomeFigures, toAccountStatus, toConnection } from './fns-connection.present.js';

export const EMPLOYEE_ONLY_MESSAGE = 'Раздел доступен только исполнителю';
const NOT_VERIFIED_MESSAGE = 'Сначала завершите регистрацию: подключить «Мой налог» можно после проверки профиля';
const NO_INN_MESSAGE = 'Укажите ИНН в профиле: по нему платформа подключается к «Мой налог»';
/** The account figures are asked again when older than this. */
const ACCOUNT_FRESH_MS = 5 * 60 * 1000;
/** A refresh not finished in this time is considered lost and may be asked again. */
const ACCOUNT_REFRESH_STUCK_MS = 10 * 60 * 1000;
const CATALOGUE_FRESH_MS = 24 * 60 * 60 * 1000;

const employeeOf = (ctx: ActorContext) => employeeIdOf(ctx, EMPLOYEE_ONLY_MESSAGE);
const conflict = (message: string) => new AppError('CONFLICT', { message });

/** The year's income: FNS's figure, our receipts registered since it was taken, and the pending ones. */
export async function incomeFigures(
  db: Db,
  employeeId: string,
  taxpayer: FnsTaxpayerRow | undefined,
  year: number,
): Promise<IncomeFigures> {
  const snapshot = taxpayer?.incomeYear === year ? taxpayer : undefined;
  const since = snapshot?.incomeCheckedAt ?? null;
  const fromFns = snapshot?.incomeRegisteredKopecks ?? 0n;
  const ours = await registeredIncomeSinceKopecks(db, employeeId, year, since);
  const pending = await pendingIncomeKopecks(db, employeeId, year);
  return { year, registered: fromFns + ours, pending, checkedAt: since };
}

async function connectionOf(ctx: AppContext, employeeId: string): Promise<FnsConnection> {
  const employee = await selectEmployeeForFns(ctx.db, employeeId);
  if (!employee) throw new AppError('NOT_FOUND', { message: 'Исполнитель не найден' });
  const binding = await selectBinding(ctx.db, employeeId);
  const taxpayer = await selectTaxpayer(ctx.db, employeeId);
  const income = await incomeFigures(ctx.db, employeeId, taxpayer, moscowYear(ctx.now()));
  return toConnection(employee, binding, taxpayer, income);
}

export async function getConnection(ctx: ActorContext): Promise<FnsConnection> {
  return connectionOf(ctx, employeeOf(ctx));
}

/**
 * AWAIT_BIND already → answered unchanged (a double click sends one request); BIND → 409; otherwise a
 * new request replaces an UNBIND / ERROR one.
 */
export async function requestBind(ctx: ActorContext, input: FnsBindRequest): Promise<FnsConnection> {
  const employeeId = employeeOf(ctx);
  await inTransaction(ctx, async (txCtx) => {
    const employee = await selectEmployeeForFns(txCtx.db, employeeId);
    if (!employee?.verifiedAt) throw conflict(NOT_VERIFIED_MESSAGE);
    if (input.by === 'INN' && !(employee.inn && inn12Valid(employee.inn))) throw conflict(NO_INN_MESSAGE);
    const current = await selectBindingForUpdate(txCtx.db, employeeId);
    if (current?.status === 'AWAIT_BIND') return;
    if (current?.status === 'BIND') throw conflict(ALREADY_BOUND_MESSAGE);
    const now = txCtx.now();
    const inn = input.by === 'INN' ? employee.inn! : null;
    const about = { employeeId, inn };
    const request =
      input.by === 'INN'
        ? await recordFnsRequest(
            txCtx.db,
            'PostBindPartnerWithInn',
            { inn: inn!, permissions: REQUESTED_PERMISSIONS },
            about,
            now,
          )
        : await recordFnsRequest(
            txCtx.db,
            'PostBindPartnerWithPhone',
            { phone: fnsPhone(employee.phone), permissions: REQUESTED_PERMISSIONS },
            about,
            now,
          );
    await upsertBinding(
      txCtx.db,
      employeeId,
      {
        by: input.by,
        status: 'AWAIT_BIND',
        inn,
        fnsBindId: null,
        bindRequestId: request.id,
        permissions: [],
        errorMessage: null,
        requestedAt: now,
        boundAt: null,
        unboundAt: null,
        checkedAt: null,
      },
      now,
    );
    await txCtx.jobs.enqueue(txCtx.db, fnsBindJob, { employeeId, poll: 0 });
  });
  return connectionOf(ctx, employeeId);
}

/** UNBIND here at once; FNS is told by a job (PostUnbindPartner). */
export async function requestUnbind(ctx: ActorContext): Promise<FnsConnection> {
  const employeeId = employeeOf(ctx);
  await inTransaction(ctx, async (txCtx) => {
    const current = await selectBindingForUpdate(txCtx.db, employeeId);
    if (current?.status !== 'BIND' && current?.status !== 'AWAIT_BIND') throw conflict(NOT_CONNECTED_MESSAGE);
    const now = txCtx.now();
    await updateBinding(txCtx.db, employeeId, { status: 'UNBIND', unboundAt: now, errorMessage: null }, now);
    if (current.inn) await txCtx.jobs.enqueue(txCtx.db, fnsUnbindJob, { employeeId, inn: current.inn });
  });
  return connectionOf(ctx, employeeId);
}

/** The stored figures; older than 5 minutes → a refresh is asked for (once at a time) and `refreshing` says so. */
export async function getAccountStatus(ctx: ActorContext): Promise<FnsAccountStatus> {
  const employeeId = employeeOf(ctx);
  return inTransaction(ctx, async (txCtx) => {
    const binding = await selectBindingForUpdate(txCtx.db, employeeId);
    if (binding?.status !== 'BIND' || !binding.inn) throw conflict(BIND_FIRST_MESSAGE);
    const taxpayer = await selectTaxpayer(txCtx.db, employeeId);
    const now = txCtx.now();
    const fresh = taxpayer?.accountCheckedAt && now.getTime() - taxpayer.accountCheckedAt.getTime() < ACCOUNT_FRESH_MS;
    const running =
      taxpayer?.accountRefreshingSince &&
      now.getTime() - taxpayer.accountRefreshingSince.getTime() < ACCOUNT_REFRESH_STUCK_MS;
    if (fresh || running) return toAccountStatus(taxpayer);
    await upsertTaxpayer(txCtx.db, employeeId, binding.inn, { accountRefreshingSince: now }, now);
    await txCtx.jobs.enqueue(
      txCtx.db,
      fnsRefreshAccountJob,
      { employeeId },
      { singletonKey: `fns-account:${employeeId}` },
    );
    return toAccountStatus(await selectTaxpayer(txCtx.db, employeeId));
  });
}

async function activeCatalogue(ctx: AppContext): Promise<StoredActivity[]> {
  const stored = await selectDictionary<StoredActivity>(ctx.db, ACTIVITIES_DICTIONARY);
  if (!stored || stored.items.length === 0 || ctx.now().getTime() - stored.fetchedAt.getTime() > CATALOGUE_FRESH_MS) {
    await inTransaction(ctx, (txCtx) =>
      txCtx.jobs.enqueue(txCtx.db, fnsRefreshActivitiesJob, {}, { singletonKey: 'fns-activities' }),
    );
  }
  return (stored?.items ?? []).filter((a) => a.isActive);
}

/** The FNS catalogue (cached; refreshed by a job when empty or a day old). A catalogue: both roles read it. */
export async function listActivities(ctx: ActorContext): Promise<FnsActivitiesResponse> {
  const items = await activeCatalogue(ctx);
  return { items: items.map((a) => ({ id: a.id, parent_id: a.parentId, name: a.name })) };
}

function toMyActivities(taxpayer: FnsTaxpayerRow | undefined): FnsMyActivitiesResponse {
  return {
    activity_ids: taxpayer?.activitiesPending ?? taxpayer?.activities ?? [],
    pending: Boolean(taxpayer?.activitiesPending),
    error_message: taxpayer?.activitiesError ?? null,
  };
}

export async function getMyActivities(ctx: ActorContext): Promise<FnsMyActivitiesResponse> {
  return toMyActivities(await selectTaxpayer(ctx.db, employeeOf(ctx)));
}

/** Kinds must be in the catalogue (else 400, nothing changes); sent to FNS by a job (PutTaxpayerData). */
export async function setMyActivities(ctx: ActorContext, input: FnsMyActivities): Promise<FnsMyActivitiesResponse> {
  const employeeId = employeeOf(ctx);
  const ids = [...new Set(input.activity_ids)];
  const known = new Set((await activeCatalogue(ctx)).map((a) => a.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new AppError('VALIDATION_ERROR', {
      message: `Такого вида деятельности нет в справочнике ФНС: ${unknown.join(', ')}`,
      fields: { activity_ids: 'Выберите виды деятельности из справочника ФНС' },
    });
  }
  return inTransaction(ctx, async (txCtx) => {
    const binding = await selectBindingForUpdate(txCtx.db, employeeId);
    if (binding?.status !== 'BIND' || !binding.inn) throw conflict(BIND_FIRST_MESSAGE);
    const now = txCtx.now();
    await upsertTaxpayer(txCtx.db, employeeId, binding.inn, { activitiesPending: ids, activitiesError: null }, now);
    await txCtx.jobs.enqueue(txCtx.db, fnsPutActivitiesJob, { employeeId });
    return toMyActivities(await selectTaxpayer(txCtx.db, employeeId));
  });
}
