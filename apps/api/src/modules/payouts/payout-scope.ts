/** Who may use the payout calls: the company makes payouts, the contractor only reads their own. */
import type { ActorContext } from '../../context.js';
import { customerIdOf, employeeIdOf } from '../../lib/actor-scope.js';

export const PAYOUT_NOT_FOUND_MESSAGE = 'Выплата не найдена';

export const payoutsOwnerIdOf = (ctx: ActorContext) => customerIdOf(ctx, 'Выплаты исполнителям делает компания');
export const payoutsReceiverIdOf = (ctx: ActorContext) => employeeIdOf(ctx, 'Раздел доступен только исполнителю');
