/**
 * What the portal knows of the bank's payment registry API (many payouts as one bank object, DOMAIN
 * §9.1; the protocol is in bank.registry-client.ts): the client, its shapes, its errors and the Russian
 * texts of the codes. Errors a caller must tell apart from the single-payment path (bank.types.ts) are
 * reused: BankRejectedError (nothing was created or paid).
 */
import type { BankRecipient } from './bank.types.js';

export type BankRegistryCreateType = 'IGNORE_ERRORS' | 'FAIL_ERRORS';

export type BankRegistryStatus =
  | 'DRAFT'
  | 'ERROR'
  | 'SUBMITTED'
  | 'PROCESSING'
  | 'ACCEPTED'
  | 'EXECUTED'
  | 'PART_EXEC'
  | 'REJECTED'
  | 'CANCELLED'
  | 'DELETED';

/**
 * One payment of a registry. `externalId` is ours (the payout's id) and stable: the bank pays a key at
 * most once, in a registry or as a single payment, so a row resent in another registry is refused as
 * EXISTS, never paid twice.
 */
export type BankRegistryPayment = {
  externalId: string;
  amountKopecks: bigint;
  /** The self-employed payee's ИНН (12 digits). */
  payeeInn: string;
  recipient: BankRecipient;
  purpose: string;
};

/**
 * `registryKey` is ours (the mass payout's id, or its chunk's): the bank's Idempotency-Key, so creating
 * again after a crash returns the same registry, never a second one.
 */
export type BankRegistryCreateRequest = {
  registryKey: string;
  payerAccount: string;
  createType: BankRegistryCreateType;
  payments: BankRegistryPayment[];
};

/** An asynchronous call accepted: its outcome is read later with readResult (the bank keeps it 2 days). */
export type BankRegistryCall = { correlationId: string };

/**
 * A payment the bank left out of the registry at create. REJECTED: its data was refused (nothing will be
 * paid for it; `reason` is Russian). EXISTS: the bank already holds a payment under this key — it may be
 * paid, so it is never treated as a refusal (the money stays held; ask getPayment / the registry).
 */
export type BankRegistryPaymentError =
  | { externalId: string; kind: 'REJECTED'; code: string; reason: string }
  | { externalId: string; kind: 'EXISTS'; code: string };

export type BankRegistryOperation = 'CREATE' | 'SUBMIT' | 'PAY';

export type BankRegistryResult =
  /** Unknown correlationId, or a result older than the bank keeps (2 days): look at the registry itself. */
  | { status: 'NOT_FOUND' }
  | { status: 'IN_PROGRESS'; operation: BankRegistryOperation }
  | {
      status: 'SUCCESS';
      operation: BankRegistryOperation;
      registryId: string;
      registryStatus: BankRegistryStatus | null;
      paymentErrors: BankRegistryPaymentError[];
    }
  /** CREATE under FAIL_ERRORS with a bad payment: `registryId` null, nothing created; `paymentErrors` say which. */
  | {
      status: 'ERROR';
      operation: BankRegistryOperation;
      registryId: string | null;
      code: string;
      reason: string;
      paymentErrors: BankRegistryPaymentError[];
    };

/** A payment of a registry, in the words of a single payment (BankPaymentStatus) plus NEW: not paid yet. */
export type BankRegistryPaymentStatus =
  | { status: 'NEW' }
  | { status: 'PROCESSING' }
  | { status: 'DONE'; executedAt: Date; bankReference: string }
  | { status: 'DECLINED'; code: string; reason: string };

export type BankRegistryPaymentState = { externalId: string; amountKopecks: bigint } & BankRegistryPaymentStatus;

export type BankRegistry = {
  registryId: string;
  status: BankRegistryStatus;
  createType: BankRegistryCreateType;
  totalKopecks: bigint;
  payments: BankRegistryPaymentState[];
};

export type BankRegistryRead =
  | { status: 'FOUND'; registry: BankRegistry }
  | { status: 'NOT_FOUND' }
  /** The bank allows one read of a registry per interval: not before `nextReadAt` (no request was wasted). */
  | { status: 'TOO_EARLY'; nextReadAt: Date };

export type BankRegistryClient = {
  /** Payments one registry may hold (the bank's cap): the caller cuts bigger ones into chunks of this size. */
  readonly maxRegistryPayments: number;
  /**
   * Creates a registry (asynchronous: the outcome is readResult's). The same registryKey again is the
   * same registry. Throws BankRejectedError when the request as a whole is refused (REGISTRY_TOO_LARGE
   * before sending, a wrong payer account…), BankRegistryExistsError when the bank holds this key with
   * another body (409: not a refusal), AppError BANK_UNAVAILABLE after the retries.
   */
  createRegistry(request: BankRegistryCreateRequest): Promise<BankRegistryCall>;
  /** Submits (signs) a DRAFT registry; again on a submitted or paid one changes nothing. */
  submitRegistry(registryId: string): Promise<BankRegistryCall>;
  /** Pays a SUBMITTED registry; again on a paid one pays nothing more. */
  payRegistry(registryId: string): Promise<BankRegistryCall>;
  readResult(correlationId: string): Promise<BankRegistryResult>;
  /** The registry and every payment's status, at most once per read interval (see BankRegistryRead). */
  getRegistry(registryId: string): Promise<BankRegistryRead>;
};

/**
 * The bank holds a registry under this key with another body (409 IDEMPOTENCY_KEY_REUSED). Not a refusal:
 * that registry may be paid. The caller keeps the money held and follows the registry it created first.
 */
export class BankRegistryExistsError extends Error {
  constructor(readonly registryKey: string) {
    super(`the bank holds payment registry ${registryKey} with another body`);
    this.name = 'BankRegistryExistsError';
  }
}

/** Codes of a refused registry, or of a payment left out of one, in the company's words. */
const REGISTRY_REASONS: Record<string, string> = {
  REGISTRY_TOO_LARGE: 'Банк не принял реестр: в нём больше платежей, чем банк принимает в одном реестре',
  INVALID_PAYER_ACCOUNT: 'Банк не принял реестр: счёт плательщика не принадлежит платформе',
  REGISTRY_NOT_FOUND: 'Банк не нашёл реестр',
  REGISTRY_NOT_SUBMITTED: 'Банк не оплатил реестр: реестр не подписан',
  INVALID_REGISTRY_STATUS: 'Банк не принял действие: реестр в другом статусе',
  PAYMENT_ERRORS: 'Банк не создал реестр: в нём есть платежи с ошибками',
  NO_VALID_PAYMENTS: 'Банк не создал реестр: в нём нет ни одного верного платежа',
  INVALID_INN: 'Банк не принял платёж: неверный ИНН самозанятого',
  INVALID_EXTERNAL_ID: 'Банк не принял платёж: неверный внешний идентификатор',
};
export const GENERAL_REGISTRY_REJECTION = 'Банк не принял реестр. Обратитесь в поддержку';
export const registryReason = (code: string | undefined) => (code && REGISTRY_REASONS[code]) || undefined;

/** Per-payment codes that mean "the bank already holds this key": never a refusal. */
export const EXISTS_CODES = new Set(['PAYMENT_EXISTS', 'DUPLICATE_EXTERNAL_ID']);
