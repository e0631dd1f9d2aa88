/**
 * The tenant id of the caller for a role's calls, or 403 for the other role (SPEC §6). Every service
 * scopes its queries by what these return, so a wrong-role call never reaches the data.
 */
import { USER_NOT_AUTHENTICATED_MESSAGE } from '@vyplaty/contracts';
import type { ActorContext } from '../context.js';
import { AppError } from './errors.js';

/** The company's id for a company's call; `message` says in Russian why another role is refused. */
export function customerIdOf(ctx: ActorContext, message = USER_NOT_AUTHENTICATED_MESSAGE): string {
  if (ctx.actor.role !== 'user') throw new AppError('USER_NOT_AUTHENTICATED', { message });
  return ctx.actor.entityId;
}

/** The contractor's id for a contractor's call. */
export function employeeIdOf(ctx: ActorContext, message = USER_NOT_AUTHENTICATED_MESSAGE): string {
  if (ctx.actor.role !== 'employee') throw new AppError('USER_NOT_AUTHENTICATED', { message });
  return ctx.actor.entityId;
}

export const COMPANY_ONLY_MESSAGE = 'Раздел доступен только компании';

/** The company's id for a company-only section (contractors, their defaults, former employment). */
export const companyOnlyIdOf = (ctx: ActorContext) => customerIdOf(ctx, COMPANY_ONLY_MESSAGE);
