/**
 * The in-memory world of the bank sandbox (bank.sandbox.ts): payments keyed by our payment id, the
 * nominal account's statement, the fault switches. Shared by the protocol routes, the control calls and
 * the developer page.
 *
 * A payment's fate is decided when it arrives (DONE, or DECLINED for a recipient on the deny list or a
 * late decline) and revealed once `delayMs` has passed; it is executed at most once, when it settles
 * (the count is kept per payment so tests can prove it). Statement positions start from the clock, so a
 * cursor stored by the portal still reads new items after the sandbox restarts.
 */
import { randomBytes } from 'node:crypto';
import { DECLINE_MESSAGES, deniedCode } from './bank.sandbox-checks.js';
import {
  createRegistryState,
  defaultRegistrySettings,
  type RegistrySandboxState,
  type RegistrySettings,
  resetRegistryState,
  settleRegistryOperations,
} from './bank.sandbox-registry-state.js';
import type { NominalAccountRequisites } from './nominal-account.js';

export const BANK_SANDBOX_CLIENT_ID = 'vyplaty-sandbox';
export const BANK_SANDBOX_CLIENT_SECRET = 'sandbox-secret';

export type SandboxRecipient =
  | { type: 'ACCOUNT'; account_number: string; bik: string; name: string; inn?: string }
  | { type: 'CARD'; card_number: string; name: string }
  | { type: 'SBP'; phone: string; sbp_bank_id: string; name: string };

export type SandboxPayment = {
  id: string;
  /** The request as first received, for "same key, same body". */
  fingerprint: string;
  amountKopecks: bigint;
  recipient: SandboxRecipient;
  purpose: string;
  receivedAt: number;
  settlesAt: number;
  outcome: { status: 'DONE' } | { status: 'DECLINED'; code: string; message: string };
  status: 'PROCESSING' | 'DONE' | 'DECLINED';
  bankReference: string | null;
  executedAt: number | null;
  /** Payment requests that reached the bank with this id. */
  requests: number;
  /** Times the money left: 0 or 1, never more. */
  executions: number;
};

export type SandboxStatementItem = {
  seq: number;
  bankReference: string;
  direction: 'IN' | 'OUT';
  amountKopecks: bigint;
  payer: { inn: string | null; name: string; account: string | null };
  purpose: string;
  bookedAt: number;
  paymentId: string | null;
};

export type BankFaults = {
  /** Share of calls answered with nothing (connection held for hangMs, then dropped), not executed. */
  timeoutRate: number;
  /** Share of calls answered errorStatus (5xx), not executed. */
  errorRate: number;
  /** Share of payment requests executed and then answered with nothing (the answer is lost). */
  lostAnswerRate: number;
  /** Share of accepted payments that end DECLINED (RECIPIENT_BANK_DECLINED) instead of DONE. */
  lateDeclineRate: number;
  /** How long a payment stays PROCESSING. */
  delayMs: number;
  /** How long a timed-out or lost answer holds the connection before dropping it (0: drop at once). */
  hangMs: number;
  errorStatus: number;
  /** Deterministic counters for tests: the next N calls get the fault whatever the rates say. */
  timeoutNext: number;
  errorNext: number;
  lostAnswerNext: number;
  lateDeclineNext: number;
  /** Account numbers, card numbers, phones (digits) or ИНН whose payments are declined. */
  denyRecipients: Set<string>;
  /** Payment ids (a single payment's, or a registry payment's external id) declined when they settle. */
  declinePaymentIds: Set<string>;
};

export type BankSandboxState = {
  faults: BankFaults;
  random: () => number;
  payments: Map<string, SandboxPayment>;
  /** Every payment, oldest first. */
  order: SandboxPayment[];
  /** Payments still PROCESSING, by settlesAt. */
  pending: SandboxPayment[];
  statement: SandboxStatementItem[];
  nextSeq: number;
  tokens: Map<string, number>;
  nominal: NominalAccountRequisites;
  defaultDelayMs: number;
  /** Payment registries (bank.sandbox-registry.ts); their payments, once paid, are payments here. */
  registries: RegistrySandboxState;
};

export const defaultFaults = (delayMs: number): BankFaults => ({
  timeoutRate: 0,
  errorRate: 0,
  lostAnswerRate: 0,
  lateDeclineRate: 0,
  delayMs,
  hangMs: 0,
  errorStatus: 503,
  timeoutNext: 0,
  errorNext: 0,
  lostAnswerNext: 0,
  lateDeclineNext: 0,
  denyRecipients: new Set(),
  declinePaymentIds: new Set(),
});

export function createBankSandboxState(
  nominal: NominalAccountRequisites,
  delayMs: number,
  registrySettings: Partial<RegistrySettings> = {},
): BankSandboxState {
  return {
    faults: defaultFaults(delayMs),
    random: Math.random,
    payments: new Map(),
    order: [],
    pending: [],
    statement: [],
    // Positions from the clock: a fresh process continues after any cursor an earlier one handed out.
    nextSeq: Date.now() * 1000,
    tokens: new Map(),
    nominal,
    defaultDelayMs: delayMs,
    registries: createRegistryState({ ...defaultRegistrySettings(delayMs), ...registrySettings }),
  };
}

/** Forgets payments, registries, the statement and the faults; tokens stay valid and positions keep growing. */
export function resetBankSandbox(state: BankSandboxState) {
  state.faults = defaultFaults(state.defaultDelayMs);
  state.random = Math.random;
  state.payments.clear();
  state.order.length = 0;
  state.pending.length = 0;
  state.statement.length = 0;
  resetRegistryState(state.registries);
}

/** mulberry32: a seeded source, so a chaos run can be replayed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type CounterFault = 'timeout' | 'error' | 'lostAnswer' | 'lateDecline';

/** Whether this call gets the fault: a pending deterministic counter first, then the rate. */
export function draw(state: BankSandboxState, fault: CounterFault): boolean {
  const next = `${fault}Next` as const;
  if (state.faults[next] > 0) {
    state.faults[next] -= 1;
    return true;
  }
  const rate = state.faults[`${fault}Rate` as const];
  return rate > 0 && state.random() < rate;
}

export const newBankReference = () => `SBX${randomBytes(8).toString('hex').toUpperCase()}`;

function appendStatement(state: BankSandboxState, item: Omit<SandboxStatementItem, 'seq'>): SandboxStatementItem {
  const stored = { ...item, seq: state.nextSeq++ };
  state.statement.push(stored);
  return stored;
}

/**
 * Reveals every payment whose delay has passed; a DONE one is executed here, once. Registry operations
 * due by now complete first: a registry paid by then has its payments among these.
 */
export function settlePayments(state: BankSandboxState, now: number) {
  settleRegistryOperations(state.registries, now);
  let settled = 0;
  while (settled < state.pending.length && (state.pending[settled]?.settlesAt ?? Infinity) <= now) settled++;
  for (const payment of state.pending.splice(0, settled)) {
    if (payment.outcome.status === 'DECLINED') {
      payment.status = 'DECLINED';
      continue;
    }
    payment.status = 'DONE';
    payment.executions += 1;
    payment.executedAt = payment.settlesAt;
    payment.bankReference = newBankReference();
    appendStatement(state, {
      bankReference: payment.bankReference,
      direction: 'OUT',
      amountKopecks: payment.amountKopecks,
      payer: { inn: state.nominal.inn, name: state.nominal.recipient, account: state.nominal.accountNumber },
      purpose: payment.purpose,
      bookedAt: payment.settlesAt,
      paymentId: payment.id,
    });
  }
}

function insertPending(state: BankSandboxState, payment: SandboxPayment) {
  let low = 0;
  let high = state.pending.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((state.pending[mid]?.settlesAt ?? 0) <= payment.settlesAt) low = mid + 1;
    else high = mid;
  }
  state.pending.splice(low, 0, payment);
}

/** Accepts a new payment (its fate decided now) and queues it to settle. */
export function acceptPayment(
  state: BankSandboxState,
  id: string,
  draft: { amountKopecks: bigint; recipient: SandboxRecipient; purpose: string; fingerprint: string },
  now: number,
): SandboxPayment {
  const denied = deniedCode(state, draft.recipient);
  const declineCode =
    denied ??
    (state.faults.declinePaymentIds.has(id) || draw(state, 'lateDecline') ? 'RECIPIENT_BANK_DECLINED' : undefined);
  const payment: SandboxPayment = {
    id,
    ...draft,
    receivedAt: now,
    settlesAt: now + state.faults.delayMs,
    outcome: declineCode
      ? { status: 'DECLINED', code: declineCode, message: DECLINE_MESSAGES[declineCode] ?? declineCode }
      : { status: 'DONE' },
    status: 'PROCESSING',
    bankReference: null,
    executedAt: null,
    requests: 0,
    executions: 0,
  };
  state.payments.set(id, payment);
  state.order.push(payment);
  insertPending(state, payment);
  return payment;
}

export type TopUpInput = {
  payerInn: string | null;
  payerName: string;
  payerAccount: string | null;
  amountKopecks: bigint;
  purpose: string;
  bookedAt: number;
};

/** A company's payment arriving on the nominal account: an IN line of the statement. */
export function topUp(state: BankSandboxState, input: TopUpInput): SandboxStatementItem {
  return appendStatement(state, {
    bankReference: newBankReference(),
    direction: 'IN',
    amountKopecks: input.amountKopecks,
    payer: { inn: input.payerInn, name: input.payerName, account: input.payerAccount },
    purpose: input.purpose,
    bookedAt: input.bookedAt,
    paymentId: null,
  });
}

const CURSOR_PREFIX = 'stmt:';
export const encodeCursor = (seq: number) => Buffer.from(`${CURSOR_PREFIX}${seq}`).toString('base64url');
export function decodeCursor(cursor: string): number | undefined {
  const decoded = Buffer.from(cursor, 'base64url').toString();
  const match = /^stmt:(\d{1,20})$/.exec(decoded);
  return match ? Number(match[1]) : undefined;
}

/** Statement lines after position `after` (exclusive), oldest first. */
export function statementAfter(state: BankSandboxState, after: number, limit: number): SandboxStatementItem[] {
  let low = 0;
  let high = state.statement.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((state.statement[mid]?.seq ?? 0) <= after) low = mid + 1;
    else high = mid;
  }
  return state.statement.slice(low, low + limit);
}

/** A card number as the sandbox shows it anywhere: the last four digits only. */
export const maskCard = (card: string) => `•••• ${card.slice(-4)}`;
