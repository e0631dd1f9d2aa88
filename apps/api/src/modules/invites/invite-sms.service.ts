/** Resending an invite's link, the contractors who left the company (to invite again), and the public landing of a link. */
import {
  type DisconnectedEmployeeListResponse,
  INVITE_LINK_NOT_FOUND_MESSAGE,
  type InviteLinkRequest,
  type InviteLinkResponse,
  type InviteSendSmsResponse,
  type TaxRegime,
} from '@vyplaty/contracts';
import type { ActorContext, AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { customerIdOf } from '../../lib/actor-scope.js';
import { AppError } from '../../lib/errors.js';
import { pageWindow } from '../../lib/pagination.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { findInviteByLinkToken, isInvitePersonKey } from './invite-link.js';
import {
  INVITE_SMS_PER_DAY,
  INVITE_SMS_PER_MINUTE,
  invalidState,
  lockedInvite,
  sendInviteSmsTo,
  tokenOf,
} from './invite-records.js';
import { type InviteEmployeeRow, selectDisconnectedEmployees, selectInvitePeople } from './invites.repo.js';

/** Sends the link again to these people (default: everyone still invited with a phone); throttled. */
export async function resendInviteSms(
  ctx: ActorContext,
  id: string,
  employeeIds: string[] | undefined,
): Promise<InviteSendSmsResponse> {
  const customerId = customerIdOf(ctx);
  return inTransaction(ctx, async (txCtx) => {
    const current = await lockedInvite(txCtx.db, customerId, id);
    if (current.status !== 'PUBLISH') throw invalidState('СМС можно отправить только по опубликованному приглашению');
    const people = await selectInvitePeople(txCtx.db, customerId, [id]);
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
    const now = txCtx.now();
    for (const person of chosen) {
      await consumeRateLimit(txCtx.db, INVITE_SMS_PER_MINUTE, person.id, now);
      await consumeRateLimit(txCtx.db, INVITE_SMS_PER_DAY, person.id, now);
    }
    return { sent: await sendInviteSmsTo(txCtx, current, chosen, tokenOf(txCtx, current)) };
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

/**
 * Public: what a link's landing page shows. Unknown, draft and rejected links answer the same 404. With
 * a person's key (their SMS link), also what the company entered for that person; a wrong key, or a
 * person the company cancelled, gets `person: null`, like the bare link.
 */
export async function findInviteByLink(ctx: AppContext, input: InviteLinkRequest): Promise<InviteLinkResponse> {
  const found = await findInviteByLinkToken(ctx, input.token);
  if (!found) throw new AppError('NOT_FOUND', { message: INVITE_LINK_NOT_FOUND_MESSAGE });
  const key = input.person;
  const people = key ? await selectInvitePeople(ctx.db, found.invite.customerId, [found.invite.id]) : [];
  const person = key
    ? people.find((p) => p.action !== 'CANCEL' && isInvitePersonKey(input.token, p.id, key))
    : undefined;
  return {
    organisation_name: found.organisationName,
    kind: found.invite.kind,
    tax_regime: found.invite.taxRegime as TaxRegime,
    person: person
      ? {
          phone: person.phone,
          inn: person.inn,
          last_name: person.lastName,
          first_name: person.firstName,
          patronymic: person.patronymic,
        }
      : null,
  };
}
