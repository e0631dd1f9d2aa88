/**
 * An invite as stored and shown: the shapes of the answer, the link token sealed for its owner, and the
 * steps every use case shares (create with people, publish with the SMS, lock, answer). Used by the
 * company's calls (invites.service.ts, invite-sms.service.ts) and the .xlsx import job.
 */
import { randomUUID } from 'node:crypto';
import type { Invite, InviteRequestParsed, TaxRegime } from '@vyplaty/contracts';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { TxContext } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { createFieldCipher } from '../../lib/field-cipher.js';
import { isUuid } from '../../lib/ids.js';
import type { RateLimitRule } from '../../lib/rate-limit.js';
import { inviteSms, sendSmsJob } from '../messaging/index.js';
import { findCustomer } from '../parties/index.js';
import { createInviteLinkToken, inviteLinkUrl, invitePersonLinkUrl } from './invite-link.js';
import {
  countSmsSent,
  type InviteEmployeeRow,
  type InviteRow,
  insertInvite,
  insertInvitePeople,
  type NewInvitePerson,
  selectActiveEmployeesByContact,
  selectInvite,
  selectInvitePeople,
  updateInviteRow,
} from './invites.repo.js';

export const NOT_FOUND_MESSAGE = 'Приглашение не найдено';
export const notFound = () => new AppError('NOT_FOUND', { message: NOT_FOUND_MESSAGE });
export const invalidState = (message: string) => new AppError('INVALID_STATE', { message });

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
export const linkCipher = (ctx: Pick<AppContext, 'config'>) =>
  // resolveSecrets fills APP_SECRET (given or generated) before the app starts.
  createFieldCipher(ctx.config.APP_SECRET!, 'invites/link-token');

/** The link token of a published invite, unsealed for its owner's answers; null otherwise. */
function linkTokenOf(ctx: AppContext, row: InviteRow): string | null {
  if (row.status !== 'PUBLISH' || !row.linkTokenCipher) return null;
  return linkCipher(ctx).decrypt(row.linkTokenCipher, row.id);
}

export const toPerson = (row: InviteEmployeeRow, personLink: (personId: string) => string | null) => ({
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
  link_url: row.action === 'INVITE' ? personLink(row.id) : null,
});

export function toInvite(ctx: AppContext, row: InviteRow, people: InviteEmployeeRow[]): Invite {
  const token = linkTokenOf(ctx, row);
  const personLink = (personId: string) => (token ? invitePersonLinkUrl(ctx.config.PUBLIC_URL, token, personId) : null);
  return {
    id: row.id,
    status: row.status,
    kind: row.kind,
    tax_regime: row.taxRegime as TaxRegime,
    comment: row.comment,
    added_at: row.createdAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
    rejected_at: row.rejectedAt?.toISOString() ?? null,
    employees: people.filter((p) => p.inviteId === row.id).map((p) => toPerson(p, personLink)),
    link_url: token ? inviteLinkUrl(ctx.config.PUBLIC_URL, token) : null,
  };
}

/**
 * A person already working for the company is not invited again: 409 naming the phone or ИНН, with
 * the field of the invite's row it came from.
 */
export async function assertNotEmployedYet(
  db: Db,
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

export const toNewPeople = (input: InviteRequestParsed): NewInvitePerson[] =>
  input.employees.map((p) => ({
    phone: p.phone,
    inn: p.inn,
    lastName: p.last_name,
    firstName: p.first_name,
    patronymic: p.patronymic,
  }));

/** Enqueues the invite SMS to these people (those with a phone) and counts them; returns how many. */
export async function sendInviteSmsTo(
  txCtx: TxContext,
  invite: InviteRow,
  people: InviteEmployeeRow[],
  token: string,
): Promise<number> {
  const reachable = people.filter((p) => p.phone && p.action === 'INVITE');
  if (reachable.length === 0) return 0;
  const organisationName = (await findCustomer(txCtx, invite.customerId))?.organisationName ?? '';
  // Each person's link carries their key, so their registration opens with what the company entered.
  for (const person of reachable) {
    const text = inviteSms(organisationName, invitePersonLinkUrl(txCtx.config.PUBLIC_URL, token, person.id));
    await txCtx.jobs.enqueue(txCtx.db, sendSmsJob, { phone: person.phone!, text });
  }
  await countSmsSent(
    txCtx.db,
    invite.customerId,
    reachable.map((p) => p.id),
    txCtx.now(),
  );
  return reachable.length;
}

export const tokenOf = (ctx: AppContext, invite: InviteRow) =>
  linkCipher(ctx).decrypt(invite.linkTokenCipher!, invite.id);

/** DRAFT → PUBLISH inside the caller's transaction: the link starts working and the SMS go out. */
export async function publishInviteRecord(txCtx: TxContext, invite: InviteRow): Promise<InviteRow> {
  const people = await selectInvitePeople(txCtx.db, invite.customerId, [invite.id]);
  await assertNotEmployedYet(txCtx.db, invite.customerId, people);
  const now = txCtx.now();
  const published = await updateInviteRow(txCtx.db, invite.customerId, invite.id, {
    status: 'PUBLISH',
    publishedAt: now,
  });
  if (!published) throw notFound();
  await sendInviteSmsTo(txCtx, published, people, tokenOf(txCtx, published));
  return published;
}

/**
 * Creates an invite (and its link) in the caller's transaction; the import job uses it too.
 * `publish` publishes it at once.
 */
export async function createInviteRecord(
  txCtx: TxContext,
  customerId: string,
  input: InviteRequestParsed,
): Promise<InviteRow> {
  await assertNotEmployedYet(txCtx.db, customerId, input.employees);
  const id = randomUUID();
  const link = createInviteLinkToken();
  const now = txCtx.now();
  const row = await insertInvite(txCtx.db, {
    id,
    customerId,
    kind: input.kind,
    taxRegime: input.tax_regime,
    comment: input.comment,
    linkTokenHash: link.hash,
    linkTokenCipher: linkCipher(txCtx).encrypt(link.token, id),
    createdAt: now,
  });
  await insertInvitePeople(txCtx.db, row, toNewPeople(input), now);
  return input.publish ? publishInviteRecord(txCtx, row) : row;
}

export async function answer(ctx: AppContext, row: InviteRow): Promise<Invite> {
  return toInvite(ctx, row, await selectInvitePeople(ctx.db, row.customerId, [row.id]));
}

/** The invite of the company locked for the transaction, or 404. */
export async function lockedInvite(tx: Db, customerId: string, id: string): Promise<InviteRow> {
  if (!isUuid(id)) throw notFound();
  const row = await selectInvite(tx, customerId, id, true);
  if (!row) throw notFound();
  return row;
}
