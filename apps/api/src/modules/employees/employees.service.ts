/**
 * /employees: the company's contractors. Only the customer (role user) has the list; every read and
 * change is scoped to the caller's company. Removing a contractor disconnects the company's link
 * (status DISCONNECTED, disconnected_at): the contractor's account, data and links to other companies
 * stay, and the company's invites can bring them back (invites module, disconnected employees).
 */

import {
  EMPLOYEE_EXPORT_MAX_ROWS,
  type EmployeeEntitiesCount,
  type EmployeeExportRequest,
  type EmployeeListItem,
  type EmployeeListQuery,
  type EmployeeListResponse,
  type EmployeeRemoveRequest,
  type EmployeeRemoveResponse,
  type FormerEmploymentState,
  kopecksToRubles,
  type TaxRegime,
} from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { companyOnlyIdOf } from '../../lib/actor-scope.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { moscowYear, moscowYearBounds } from '../../lib/moscow-time.js';
import { decodeCursor, encodeCursor, pageOf, pageWindow } from '../../lib/pagination.js';
import { formerEmploymentStatesOf } from '../former-employment/index.js';
import { notify } from '../notifications/index.js';
import { emitWebhookEvents } from '../webhooks/index.js';
import {
  countEmployeesByState,
  countMatchingEmployees,
  cursorArity,
  disconnectLinks,
  type EmployeeListRow,
  type EmployeeQuery,
  type EmployeeSearch,
  foldText,
  lockActiveLinks,
  selectEmployees,
  selectOrganisationName,
} from './employees.repo.js';

const NOT_FOUND_MESSAGE = 'Исполнитель не найден';

/** The caller's company; a contractor gets 403 USER_NOT_AUTHENTICATED. */

export const toEmployeeListItem = (
  row: EmployeeListRow,
  formerEmployment: FormerEmploymentState,
): EmployeeListItem => ({
  id: row.id,
  last_name: row.lastName,
  first_name: row.firstName,
  patronymic: row.patronymic,
  phone: row.phone,
  inn: row.inn,
  kind: row.kind,
  tax_regime: row.taxRegime as TaxRegime,
  npd_status: row.npdStatus,
  fns_binding: row.fnsBinding,
  yearly_income: row.yearlyIncome === null ? null : kopecksToRubles(BigInt(row.yearlyIncome)),
  is_verified: row.isVerified,
  has_requisites: row.hasRequisites,
  former_employment: formerEmployment,
  connection: row.connection,
  added_at: row.addedAt.toISOString(),
});

/**
 * What was typed into the search field: only digits and phone punctuation → a phone or ИНН fragment
 * (8XXXXXXXXXX read as +7); anything else → words, each to be found in the ФИО, phone or ИНН.
 */
export function parseSearch(text: string | undefined): EmployeeSearch | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  if (/^[\d\s()+-]+$/.test(trimmed)) {
    const digits = trimmed.replace(/\D/g, '');
    if (!digits) return undefined;
    const phone = digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
    return { phone, inn: digits };
  }
  return { words: foldText(trimmed).split(/\s+/).filter(Boolean) };
}

/** The rows with both sides' statements about former employment (N5): one query for all of them. */
async function toItems(ctx: ActorContext, rows: EmployeeListRow[]): Promise<EmployeeListItem[]> {
  const linkIds = rows.map((row) => row.linkId);
  const states = await formerEmploymentStatesOf(ctx, linkIds);
  return rows.map((row) => toEmployeeListItem(row, states.get(row.linkId)!));
}

/** The calendar year (Moscow) whose income the list shows. */
function incomeYearOf(ctx: ActorContext) {
  const year = moscowYear(ctx.now());
  return { year, ...moscowYearBounds(year) };
}

const queryOf = (input: EmployeeExportRequest): EmployeeQuery => ({
  search: parseSearch(input.search),
  filters: input.filters,
  sort: input.sort ?? { field: 'ADDED_AT', direction: 'DESC' },
});

/**
 * One page of the list. `after` (the previous page's `next_cursor`) reads the page by keyset from an
 * index; without it, or with a cursor of another order, search or filters, the page number decides.
 */
export async function findEmployees(ctx: ActorContext, input: EmployeeListQuery): Promise<EmployeeListResponse> {
  const customerId = companyOnlyIdOf(ctx);
  const query = queryOf(input);
  const scope = JSON.stringify([query.sort, input.search ?? '', input.filters ?? {}]);
  const after = input.after ? decodeCursor(input.after, scope, cursorArity(query.sort)) : undefined;
  const window = pageWindow(input);
  const [rows, totalCount] = await Promise.all([
    selectEmployees(ctx.db, customerId, query, { ...window, after }, incomeYearOf(ctx)),
    countMatchingEmployees(ctx.db, customerId, query),
  ]);
  const last = rows.at(-1);
  const hasMore = last !== undefined && rows.length === window.limit && window.offset + rows.length < totalCount;
  return {
    ...pageOf(await toItems(ctx, rows), totalCount),
    next_cursor: hasMore ? encodeCursor(scope, last.cursorKey) : null,
  };
}

/** Every contractor the list would show with these filters, in its order; too many → 400 before reading rows. */
export async function employeesForExport(ctx: ActorContext, input: EmployeeExportRequest): Promise<EmployeeListItem[]> {
  const customerId = companyOnlyIdOf(ctx);
  const query = queryOf(input);
  const total = await countMatchingEmployees(ctx.db, customerId, query);
  if (total > EMPLOYEE_EXPORT_MAX_ROWS) {
    throw new AppError('VALIDATION_ERROR', {
      message: `В выгрузке может быть не больше ${EMPLOYEE_EXPORT_MAX_ROWS} исполнителей, а найдено ${total}: уточните поиск или фильтры`,
    });
  }
  const rows = await selectEmployees(
    ctx.db,
    customerId,
    query,
    { limit: EMPLOYEE_EXPORT_MAX_ROWS, offset: 0 },
    incomeYearOf(ctx),
  );
  return toItems(ctx, rows);
}

export async function countEmployees(ctx: ActorContext): Promise<EmployeeEntitiesCount> {
  const result: EmployeeEntitiesCount = { total: 0, ready: 0, not_verified: 0, no_requisites: 0, disconnected: 0 };
  for (const row of await countEmployeesByState(ctx.db, companyOnlyIdOf(ctx))) {
    if (row.status === 'DISCONNECTED') {
      result.disconnected += row.n;
      continue;
    }
    result.total += row.n;
    if (row.connection === 'READY') result.ready += row.n;
    else if (row.connection === 'NOT_VERIFIED') result.not_verified += row.n;
    else result.no_requisites += row.n;
  }
  return result;
}

/**
 * Disconnects the contractors from the company, all or nothing: if any id is not a listed contractor
 * of this company (another company's, already removed, unknown or malformed) nothing changes and the
 * answer is 404. Each contractor is told in the app.
 */
export async function removeEmployees(
  ctx: ActorContext,
  input: EmployeeRemoveRequest,
): Promise<EmployeeRemoveResponse> {
  const customerId = companyOnlyIdOf(ctx);
  const ids = [...new Set(input.ids)];
  const notFound = new AppError('NOT_FOUND', { message: NOT_FOUND_MESSAGE });
  if (!ids.every(isUuid)) throw notFound;
  return inTransaction(ctx, async (txCtx) => {
    const found = await lockActiveLinks(txCtx.db, customerId, ids);
    if (found.length !== ids.length) throw notFound;
    const removed = await disconnectLinks(txCtx.db, customerId, ids, txCtx.now());
    await emitWebhookEvents(txCtx, {
      customerId,
      type: 'contractor.left',
      data: ids.map((employeeId) => ({ employee_id: employeeId })),
    });
    const company = (await selectOrganisationName(txCtx.db, customerId)) ?? 'Компания';
    for (const employeeId of ids) {
      await notify(
        txCtx,
        { employeeId },
        {
          title: 'Компания отключила вас',
          body: `${company} больше не работает с вами через платформу. Ваш профиль и реквизиты сохранены.`,
          type: 'other',
        },
      );
    }
    return { removed };
  });
}
