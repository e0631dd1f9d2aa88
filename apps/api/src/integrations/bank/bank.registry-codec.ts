/**
 * The registry API's JSON (bank.registry-client.ts has the protocol): our payments as the bank's body,
 * its results and registries as the portal's types. A malformed answer is BANK_UNAVAILABLE.
 */
import { decimalToKopecks, kopecksToRubles } from '@vyplaty/contracts';
import { bankUnavailable } from '../sber/sber.client.js';
import { paymentStatus, recipientBody } from './bank.codec.js';
import {
  type BankRegistry,
  type BankRegistryOperation,
  type BankRegistryPayment,
  type BankRegistryPaymentError,
  type BankRegistryPaymentState,
  type BankRegistryResult,
  type BankRegistryStatus,
  EXISTS_CODES,
  GENERAL_REGISTRY_REJECTION,
  registryReason,
} from './bank.registry-types.js';
import { rejectionReason } from './bank.types.js';

const REGISTRY_STATUSES = new Set<BankRegistryStatus>([
  'DRAFT',
  'ERROR',
  'SUBMITTED',
  'PROCESSING',
  'ACCEPTED',
  'EXECUTED',
  'PART_EXEC',
  'REJECTED',
  'CANCELLED',
  'DELETED',
]);
const OPERATIONS = new Set<BankRegistryOperation>(['CREATE', 'SUBMIT', 'PAY']);

export const registryPaymentBody = (payment: BankRegistryPayment) => ({
  externalId: payment.externalId,
  amount: kopecksToRubles(payment.amountKopecks),
  currency: 'RUB',
  inn: payment.payeeInn,
  recipient: recipientBody(payment.recipient),
  purpose: payment.purpose,
});

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const registryStatus = (value: unknown) =>
  REGISTRY_STATUSES.has(value as BankRegistryStatus) ? (value as BankRegistryStatus) : null;

function paymentError(raw: unknown): BankRegistryPaymentError {
  const item = (raw ?? {}) as Record<string, unknown>;
  const externalId = text(item.externalId);
  const code = text(item.code) ?? 'INVALID_REQUEST';
  if (externalId === null) throw bankUnavailable('malformed registry result');
  // The bank holds a payment under this key: it may be paid, so this is never a refusal.
  if (EXISTS_CODES.has(code)) return { externalId, kind: 'EXISTS', code };
  return { externalId, kind: 'REJECTED', code, reason: registryReason(code) ?? rejectionReason(code) };
}

export function registryResult(body: Record<string, unknown>): BankRegistryResult {
  const operation = body.operation as BankRegistryOperation;
  if (!OPERATIONS.has(operation)) throw bankUnavailable('malformed registry result');
  if (body.status === 'IN_PROGRESS') return { status: 'IN_PROGRESS', operation };
  const paymentErrors = Array.isArray(body.paymentErrors) ? body.paymentErrors.map(paymentError) : [];
  const registryId = text(body.paymentRegistryId);
  if (body.status === 'SUCCESS' && registryId) {
    return {
      status: 'SUCCESS',
      operation,
      registryId,
      registryStatus: registryStatus(body.registryStatus),
      paymentErrors,
    };
  }
  if (body.status === 'ERROR') {
    const code = text((body.error as { code?: unknown } | undefined)?.code) ?? 'UNKNOWN';
    const reason = registryReason(code) ?? GENERAL_REGISTRY_REJECTION;
    return { status: 'ERROR', operation, registryId, code, reason, paymentErrors };
  }
  throw bankUnavailable('malformed registry result');
}

function registryPayment(raw: unknown): BankRegistryPaymentState {
  const item = (raw ?? {}) as Record<string, unknown>;
  const externalId = text(item.externalId);
  const amount = typeof item.amount === 'string' ? decimalToKopecks(item.amount) : null;
  if (!externalId || amount === null) throw bankUnavailable('malformed registry');
  const base = { externalId, amountKopecks: amount };
  if (item.status === 'NEW') return { ...base, status: 'NEW' };
  // The rest reads as a single payment's status does (bank.codec.ts), under the registry's words.
  const single = paymentStatus({
    status: item.status === 'EXECUTED' ? 'DONE' : item.status,
    executed_at: item.executedAt,
    bank_reference: item.bankReference,
    decline: item.decline,
  });
  if (single.status === 'NOT_FOUND') throw bankUnavailable('malformed registry');
  return { ...base, ...single };
}

export function registryFrom(body: Record<string, unknown>): BankRegistry {
  const registryId = text(body.paymentRegistryId);
  const status = registryStatus(body.status);
  const total = typeof body.totalAmount === 'string' ? decimalToKopecks(body.totalAmount) : null;
  const createType = body.registryCreateType;
  if (
    !registryId ||
    !status ||
    total === null ||
    (createType !== 'IGNORE_ERRORS' && createType !== 'FAIL_ERRORS') ||
    !Array.isArray(body.payments)
  ) {
    throw bankUnavailable('malformed registry');
  }
  return { registryId, status, createType, totalKopecks: total, payments: body.payments.map(registryPayment) };
}
