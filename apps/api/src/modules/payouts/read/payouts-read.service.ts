/**
 * Reading payouts: the company's list (SPEC sort fields, MY/ALL scope, status/period/contractor
 * filters, search, server paging with a keyset cursor — docs/decisions/lists.md), one payout, its
 * breakdown and history; and the contractor's own lists and payout. Another tenant's payout, an unknown
 * and a malformed id all answer the same 404.
 */
import type {
  EmployeePayoutDetail,
  EmployeePayoutListRequest,
  EmployeePayoutListResponse,
  IndividualBreakdown,
  Payout,
  PayoutHistoryResponse,
  PayoutKind,
  PayoutListQuery,
  PayoutListResponse,
  UserPayoutListQuery,
} from '@vyplaty/contracts';
import type { ActorContext } from '../../../context.js';
import { notFound } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { decodeCursor, encodeCursor, pageOf, pageWindow } from '../../../lib/pagination.js';
import { receiptOpenLink } from '../../fns/index.js';
import { selectHistory } from '../../history/index.js';
import { PAYOUT_NOT_FOUND_MESSAGE, payoutsOwnerIdOf, payoutsReceiverIdOf } from '../payout-scope.js';
import { selectRepeats } from '../payouts.repo.js';
import { type ReceiptOpenLink, toBreakdown, toEmployeePayout, toHistoryItem, toPayout } from './payout.present.js';
import {
  type CompanyPayoutQuery,
  countCompanyPayouts,
  countEmployeePayouts,
  cursorArity,
  EMPLOYEE_CURSOR_ARITY,
  type EmployeePayoutQuery,
  type PayoutSearch,
  type PayoutView,
  selectCompanyPayouts,
  selectEmployeePayouts,
  selectEmployeePayoutView,
  selectPayoutView,
  selectPayoutViews,
} from './payouts-read.repo.js';

/** YYYY-MM-DD (Moscow) → the day's first instant; `next` → the next day's. */
const moscowDayStart = (day: string, next = false) =>
  new Date(Date.parse(`${day}T00:00:00+03:00`) + (next ? 24 * 60 * 60 * 1000 : 0));

/** Digits (a number, a phone, an ИНН) or words (in the ФИО or the service name), folded like the stored keys. */
export function parsePayoutSearch(text: string | undefined): PayoutSearch | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  if (/^[\d\s()+-]+$/.test(trimmed)) {
    const digits = trimmed.replace(/\D/g, '');
    if (!digits) return undefined;
    const number = digits.length <= 9 ? Number(digits) : null;
    return { number, digits: digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits };
  }
  return { words: trimmed.toLowerCase().replaceAll('ё', 'е').split(/\s+/).filter(Boolean) };
}

/** «Открыть чек» of this server: FNS's page, or the FNS sandbox's in embedded mode. */
const receiptLinker =
  (ctx: ActorContext): ReceiptOpenLink =>
  (receipt) =>
    receiptOpenLink(ctx, receipt);

/** The company's payouts as the caller sees them (created_by_me, repeated_by), in the order of `views`. */
export async function toPayouts(ctx: ActorContext, customerId: string, views: PayoutView[]): Promise<Payout[]> {
  const repeats = await selectRepeats(
    ctx.db,
    customerId,
    views.map((v) => v.payout.id),
  );
  const openReceipt = receiptLinker(ctx);
  return views.map((view) =>
    toPayout(view, { accountId: ctx.actor.accountId, repeatedBy: repeats.get(view.payout.id) ?? null, openReceipt }),
  );
}

/** The payouts `ids` of the caller's company as the answer of a create or a pay. */
export async function payoutsByIds(ctx: ActorContext, customerId: string, ids: string[]): Promise<Payout[]> {
  return toPayouts(ctx, customerId, await selectPayoutViews(ctx.db, customerId, ids));
}

/** payout/list, individual/payout/list: the company's payouts of one kind. */
export const listPayouts = (ctx: ActorContext, kind: PayoutKind, input: PayoutListQuery) =>
  listCompanyPayouts(ctx, kind, input);

/** user/payouts: both kinds, or the kind of the filter. */
export const listAllPayouts = (ctx: ActorContext, input: UserPayoutListQuery) =>
  listCompanyPayouts(ctx, input.filters?.kind, input);

async function listCompanyPayouts(
  ctx: ActorContext,
  kind: PayoutKind | undefined,
  input: PayoutListQuery,
): Promise<PayoutListResponse> {
  const customerId = payoutsOwnerIdOf(ctx);
  const filters = input.filters ?? {};
  const query: CompanyPayoutQuery = {
    kind,
    sort: input.sort ?? { field: 'ADDED_AT', direction: 'DESC' },
    search: parsePayoutSearch(input.search),
    statuses: filters.status,
    // A malformed id is just a contractor with no payouts (the contract checks the form).
    employeeId: filters.employee_id,
    createdFrom: filters.date_from ? moscowDayStart(filters.date_from) : undefined,
    createdBefore: filters.date_to ? moscowDayStart(filters.date_to, true) : undefined,
    createdBy: filters.scope === 'MY' ? ctx.actor.accountId : undefined,
  };
  const scope = JSON.stringify([kind ?? 'ALL', query.sort, input.search ?? '', filters]);
  const after = input.after ? decodeCursor(input.after, scope, cursorArity(query.sort)) : undefined;
  const window = pageWindow(input);
  const [rows, totalCount] = await Promise.all([
    selectCompanyPayouts(ctx.db, customerId, query, { ...window, after }),
    countCompanyPayouts(ctx.db, customerId, query),
  ]);
  const last = rows.at(-1);
  const hasMore = last !== undefined && rows.length === window.limit && window.offset + rows.length < totalCount;
  return {
    ...pageOf(await toPayouts(ctx, customerId, rows), totalCount),
    next_cursor: hasMore ? encodeCursor(scope, last.cursorKey) : null,
  };
}

async function ownView(ctx: ActorContext, kind: PayoutKind | undefined, id: string) {
  const customerId = payoutsOwnerIdOf(ctx);
  const view = isUuid(id) ? await selectPayoutView(ctx.db, customerId, kind, id) : undefined;
  if (!view) throw notFound(PAYOUT_NOT_FOUND_MESSAGE);
  return { customerId, view };
}

/** One payout of the company; of this kind, or of either (user/payout/{id}) when no kind is given. */
export async function getPayout(ctx: ActorContext, kind: PayoutKind | undefined, id: string): Promise<Payout> {
  const { customerId, view } = await ownView(ctx, kind, id);
  return (await toPayouts(ctx, customerId, [view]))[0]!;
}

/** The kind of one of the company's payouts (the user/payout calls serve either); 404 as for any other. */
export async function payoutKindOf(ctx: ActorContext, id: string): Promise<PayoutKind> {
  return (await ownView(ctx, undefined, id)).view.payout.kind;
}

/** individual/payout/{id}/full: gross, НДФЛ, net and contributions as stored when the payout was made. */
export async function getIndividualBreakdown(ctx: ActorContext, id: string): Promise<IndividualBreakdown> {
  const { view } = await ownView(ctx, 'INDIVIDUAL', id);
  return toBreakdown(view.payout)!;
}

export async function getPayoutHistory(
  ctx: ActorContext,
  kind: PayoutKind,
  id: string,
): Promise<PayoutHistoryResponse> {
  const { customerId } = await ownView(ctx, kind, id);
  const rows = await selectHistory(ctx.db, { entityKind: 'payout', entityId: id, customerId });
  return { items: rows.map(toHistoryItem) };
}

export async function listEmployeePayouts(
  ctx: ActorContext,
  kind: PayoutKind | undefined,
  input: EmployeePayoutListRequest & { page: number; page_size: number },
): Promise<EmployeePayoutListResponse> {
  const employeeId = payoutsReceiverIdOf(ctx);
  const filters = input.filters ?? {};
  const query: EmployeePayoutQuery = {
    kind: kind ?? filters.kind,
    statuses: filters.status,
    customerId: filters.customer_id,
    createdFrom: filters.date_from ? moscowDayStart(filters.date_from) : undefined,
    createdBefore: filters.date_to ? moscowDayStart(filters.date_to, true) : undefined,
  };
  // The cursor belongs to one list and one set of filters, like the company's list.
  const scope = JSON.stringify([kind ?? 'ALL', filters]);
  const after = input.after ? decodeCursor(input.after, scope, EMPLOYEE_CURSOR_ARITY) : undefined;
  const window = pageWindow(input);
  const [rows, totalCount] = await Promise.all([
    selectEmployeePayouts(ctx.db, employeeId, query, { ...window, after }),
    countEmployeePayouts(ctx.db, employeeId, query),
  ]);
  const last = rows.at(-1);
  const hasMore = last !== undefined && rows.length === window.limit && window.offset + rows.length < totalCount;
  return {
    ...pageOf(
      rows.map((row) => toEmployeePayout(row, receiptLinker(ctx))),
      totalCount,
    ),
    next_cursor: hasMore ? encodeCursor(scope, last.cursorKey) : null,
  };
}

export async function getEmployeePayout(
  ctx: ActorContext,
  kind: PayoutKind | undefined,
  id: string,
): Promise<EmployeePayoutDetail> {
  const employeeId = payoutsReceiverIdOf(ctx);
  const view = isUuid(id) ? await selectEmployeePayoutView(ctx.db, employeeId, id, kind) : undefined;
  if (!view) throw notFound(PAYOUT_NOT_FOUND_MESSAGE);
  const history = await selectHistory(ctx.db, { entityKind: 'payout', entityId: id, employeeId });
  return { ...toEmployeePayout(view, receiptLinker(ctx)), history: history.map(toHistoryItem) };
}
