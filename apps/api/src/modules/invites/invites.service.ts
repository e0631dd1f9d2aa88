/**
 * Invites of contractors by a company. Status machine DRAFT → PUBLISH → REJECT: a draft can be edited
 * and deleted; publishing sends the link by SMS to everyone with a phone; rejecting makes the link stop
 * working. Only the customer (role user) has invites; another company's invite answers like an
 * unknown one.
 */
import { randomUUID } from 'node:crypto';
import {
  type DisconnectedEmployeeListResponse,
  INVITE_LINK_NOT_FOUND_MESSAGE,
  type Invite,
  type InviteLinkResponse,
  type InviteListResponse,
  type InviteRequestParsed,
  type InviteSendSmsResponse,
  type TaxRegime,
} from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import type { ActorContext, AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { customers } from '../../db/schema/index.js';
import { customerIdOf } from '../../lib/actor-scope.js';
import { AppError } from '../../lib/errors.js';
import { createFieldCipher } from '../../lib/field-cipher.js';
import { isUuid } from '../../lib/ids.js';
import { pageWindow } from '../../lib/pagination.js';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rate-limit.js';
import { sendSmsJob } from '../messaging/messaging.jobs.js';
import { inviteSms } from '../messaging/messaging.templates.js';
import { createInviteLinkToken, inviteLinkUrl, selectInviteByLinkToken } from './invite-link.js';
import {
  countSmsSent,
  deleteInvitePeople,
  type InviteEmployeeRow,
  type InviteRow,
  insertInvite,
  insertInvitePeople,
  markInviteDeleted,
  type NewInvitePerson,
  selectActiveEmployeesByContact,
  selectDisconnectedEmployees,
  selectInvite,
  selectInvitePage,
  selectInvitePeople,
  selectInvitePerson,
  updateInvitePerson,
  updateInviteRow,
} from './invites.repo.js';

const NOT_FOUND_MESSAGE = 'Приглашение не найдено';
const notFound = () => new AppError('NOT_FOUND', { message: NOT_FOUND_MESSAGE });
const invalidState = (message: string) => new AppError('INVALID_STATE', { message });

/** Resending is throttled per person: an SMS costs money and must not become a spam channel. */
export const INVITE_SMS_PER_MINUTE: RateLimitRule = {
  name: 'invite-sms-minute',
  limit: 1,
  windowSeconds: 60,
  message: 'СМС с приглашением можно отправлять одному человеку не чаще раза в минуту',
};
export const INVITE_SMS_PER_DAY: RateLimitRule = {
  name: 'invite-sms-day',
  limit: 5,
  windowSeconds: 86_400,
  message: 'Одному человеку можно отправить не больше 5 СМС с приглашением в сутки',
};

/** The link token sealed for the owner's "copy link" (context: the invite id). */
const linkCipher = (ctx: Pick<AppContext, 'config'>) =>
  // resolveSecrets fills APP_SECRET (given or generated) before the app starts.
  createFieldCipher(ctx.config.APP_SECRET!, 'invites/link-token');

function linkUrlOf(ctx: AppContext, row: InviteRow): string | null {
  if (row.status !== 'PUBLISH' || !row.linkTokenCipher) return null;
  return inviteLinkUrl(ctx.config.PUBLIC_URL, linkCipher(ctx).decrypt(row.linkTokenCipher, row.id));
}

const toPerson = (row: InviteEmployeeRow) => ({
  id: row.id,
  phone: row.phone,
  inn: row.inn,
  last_name: row.lastName,
  first_name: row.firstName,
  patronymic: row.patronymic,
  action: row.action,
  employee_id: row.employeeId,
  sms_count: row.smsCount,
  last_sms_at: row.lastSmsAt?.toISOString() ?? null,
  updated_at: row.updatedAt.toISOString(),
});

function toInvite(ctx: AppContext, row: InviteRow, people: InviteEmployeeRow[]): Invite {
  return {
    id: row.id,
    status: row.status,
    kind: row.kind,
    tax_regime: row.taxRegime as TaxRegime,
    comment: row.comment,
    added_at: row.createdAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
    rejected_at: row.rejectedAt?.toISOString() ?? null,
    employees: people.filter((p) => p.inviteId === row.id).map(toPerson),
    link_url: linkUrlOf(ctx, row),
  };
}

/**
 * A person already working for the company is not invited again: 409 naming the phone or ИНН, with
 * the field of the invite's row it came from.
 */
export async function assertNotEmployedYet(
  db: DbOrTx,
  customerId: string,
  people: { phone: string | null; inn: string | null }[],
) {
  const found = await selectActiveEmployeesByContact(db, customerId, {
    phones: people.flatMap((p) => (p.phone ? [p.phone] : [])),
    inns: people.flatMap((p) => (p.inn ? [p.inn] : [])),
  });
  if (found.length === 0) return;
  const fields: Record<string, string> = {};
  let message = '';
  people.forEach((person, i) => {
    const byPhone = person.phone && found.some((f) => f.phone === person.phone);
    const byInn = person.inn && found.some((f) => f.inn === person.inn);
    if (!byPhone && !byInn) return;
    const text = byPhone
      ? `Исполнитель с телефоном ${person.phone} уже работает с вашей компанией`
      : `Исполнитель с ИНН ${person.inn} уже работает с вашей компанией`;
    fields[`employees.${i}.${byPhone ? 'phone' : 'inn'}`] = text;
    message ||= text;
  });
  throw new AppError('CONFLICT', { message, fields });
}

const toNewPeople = (input: InviteRequestParsed): NewInvitePerson[] =>
  input.employees.map((p) => ({
    phone: p.phone,
    inn: p.inn,
    lastName: p.last_name,
    firstName: p.first_name,
    patronymic: p.patronymic,
  }));

async function organisationNameOf(db: DbOrTx, customerId: string): Promise<string> {
  const [row] = await db
    .select({ name: customers.organisationName })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.name ?? '';
}

/** Enqueues the invite SMS to these people (those with a phone) and counts them; returns how many. */
async function sendInviteSmsTo(
  ctx: AppContext,
  tx: DbOrTx,
  invite: InviteRow,
  people: InviteEmployeeRow[],
  token: string,
): Promise<number> {
  const reachable = people.filter((p) => p.phone && p.action === 'INVITE');
  if (reachable.length === 0) return 0;
  const text = inviteSms(await organisationNameOf(tx, invite.customerId), inviteLinkUrl(ctx.config.PUBLIC_URL, token));
  for (const person of reachable) await ctx.jobs.enqueue(tx, sendSmsJob, { phone: person.phone!, text });
  await countSmsSent(
    tx,
    invite.customerId,
    reachable.map((p) => p.id),
    ctx.now(),
  );
  return reachable.length;
}

const tokenOf = (ctx: AppContext, invite: InviteRow) => linkCipher(ctx).decrypt(invite.linkTokenCipher!, invite.id);

/** DRAFT → PUBLISH inside the caller's transaction: the link starts working and the SMS go out. */
export async function publishInside(ctx: AppContext, tx: DbOrTx, invite: InviteRow): Promise<InviteRow> {
  const people = await selectInvitePeople(tx, invite.customerId, [invite.id]);
  await assertNotEmployedYet(tx, invite.customerId, people);
  const now = ctx.now();
  const published = await updateInviteRow(tx, invite.customerId, invite.id, { status: 'PUBLISH', publishedAt: now });
  if (!published) throw notFound();
  await sendInviteSmsTo(ctx, tx, published, people, tokenOf(ctx, published));
  return published;
}

/**
 * Creates an invite (and its link) in the caller's transaction; the import job uses it too.
 * `publish` publishes it at once.
 */
export async function createInviteInside(
  ctx: AppContext,
  tx: DbOrTx,
  customerId: string,
  input: InviteRequestParsed,
): Promise<InviteRow> {
  await assertNotEmployedYet(tx, customerId, input.employees);
  const id = randomUUID();
  const link = createInviteLinkToken();
  const now = ctx.now();
  const row = await insertInvite(tx, {
    id,
    customerId,
    kind: input.kind,
    taxRegime: input.tax_regime,
    comment: input.comment,
    linkTokenHash: link.hash,
    linkTokenCipher: linkCipher(ctx).encrypt(link.token, id),
    createdAt: now,
  });
  await insertInvitePeople(tx, row, toNewPeople(input), now);
  return input.publish ? publishInside(ctx, tx, row) : row;
}

async function answer(ctx: AppContext, db: DbOrTx, row: InviteRow): Promise<Invite> {
  return toInvite(ctx, row, await selectInvitePeople(db, row.customerId, [row.id]));
}

/** The invite of the company locked for the transaction, or 404. */
async function lockedInvite(tx: DbOrTx, customerId: string, id: string): Promise<InviteRow> {
  if (!isUuid(id)) throw notFound();
  const row = await selectInvite(tx, customerId, id, true);
  if (!row) throw notFound();
  return row;
}

export async function createInvite(ctx: ActorContext, input: InviteRequestParsed): Promise<Invite> {
  const customerId = customerIdOf(ctx);
  return ctx.db.transaction(async (tx) => answer(ctx, tx, await createInviteInside(ctx, tx, customerId, input)));
}

export async function findInvite(ctx: ActorContext, id: string): Promise<Invite> {
  const customerId = customerIdOf(ctx);
  if (!isUuid(id)) throw notFound();
  const row = await selectInvite(ctx.db, customerId, id);
  if (!row) throw notFound();
  return answer(ctx, ctx.db, row);
}

export async function findInvitePeople(ctx: ActorContext, id: string) {
  return { items: (await findInvite(ctx, id)).employees };
}

export async function findInvites(
  ctx: ActorContext,
  query: { page: number; page_size: number; status?: InviteRow['status']; sort_direction: 'ASC' | 'DESC' },
): Promise<InviteListResponse> {
  const customerId = customerIdOf(ctx);
  const { rows, totalCount } = await selectInvitePage(ctx.db, customerId, {
    status: query.status,
    direction: query.sort_direction,
    ...pageWindow(query),
  });
  const people = await selectInvitePeople(
    ctx.db,
    customerId,
    rows.map((r) => r.id),
  );
  return { items: rows.map((row) => toInvite(ctx, row, people)), totalCount };
}

/** PUT: a draft's kind, regime, comment and people (the people are replaced). */
export async function updateInvite(ctx: ActorContext, id: string, input: InviteRequestParsed): Promise<Invite> {
  const customerId = customerIdOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const current = await lockedInvite(tx, customerId, id);
    if (current.status !== 'DRAFT') throw invalidState('Изменить можно только черновик приглашения');
    await assertNotEmployedYet(tx, customerId, input.employees);
    const row = await updateInviteRow(tx, customerId, id, {
      kind: input.kind,
      taxRegime: input.tax_regime,
      comment: input.comment,
    });
    await deleteInvitePeople(tx, customerId, id);
    await insertInvitePeople(tx, current, toNewPeople(input), ctx.now());
    return answer(ctx, tx, row!);
  });
}

export async function deleteInvite(ctx: ActorContext, id: string): Promise<void> {
  const customerId = customerIdOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const current = await lockedInvite(tx, customerId, id);
    if (current.status !== 'DRAFT') {
      throw invalidState('Удалить можно только черновик. Опубликованное приглашение можно отозвать');
    }
    await markInviteDeleted(tx, customerId, id, ctx.now());
  });
}

export async function publishInvite(ctx: ActorContext, id: string): Promise<Invite> {
  const customerId = customerIdOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const current = await lockedInvite(tx, customerId, id);
    if (current.status !== 'DRAFT') {
      throw invalidState(
        current.status === 'PUBLISH' ? 'Приглашение уже опубликовано' : 'Отозванное приглашение нельзя опубликовать',
      );
    }
    return answer(ctx, tx, await publishInside(ctx, tx, current));
  });
}

/** PUBLISH → REJECT: the link stops working; people who already joined stay with the company. */
export async function rejectInvite(ctx: ActorContext, id: string): Promise<Invite> {
  const customerId = customerIdOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const current = await lockedInvite(tx, customerId, id);
    if (current.status !== 'PUBLISH') {
      throw invalidState(
        current.status === 'DRAFT' ? 'Черновик нельзя отозвать: его можно удалить' : 'Приглашение уже отозвано',
      );
    }
    const row = await updateInviteRow(tx, customerId, id, { status: 'REJECT', rejectedAt: ctx.now() });
    return answer(ctx, tx, row!);
  });
}

/** One person of an invite: INVITE → CANCEL (they can no longer join through it). */
export async function cancelInvitePerson(ctx: ActorContext, id: string, personId: string): Promise<Invite> {
  const customerId = customerIdOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const current = await lockedInvite(tx, customerId, id);
    if (!isUuid(personId)) throw new AppError('NOT_FOUND', { message: 'Человек в приглашении не найден' });
    const person = await selectInvitePerson(tx, customerId, id, personId);
    if (!person) throw new AppError('NOT_FOUND', { message: 'Человек в приглашении не найден' });
    if (current.status === 'REJECT') throw invalidState('Приглашение отозвано');
    if (person.action === 'CONFIRM') throw invalidState('Исполнитель уже принял приглашение');
    if (person.action === 'CANCEL') throw invalidState('Приглашение для этого человека уже отменено');
    await updateInvitePerson(tx, customerId, personId, { action: 'CANCEL' }, ctx.now());
    return answer(ctx, tx, current);
  });
}

/** Sends the link again to these people (default: everyone still invited with a phone); throttled. */
export async function resendInviteSms(
  ctx: ActorContext,
  id: string,
  employeeIds: string[] | undefined,
): Promise<InviteSendSmsResponse> {
  const customerId = customerIdOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const current = await lockedInvite(tx, customerId, id);
    if (current.status !== 'PUBLISH') throw invalidState('СМС можно отправить только по опубликованному приглашению');
    const people = await selectInvitePeople(tx, customerId, [id]);
    let chosen: InviteEmployeeRow[];
    if (employeeIds && employeeIds.length > 0) {
      chosen = employeeIds.map((personId) => {
        const person = people.find((p) => p.id === personId);
        if (!person) throw new AppError('NOT_FOUND', { message: 'Человек в приглашении не найден' });
        if (!person.phone) throw invalidState('У этого человека не указан телефон');
        if (person.action !== 'INVITE') {
          throw invalidState(
            person.action === 'CONFIRM'
              ? 'Исполнитель уже принял приглашение'
              : 'Приглашение для этого человека отменено',
          );
        }
        return person;
      });
    } else {
      chosen = people.filter((p) => p.phone && p.action === 'INVITE');
      if (chosen.length === 0) throw invalidState('В приглашении нет людей с телефоном, ожидающих ответа');
    }
    const now = ctx.now();
    for (const person of chosen) {
      await consumeRateLimit(tx, INVITE_SMS_PER_MINUTE, person.id, now);
      await consumeRateLimit(tx, INVITE_SMS_PER_DAY, person.id, now);
    }
    return { sent: await sendInviteSmsTo(ctx, tx, current, chosen, tokenOf(ctx, current)) };
  });
}

export async function findDisconnectedEmployees(
  ctx: ActorContext,
  query: { page: number; page_size: number },
): Promise<DisconnectedEmployeeListResponse> {
  const customerId = customerIdOf(ctx);
  const { limit, offset } = pageWindow(query);
  const { rows, totalCount } = await selectDisconnectedEmployees(ctx.db, customerId, limit, offset);
  return {
    items: rows.map((r) => ({
      employee_id: r.employeeId,
      last_name: r.lastName,
      first_name: r.firstName,
      patronymic: r.patronymic,
      phone: r.phone,
      inn: r.inn,
      kind: r.kind,
      tax_regime: r.taxRegime,
      disconnected_at: r.disconnectedAt?.toISOString() ?? null,
    })),
    totalCount,
  };
}

/** Public: what a link's landing page shows. Unknown, draft and rejected links answer the same 404. */
export async function findInviteByLink(ctx: AppContext, token: string): Promise<InviteLinkResponse> {
  const found = await selectInviteByLinkToken(ctx.db, token);
  if (!found) throw new AppError('NOT_FOUND', { message: INVITE_LINK_NOT_FOUND_MESSAGE });
  return {
    organisation_name: found.organisationName,
    kind: found.invite.kind,
    tax_regime: found.invite.taxRegime as TaxRegime,
  };
}
