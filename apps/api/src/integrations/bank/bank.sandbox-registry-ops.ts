/**
 * What the bank sandbox does with a payment registry (the routes are in bank.sandbox-registry.ts):
 * the create, submit and pay operations, each decided when its delay has passed; the checks of each
 * payment, the same as a single payment's (bank.sandbox-checks.ts) plus the payee's ИНН and the
 * external id; the registry's status read from its payments; the answers' shapes.
 *
 * Paying a registry makes each of its payments a sandbox payment under its external id (acceptPayment):
 * they settle, decline, appear in the statement and are counted exactly like single payments, and an
 * external id is paid at most once, whichever way it arrived.
 */
import { randomUUID } from 'node:crypto';
import { innValid, kopecksToRubles } from '@vyplaty/contracts';
import { checkPayment } from './bank.sandbox-checks.js';
import type {
  RegistryCreateType,
  RegistryOperation,
  RegistryOperationKind,
  RegistryOutcome,
  RegistryPaymentDraft,
  RegistryPaymentError,
  RegistryStatus,
  SandboxRegistry,
} from './bank.sandbox-registry-state.js';
import { acceptPayment, type BankSandboxState } from './bank.sandbox-state.js';

export const EXTERNAL_ID = /^[A-Za-z0-9_-]{1,64}$/;

export type RegistryBody = { accountNumber?: unknown; registryCreateType?: unknown; payments?: unknown };

/** The request as a whole (answered 400/422 at once); the payments themselves are checked when the create completes. */
export function checkRegistryRequest(
  state: BankSandboxState,
  body: RegistryBody,
): { accountNumber: string; createType: RegistryCreateType; payments: unknown[] } | { code: string; message: string } {
  if (body.registryCreateType !== 'IGNORE_ERRORS' && body.registryCreateType !== 'FAIL_ERRORS') {
    return { code: 'INVALID_REQUEST', message: 'registryCreateType must be IGNORE_ERRORS or FAIL_ERRORS' };
  }
  if (body.accountNumber !== state.nominal.accountNumber) {
    return { code: 'INVALID_PAYER_ACCOUNT', message: 'accountNumber is not an account of this client' };
  }
  if (!Array.isArray(body.payments) || body.payments.length === 0) {
    return { code: 'INVALID_REQUEST', message: 'payments must be a non-empty array' };
  }
  if (body.payments.length > state.registries.settings.maxPayments) {
    return {
      code: 'REGISTRY_TOO_LARGE',
      message: `a registry holds at most ${state.registries.settings.maxPayments} payments`,
    };
  }
  return { accountNumber: body.accountNumber, createType: body.registryCreateType, payments: body.payments };
}

/** One payment of a registry: the draft, or the bank's code for leaving it out. */
function checkRegistryPayment(
  state: BankSandboxState,
  raw: unknown,
  seen: Set<string>,
): RegistryPaymentDraft | RegistryPaymentError {
  const p = (raw ?? {}) as Record<string, unknown>;
  const externalId = typeof p.externalId === 'string' ? p.externalId : '';
  if (!EXTERNAL_ID.test(externalId)) {
    return { externalId, code: 'INVALID_EXTERNAL_ID', message: 'externalId: 1..64 of A-Z a-z 0-9 _ -' };
  }
  // A key the bank already holds (in this registry, another one, or as a single payment) is never paid again.
  if (seen.has(externalId)) {
    return { externalId, code: 'DUPLICATE_EXTERNAL_ID', message: 'externalId repeats in this registry' };
  }
  seen.add(externalId);
  if (state.registries.externalIds.has(externalId) || state.payments.has(externalId)) {
    return { externalId, code: 'PAYMENT_EXISTS', message: 'a payment with this externalId already exists' };
  }
  const inn = typeof p.inn === 'string' ? p.inn.trim() : '';
  if (!/^\d{12}$/.test(inn) || !innValid(inn)) {
    return { externalId, code: 'INVALID_INN', message: 'inn must be a valid 12-digit ИНН of a person' };
  }
  const checked = checkPayment({ amount: p.amount, currency: p.currency, recipient: p.recipient, purpose: p.purpose });
  if ('code' in checked) return { externalId, code: checked.code, message: checked.message };
  return { externalId, inn, ...checked };
}

export function startOperation(
  state: BankSandboxState,
  kind: RegistryOperationKind,
  now: number,
  run: RegistryOperation['run'],
): RegistryOperation {
  const { settings, operations, pendingOperations } = state.registries;
  const operation: RegistryOperation = {
    correlationId: randomUUID(),
    kind,
    receivedAt: now,
    completesAt: now + settings.operationDelayMs,
    expiresAt: now + settings.operationDelayMs + settings.resultTtlMs,
    outcome: null,
    run,
  };
  operations.set(operation.correlationId, operation);
  pendingOperations.push(operation);
  return operation;
}

/** The create, decided: FAIL_ERRORS creates nothing if any payment fails; IGNORE_ERRORS keeps the valid ones. */
export function createRegistry(
  state: BankSandboxState,
  request: { accountNumber: string; createType: RegistryCreateType; payments: unknown[] },
  at: number,
): RegistryOutcome {
  const seen = new Set<string>();
  const valid: RegistryPaymentDraft[] = [];
  const paymentErrors: RegistryPaymentError[] = [];
  for (const raw of request.payments) {
    const checked = checkRegistryPayment(state, raw, seen);
    if ('code' in checked) paymentErrors.push(checked);
    else valid.push(checked);
  }
  if (paymentErrors.length > 0 && request.createType === 'FAIL_ERRORS') {
    return {
      status: 'ERROR',
      registryId: null,
      code: 'PAYMENT_ERRORS',
      message: 'some payments are invalid',
      paymentErrors,
    };
  }
  if (valid.length === 0) {
    return {
      status: 'ERROR',
      registryId: null,
      code: 'NO_VALID_PAYMENTS',
      message: 'no valid payments',
      paymentErrors,
    };
  }
  const registry: SandboxRegistry = {
    id: randomUUID(),
    accountNumber: request.accountNumber,
    createType: request.createType,
    payments: valid,
    createdAt: at,
    status: 'DRAFT',
    paidAt: null,
    reads: 0,
    lastReadAt: null,
  };
  state.registries.registries.set(registry.id, registry);
  for (const payment of valid) state.registries.externalIds.set(payment.externalId, registry.id);
  return { status: 'SUCCESS', registryId: registry.id, paymentErrors };
}

const refused = (registryId: string, code: string, message: string): RegistryOutcome => ({
  status: 'ERROR',
  registryId,
  code,
  message,
  paymentErrors: [],
});
const done = (registryId: string): RegistryOutcome => ({ status: 'SUCCESS', registryId, paymentErrors: [] });

/** DRAFT → SUBMITTED (signed); a registry already submitted or paid answers SUCCESS again, changing nothing. */
export function submitRegistry(state: BankSandboxState, registryId: string): RegistryOutcome {
  const registry = state.registries.registries.get(registryId);
  if (!registry) return refused(registryId, 'REGISTRY_NOT_FOUND', 'payment registry not found');
  if (registry.status === 'DRAFT') registry.status = 'SUBMITTED';
  else if (registry.status !== 'SUBMITTED' && registry.paidAt === null) {
    return refused(registryId, 'INVALID_REGISTRY_STATUS', `registry is ${registry.status}`);
  }
  return done(registryId);
}

/**
 * SUBMITTED → ACCEPTED: every payment accepted as a sandbox payment (its fate decided now, revealed
 * after delayMs). Paying a paid registry again answers SUCCESS and pays nothing.
 */
export function payRegistry(state: BankSandboxState, registryId: string, at: number): RegistryOutcome {
  const registry = state.registries.registries.get(registryId);
  if (!registry) return refused(registryId, 'REGISTRY_NOT_FOUND', 'payment registry not found');
  if (registry.paidAt !== null) return done(registryId);
  if (registry.status === 'DRAFT') return refused(registryId, 'REGISTRY_NOT_SUBMITTED', 'submit the registry first');
  if (registry.status !== 'SUBMITTED') {
    return refused(registryId, 'INVALID_REGISTRY_STATUS', `registry is ${registry.status}`);
  }
  for (const payment of registry.payments) {
    if (state.payments.has(payment.externalId)) continue;
    const { amountKopecks, recipient, purpose, fingerprint } = payment;
    acceptPayment(state, payment.externalId, { amountKopecks, recipient, purpose, fingerprint }, at);
  }
  registry.status = 'ACCEPTED';
  registry.paidAt = at;
  return done(registryId);
}

/** A paid registry's status from its payments: ACCEPTED, PROCESSING, then EXECUTED, PART_EXEC or REJECTED. */
export function registryStatus(state: BankSandboxState, registry: SandboxRegistry): RegistryStatus {
  if (registry.paidAt === null) return registry.status;
  let done = 0;
  let declined = 0;
  for (const { externalId } of registry.payments) {
    const status = state.payments.get(externalId)?.status;
    if (status === 'DONE') done++;
    else if (status === 'DECLINED') declined++;
  }
  const total = registry.payments.length;
  if (done + declined < total) return done + declined === 0 ? 'ACCEPTED' : 'PROCESSING';
  if (declined === 0) return 'EXECUTED';
  return done === 0 ? 'REJECTED' : 'PART_EXEC';
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A registry as GET …/payment-registries/{id} answers it: its status and every payment's. */
export function registryView(state: BankSandboxState, registry: SandboxRegistry) {
  let total = 0n;
  const payments = registry.payments.map((draft) => {
    total += draft.amountKopecks;
    const payment = registry.paidAt === null ? undefined : state.payments.get(draft.externalId);
    const status = !payment
      ? 'NEW'
      : payment.status === 'DONE'
        ? 'EXECUTED'
        : payment.status === 'DECLINED'
          ? 'DECLINED'
          : 'PROCESSING';
    return {
      externalId: draft.externalId,
      amount: kopecksToRubles(draft.amountKopecks),
      status,
      ...(payment?.status === 'DONE' && payment.executedAt !== null
        ? { executedAt: iso(payment.executedAt), bankReference: payment.bankReference }
        : {}),
      ...(payment?.status === 'DECLINED' && payment.outcome.status === 'DECLINED'
        ? { decline: { code: payment.outcome.code, message: payment.outcome.message } }
        : {}),
    };
  });
  return {
    paymentRegistryId: registry.id,
    status: registryStatus(state, registry),
    accountNumber: registry.accountNumber,
    registryCreateType: registry.createType,
    createdAt: iso(registry.createdAt),
    totalAmount: kopecksToRubles(total),
    paymentsCount: payments.length,
    payments,
  };
}

/** An operation's result as GET …/payment-registries/results/{correlationId} answers it. */
export function resultView(state: BankSandboxState, operation: RegistryOperation) {
  const base = { correlationId: operation.correlationId, operation: operation.kind };
  const outcome = operation.outcome;
  if (!outcome) return { ...base, status: 'IN_PROGRESS' };
  const registry = outcome.registryId ? state.registries.registries.get(outcome.registryId) : undefined;
  return {
    ...base,
    status: outcome.status,
    paymentRegistryId: outcome.registryId,
    ...(registry ? { registryStatus: registryStatus(state, registry) } : {}),
    ...(outcome.status === 'ERROR' ? { error: { code: outcome.code, message: outcome.message } } : {}),
    paymentErrors: outcome.paymentErrors,
  };
}
