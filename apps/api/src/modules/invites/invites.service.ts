/**
 * Invites of contractors by a company. Status machine DRAFT → PUBLISH → REJECT: a draft can be edited
 * and deleted; publishing sends the link by SMS to everyone with a phone; rejecting makes the link stop
 * working. Only the customer (role user) has invites; another company's invite answers like an
 * unknown one.
 */

import type { Invite, InviteListResponse, InviteRequestParsed } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { customerIdOf } from '../../lib/actor-scope.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { pageWindow } from '../../lib/pagination.js';
import {
  answer,
  assertNotEmployedYet,
  createInviteRecord,
  invalidState,
  lockedInvite,
  notFound,
  publishInviteRecord,
  toInvite,
  toNewPeople,
} from './invite-records.js';
import {
  deleteInvitePeople,
  type InviteRow,
  insertInvitePeople,
  markInviteDeleted,
  selectInvite,
  selectInvitePage,
  selectInvitePeople,
  selectInvitePerson,
  updateInvitePerson,
  updateInviteRow,
} from './invites.repo.js';

export async function createInvite(ctx: ActorContext, input: InviteRequestParsed): Promise<Invite> {
  const customerId = customerIdOf(ctx);
  return inTransaction(ctx, async (txCtx) => answer(txCtx, await createInviteRecord(txCtx, customerId, input)));
}

export async function findInvite(ctx: ActorContext, id: string): Promise<Invite> {
  const customerId = customerIdOf(ctx);
  if (!isUuid(id)) throw notFound();
  const row = await selectInvite(ctx.db, customerId, id);
  if (!row) throw notFound();
  return answer(ctx, row);
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
  return inTransaction(ctx, async (txCtx) => {
    const current = await lockedInvite(txCtx.db, customerId, id);
    if (current.status !== 'DRAFT') throw invalidState('Изменить можно только черновик приглашения');
    await assertNotEmployedYet(txCtx.db, customerId, input.employees);
    const row = await updateInviteRow(txCtx.db, customerId, id, {
      kind: input.kind,
      taxRegime: input.tax_regime,
      comment: input.comment,
    });
    await deleteInvitePeople(txCtx.db, customerId, id);
    await insertInvitePeople(txCtx.db, current, toNewPeople(input), txCtx.now());
    return answer(txCtx, row!);
  });
}

export async function deleteInvite(ctx: ActorContext, id: string): Promise<void> {
  const customerId = customerIdOf(ctx);
  await inTransaction(ctx, async (txCtx) => {
    const current = await lockedInvite(txCtx.db, customerId, id);
    if (current.status !== 'DRAFT') {
      throw invalidState('Удалить можно только черновик. Опубликованное приглашение можно отозвать');
    }
    await markInviteDeleted(txCtx.db, customerId, id, txCtx.now());
  });
}

export async function publishInvite(ctx: ActorContext, id: string): Promise<Invite> {
  const customerId = customerIdOf(ctx);
  return inTransaction(ctx, async (txCtx) => {
    const current = await lockedInvite(txCtx.db, customerId, id);
    if (current.status !== 'DRAFT') {
      throw invalidState(
        current.status === 'PUBLISH' ? 'Приглашение уже опубликовано' : 'Отозванное приглашение нельзя опубликовать',
      );
    }
    return answer(txCtx, await publishInviteRecord(txCtx, current));
  });
}

/** PUBLISH → REJECT: the link stops working; people who already joined stay with the company. */
export async function rejectInvite(ctx: ActorContext, id: string): Promise<Invite> {
  const customerId = customerIdOf(ctx);
  return inTransaction(ctx, async (txCtx) => {
    const current = await lockedInvite(txCtx.db, customerId, id);
    if (current.status !== 'PUBLISH') {
      throw invalidState(
        current.status === 'DRAFT' ? 'Черновик нельзя отозвать: его можно удалить' : 'Приглашение уже отозвано',
      );
    }
    const row = await updateInviteRow(txCtx.db, customerId, id, { status: 'REJECT', rejectedAt: txCtx.now() });
    return answer(txCtx, row!);
  });
}

/** One person of an invite: INVITE → CANCEL (they can no longer join through it). */
export async function cancelInvitePerson(ctx: ActorContext, id: string, personId: string): Promise<Invite> {
  const customerId = customerIdOf(ctx);
  return inTransaction(ctx, async (txCtx) => {
    const current = await lockedInvite(txCtx.db, customerId, id);
    if (!isUuid(personId)) throw new AppError('NOT_FOUND', { message: 'Человек в приглашении не найден' });
    const person = await selectInvitePerson(txCtx.db, customerId, id, personId);
    if (!person) throw new AppError('NOT_FOUND', { message: 'Человек в приглашении не найден' });
    if (current.status === 'REJECT') throw invalidState('Приглашение отозвано');
    if (person.action === 'CONFIRM') throw invalidState('Исполнитель уже принял приглашение');
    if (person.action === 'CANCEL') throw invalidState('Приглашение для этого человека уже отменено');
    await updateInvitePerson(txCtx.db, customerId, personId, { action: 'CANCEL' }, txCtx.now());
    return answer(txCtx, current);
  });
}
