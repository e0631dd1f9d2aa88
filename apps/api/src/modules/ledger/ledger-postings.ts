/**
 * The ledger's writers (DOMAIN §7.2): each runs in the caller's transaction (a `TxContext`), locks the
 * company's accounts it touches in ascending id (after whatever company / contractor / payout rows the
 * caller holds, ADR 009), checks the rule with a Russian refusal, then inserts one operation and its
 * legs. The database holds the same rules (CHECKs and triggers of migration "ledger-invariants"), so a
 * refusal here is the friendly form of what the database would refuse anyway.
 *
 * | Operation | Legs (debit → credit)                                       |
 * | CREDIT    | BANK_INFLOW → AVAILABLE                                     |
 * | HOLD      | pending AVAILABLE → PAYOUTS_OUTFLOW                         |
 * | DEBIT     | the HOLD's pending legs reversed + AVAILABLE → PAYOUTS_OUTFLOW (the posted part) |
 * | UNHOLD    | the HOLD's pending legs reversed                            |
 * | BLOCK     | AVAILABLE → BLOCKED; UNBLOCK back                           |
 * | DEBT      | DEBT → AVAILABLE; UNDEBT back                               |
 */
import { formatKopecks } from '@vyplaty/contracts';
import type { AppContext } from '../../context.js';
import type { LedgerAccountKind, LedgerOperationType } from '../../db/schema/index.js';
import type { TxContext as AnyTxContext } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import {
  insertCreditOnce,
  insertEntries,
  insertOperation,
  type LedgerAccountRow,
  type LedgerOperationRow,
  lockAccounts,
  selectOperation,
  selectOperationByExternalReference,
  selectResolution,
  updateDebtLimit,
} from './ledger.repo.js';

/** What a HOLD reserves money for: a payout, a moneyback, a mass payout registry being paid (its rows' payouts are made from it). */
export type HoldReferenceKind = 'PAYOUT' | 'MONEYBACK' | 'MASS_PAYOUT';

/** All the ledger needs of the caller's transaction: the database handle and the clock (seeds and the bench pass just these). */
export type LedgerTxContext = AnyTxContext<Pick<AppContext, 'db' | 'now'>>;
type TxContext = LedgerTxContext;

export type Leg = { kind: LedgerAccountKind; amount: bigint; pending: boolean };
export type Accounts = Map<LedgerAccountKind, LedgerAccountRow>;

/** `amount` from one account to another: a debit leg and a credit leg. */
export const transfer = (from: LedgerAccountKind, to: LedgerAccountKind, amount: bigint, pending = false): Leg[] => [
  { kind: from, amount: -amount, pending },
  { kind: to, amount, pending },
];

export const account = (accounts: Accounts, kind: LedgerAccountKind) => {
  const row = accounts.get(kind);
  if (!row) throw new Error(`ledger: account ${kind} not locked`);
  return row;
};
/** Posted minus held: what the company can spend now. */
export const spendable = (accounts: Accounts) => {
  const available = account(accounts, 'AVAILABLE');
  return available.posted - available.pending;
};
/** What the company owes under its credit line (DEBT's posted is minus that). */
const owed = (accounts: Accounts) => -account(accounts, 'DEBT').posted;

export const insufficientFunds = (availableKopecks: bigint) =>
  new AppError('INSUFFICIENT_FUNDS', {
    message: `Недостаточно средств на балансе: доступно ${formatKopecks(availableKopecks < 0n ? 0n : availableKopecks)}`,
  });
export const refused = (message: string) => new AppError('INVALID_STATE', { message });
export const holdNotFound = () => new AppError('NOT_FOUND', { message: 'Резерв средств не найден' });

export function requirePositive(amount: bigint) {
  if (amount <= 0n) throw new AppError('VALIDATION_ERROR', { message: 'Сумма должна быть больше нуля' });
}

async function record(
  txCtx: TxContext,
  accounts: Accounts,
  operation: Omit<Parameters<typeof insertOperation>[1], 'createdAt'>,
  legs: Leg[],
): Promise<LedgerOperationRow> {
  const row = await insertOperation(txCtx.db, { ...operation, createdAt: txCtx.now() });
  await writeLegs(txCtx, accounts, row.id, legs);
  return row;
}

async function writeLegs(txCtx: TxContext, accounts: Accounts, operationId: string, legs: Leg[]) {
  await insertEntries(
    txCtx.db,
    legs.map((leg, index) => ({
      operationId,
      leg: index + 1,
      accountId: account(accounts, leg.kind).id,
      amount: leg.amount,
      pending: leg.pending,
    })),
  );
}

/**
 * A top-up that arrived on the nominal account. The bank's reference is the idempotency key: the same
 * reference again posts nothing and answers `duplicate: true` with the first operation's id.
 */
export async function credit(
  txCtx: TxContext,
  input: { customerId: string; amountKopecks: bigint; externalReference: string; description: string },
): Promise<{ operationId: string; duplicate: boolean }> {
  requirePositive(input.amountKopecks);
  const operation = await insertCreditOnce(txCtx.db, {
    customerId: input.customerId,
    type: 'CREDIT',
    amount: input.amountKopecks,
    externalReference: input.externalReference,
    description: input.description,
    createdAt: txCtx.now(),
  });
  if (!operation) {
    const first = await selectOperationByExternalReference(txCtx.db, input.externalReference);
    if (!first) throw new Error('ledger: a credited reference vanished');
    return { operationId: first.id, duplicate: true };
  }
  const accounts = await lockAccounts(txCtx.db, input.customerId, ['AVAILABLE', 'BANK_INFLOW']);
  await writeLegs(txCtx, accounts, operation.id, transfer('BANK_INFLOW', 'AVAILABLE', input.amountKopecks));
  return { operationId: operation.id, duplicate: false };
}

/** Reserves money for a payout or a moneyback: a pending transfer, posted or voided once later. */
export async function hold(
  txCtx: TxContext,
  input: {
    customerId: string;
    amountKopecks: bigint;
    referenceKind: HoldReferenceKind;
    referenceId: string;
    description: string;
  },
): Promise<{ holdId: string }> {
  requirePositive(input.amountKopecks);
  const accounts = await lockAccounts(txCtx.db, input.customerId, ['AVAILABLE', 'PAYOUTS_OUTFLOW']);
  const free = spendable(accounts);
  if (free < input.amountKopecks) throw insufficientFunds(free);
  const row = await record(
    txCtx,
    accounts,
    {
      customerId: input.customerId,
      type: 'HOLD',
      amount: input.amountKopecks,
      referenceKind: input.referenceKind,
      referenceId: input.referenceId,
      description: input.description,
    },
    transfer('AVAILABLE', 'PAYOUTS_OUTFLOW', input.amountKopecks, true),
  );
  return { holdId: row.id };
}

/** The HOLD and its company's accounts, locked; refused when it was resolved already. */
async function lockOpenHold(txCtx: TxContext, holdId: string) {
  const held = await selectOperation(txCtx.db, holdId);
  if (held?.type !== 'HOLD') throw holdNotFound();
  const accounts = await lockAccounts(txCtx.db, held.customerId, ['AVAILABLE', 'PAYOUTS_OUTFLOW']);
  // Read after the lock: a concurrent DEBIT / UNHOLD of this HOLD has committed by now.
  const resolution = await selectResolution(txCtx.db, holdId);
  if (resolution?.type === 'DEBIT') throw refused('Резерв уже списан: повторно списать или снять его нельзя');
  if (resolution) throw refused('Резерв уже снят: списать или снять его повторно нельзя');
  return { held, accounts };
}

/**
 * The bank paid: posts the HOLD (DEBIT). A smaller amount posts that much and releases the rest;
 * more than was held is refused.
 */
export async function postHold(
  txCtx: TxContext,
  input: { holdId: string; amountKopecks?: bigint; description?: string },
): Promise<{ operationId: string }> {
  const { held, accounts } = await lockOpenHold(txCtx, input.holdId);
  const amount = input.amountKopecks ?? held.amount;
  requirePositive(amount);
  if (amount > held.amount) {
    throw new AppError('VALIDATION_ERROR', {
      message: `Нельзя списать больше, чем зарезервировано: ${formatKopecks(held.amount)}`,
    });
  }
  const row = await record(
    txCtx,
    accounts,
    {
      customerId: held.customerId,
      type: 'DEBIT',
      amount,
      referenceKind: held.referenceKind,
      referenceId: held.referenceId,
      resolvesHoldId: held.id,
      description: input.description ?? held.description,
    },
    [
      ...transfer('PAYOUTS_OUTFLOW', 'AVAILABLE', held.amount, true),
      ...transfer('AVAILABLE', 'PAYOUTS_OUTFLOW', amount),
    ],
  );
  return { operationId: row.id };
}

/** The payout failed for good or was cancelled: releases the whole HOLD (UNHOLD). Refused after a DEBIT. */
export async function voidHold(
  txCtx: TxContext,
  input: { holdId: string; description: string },
): Promise<{ operationId: string }> {
  const { held, accounts } = await lockOpenHold(txCtx, input.holdId);
  const row = await record(
    txCtx,
    accounts,
    {
      customerId: held.customerId,
      type: 'UNHOLD',
      amount: held.amount,
      referenceKind: held.referenceKind,
      referenceId: held.referenceId,
      resolvesHoldId: held.id,
      description: input.description,
    },
    transfer('PAYOUTS_OUTFLOW', 'AVAILABLE', held.amount, true),
  );
  return { operationId: row.id };
}

export type MovementInput = { customerId: string; amountKopecks: bigint; description: string };

/** A posted movement between two of the company's accounts, after its rule allowed it. */
async function move(
  txCtx: TxContext,
  type: Extract<LedgerOperationType, 'BLOCK' | 'UNBLOCK' | 'DEBT' | 'UNDEBT'>,
  input: MovementInput,
  route: { from: LedgerAccountKind; to: LedgerAccountKind },
  allow: (accounts: Accounts) => void,
): Promise<{ operationId: string }> {
  requirePositive(input.amountKopecks);
  const kinds: LedgerAccountKind[] = [route.from, route.to];
  const accounts = await lockAccounts(txCtx.db, input.customerId, kinds);
  allow(accounts);
  const row = await record(
    txCtx,
    accounts,
    { customerId: input.customerId, type, amount: input.amountKopecks, description: input.description },
    transfer(route.from, route.to, input.amountKopecks),
  );
  return { operationId: row.id };
}

/** Support freezes money (payments_block): available → blocked. */
export const block = (txCtx: TxContext, input: MovementInput) =>
  move(txCtx, 'BLOCK', input, { from: 'AVAILABLE', to: 'BLOCKED' }, (accounts) => {
    const free = spendable(accounts);
    if (free < input.amountKopecks) throw insufficientFunds(free);
  });

/** Support releases frozen money: blocked → available, never more than is blocked. */
export const unblock = (txCtx: TxContext, input: MovementInput) =>
  move(txCtx, 'UNBLOCK', input, { from: 'BLOCKED', to: 'AVAILABLE' }, (accounts) => {
    const blocked = account(accounts, 'BLOCKED').posted;
    if (blocked < input.amountKopecks) {
      throw refused(`Нельзя разблокировать больше, чем заблокировано: ${formatKopecks(blocked)}`);
    }
  });

/** Money lent to the company under its credit line: debt → available, within the limit. */
export const debt = (txCtx: TxContext, input: MovementInput) =>
  move(txCtx, 'DEBT', input, { from: 'DEBT', to: 'AVAILABLE' }, (accounts) => {
    const room = account(accounts, 'DEBT').debtLimit - owed(accounts);
    if (room < input.amountKopecks) {
      throw refused(`Превышен кредитный лимит: можно занять ещё ${formatKopecks(room < 0n ? 0n : room)}`);
    }
  });

/** The company repays its debt from its available money: available → debt, never more than is owed. */
export const undebt = (txCtx: TxContext, input: MovementInput) =>
  move(txCtx, 'UNDEBT', input, { from: 'AVAILABLE', to: 'DEBT' }, (accounts) => {
    const debtNow = owed(accounts);
    if (debtNow < input.amountKopecks) {
      throw refused(`Нельзя погасить больше долга: долг ${formatKopecks(debtNow)}`);
    }
    const free = spendable(accounts);
    if (free < input.amountKopecks) throw insufficientFunds(free);
  });

/** Support sets the company's credit line; never below what it owes now. */
export async function setDebtLimit(txCtx: TxContext, input: { customerId: string; limitKopecks: bigint }) {
  if (input.limitKopecks < 0n) {
    throw new AppError('VALIDATION_ERROR', { message: 'Кредитный лимит не может быть отрицательным' });
  }
  const accounts = await lockAccounts(txCtx.db, input.customerId, ['DEBT']);
  const debtNow = owed(accounts);
  if (input.limitKopecks < debtNow) {
    throw refused(`Лимит не может быть меньше текущего долга: ${formatKopecks(debtNow)}`);
  }
  await updateDebtLimit(txCtx.db, account(accounts, 'DEBT').id, input.limitKopecks);
}
