/**
 * Paying a registry by payment orders from the company's own account (channel OWN_ACCOUNT,
 * docs/decisions/mass-payouts.md «Paying by payment orders»): the refusals at pay time, and the calls of
 * …/payment_orders — the company's own registry (another's is 404), paid this way, its payouts made — over
 * payouts' registry orders (the 1C file, the PDF, each order signed with КЭП, the state at the bank).
 */
import {
  MASS_PAYOUT_ORDER_MESSAGES,
  type MassPayoutOrdersFormat,
  type MassPayoutPayChannel,
  type PayoutKind,
  type RegistrySignKepRequest,
} from '@vyplaty/contracts';
import type { ActorContext, RequestMeta } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { findDefaultBankAccount } from '../bank-accounts/index.js';
import {
  findRegistryOrders,
  type RegistryOrdersRow,
  registryOrders,
  registryOrdersFileContent,
  registryOrdersKepToSign,
  signRegistryOrdersKep,
} from '../payouts/index.js';
import { countPayableRowsNotToAccount } from './mass-payout-orders.repo.js';
import { ownMassPayout } from './mass-payouts.service.js';

const refused = (message: string) => new AppError('VALIDATION_ERROR', { status: 422, message });

/** At «Оплатить» with OWN_ACCOUNT: the company's account to pay from, and every row to a bank account. */
export async function checkPayChannel(
  ctx: Pick<ActorContext, 'db'>,
  input: { customerId: string; massPayoutId: string; channel: MassPayoutPayChannel },
): Promise<void> {
  if (input.channel !== 'OWN_ACCOUNT') return;
  if (!(await findDefaultBankAccount(ctx, input.customerId))) throw refused(MASS_PAYOUT_ORDER_MESSAGES.noPayerAccount);
  const notToAccount = await countPayableRowsNotToAccount(ctx.db, input.massPayoutId);
  if (notToAccount > 0) throw refused(MASS_PAYOUT_ORDER_MESSAGES.notAccountRows(notToAccount));
}

async function ordersOf(ctx: ActorContext, kind: PayoutKind, id: string): Promise<RegistryOrdersRow> {
  const registry = await ownMassPayout(ctx, kind, id);
  const conflict = (message: string) => new AppError('CONFLICT', { message });
  if (registry.payChannel !== 'OWN_ACCOUNT') throw conflict(MASS_PAYOUT_ORDER_MESSAGES.nominal);
  const row = await findRegistryOrders(ctx, registry.customerId, registry.id);
  if (!row) throw conflict(MASS_PAYOUT_ORDER_MESSAGES.notYet);
  return row;
}

export const massPayoutOrders = async (
  ctx: ActorContext,
  kind: PayoutKind,
  id: string,
  format: MassPayoutOrdersFormat,
) => registryOrders(ctx, await ordersOf(ctx, kind, id), format);

export const massPayoutOrdersFileContent = async (ctx: ActorContext, kind: PayoutKind, id: string) =>
  registryOrdersFileContent(ctx, await ordersOf(ctx, kind, id));

export const massPayoutOrdersKepToSign = async (ctx: ActorContext, kind: PayoutKind, id: string) =>
  registryOrdersKepToSign(ctx, await ordersOf(ctx, kind, id));

export const signMassPayoutOrders = async (
  ctx: ActorContext,
  kind: PayoutKind,
  id: string,
  input: { signatures: RegistrySignKepRequest['signatures']; meta: RequestMeta },
) => signRegistryOrdersKep(ctx, await ordersOf(ctx, kind, id), input);
