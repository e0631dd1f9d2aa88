/**
 * Errors of the FNS partner API (DOMAIN.md §3.3): the platform's own refusals (SmzPlatformError in a
 * COMPLETED answer), a MessageId FNS no longer knows, an answer still being prepared, and FNS not
 * answering at all (FNS_UNAVAILABLE once the transport retries are spent).
 */
import { AppError } from '../../lib/errors.js';

export const FNS_ERROR_CODES = [
  'INTERNAL_ERROR',
  'REQUEST_VALIDATION_ERROR',
  'PARTNER_DENY',
  'TAXPAYER_UNREGISTERED',
  'TAXPAYER_UNBOUND',
  'TAXPAYER_ALREADY_BOUND',
  'PERMISSION_NOT_GRANTED',
  'DUPLICATE',
  'ALREADY_DELETED',
  'RECEIPT_ID_NOT_FOUND',
  'INVALID_HASH',
  'INVALID_SEQUENCE',
] as const;
export type KnownFnsErrorCode = (typeof FNS_ERROR_CODES)[number];
/** A code FNS may add later still arrives, as a plain string. */
export type FnsErrorCode = KnownFnsErrorCode | (string & {});

/** The Russian text of each code (DOMAIN.md §3.3), also what the sandbox answers in Message. */
export const FNS_ERROR_TEXTS: Record<KnownFnsErrorCode, string> = {
  INTERNAL_ERROR: 'Внутренняя ошибка ПП НПД',
  REQUEST_VALIDATION_ERROR: 'Ошибка парсинга запроса',
  PARTNER_DENY: 'Партнеру отказано в осуществлении операции(й)',
  TAXPAYER_UNREGISTERED: 'НП НПД снят с учета или не обнаружен',
  TAXPAYER_UNBOUND: 'Пользователь не привязан к Партнеру',
  TAXPAYER_ALREADY_BOUND: 'НП НПД уже привязан',
  PERMISSION_NOT_GRANTED: 'У Партнера нет прав на регистрацию дохода',
  DUPLICATE: 'Такой доход уже был зарегистрирован',
  ALREADY_DELETED: 'Чек с таким ID уже сторнирован',
  RECEIPT_ID_NOT_FOUND: 'Чек с таким ID не зарегистрирован',
  INVALID_HASH: 'Передан не корректный фискальный признак',
  INVALID_SEQUENCE: 'Передан не валидный номер последовательности',
};

const isKnown = (code: string): code is KnownFnsErrorCode => code in FNS_ERROR_TEXTS;

/** "{inn} не найден" + {inn: "5001…"} → "5001… не найден"; unknown keys stay as they are. */
export function fillPlaceholders(template: string, args: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => args[key] ?? whole);
}

/** SmzPlatformError: FNS processed the request and refused it. */
export class FnsPlatformError extends Error {
  readonly code: FnsErrorCode;
  /** FNS's own Message with its {key} placeholders filled from Args. */
  readonly fnsMessage: string;
  readonly args: Record<string, string>;
  /** The text for people: the §3.3 table, or FNS's message for a code we do not know. */
  readonly russian: string;
  /** Only INTERNAL_ERROR is worth sending again; every other code is a decision. */
  readonly retryable: boolean;

  constructor(code: string, fnsMessage: string, args: Record<string, string> = {}) {
    const filled = fillPlaceholders(fnsMessage, args);
    const russian = isKnown(code) ? FNS_ERROR_TEXTS[code] : filled || 'Ошибка ПП НПД';
    super(`${code}: ${russian}`);
    this.name = 'FnsPlatformError';
    this.code = code;
    this.fnsMessage = filled;
    this.args = args;
    this.russian = russian;
    this.retryable = code === 'INTERNAL_ERROR';
  }
}

/**
 * soap:Fault on GetMessage, or FAILED for one id in GetMessages without an SmzPlatformError: FNS does
 * not know (or no longer keeps, or could not process) the MessageId; send the request again.
 */
export class FnsMessageNotFoundError extends Error {
  constructor(
    readonly messageId: string,
    readonly fault: string,
  ) {
    super(`FNS message ${messageId} not found: ${fault}`);
    this.name = 'FnsMessageNotFoundError';
  }
}

/** `call` ran out of its budget while FNS was still processing; `receive(messageId)` later. */
export class FnsStillProcessingError extends Error {
  constructor(readonly messageId: string) {
    super(`FNS message ${messageId} is still processing`);
    this.name = 'FnsStillProcessingError';
  }
}

/**
 * GetMessagesRequest's refusals of the whole call (DOMAIN.md §9.2), as FNS words them in the soap:Fault:
 * too many MessageIds in one call, one MessageId twice, too many calls in FNS's period. FNS does not
 * publish the numbers; the client takes its batch size from settings (FNS_GET_MESSAGES_BATCH_SIZE).
 */
export const FNS_GET_MESSAGES_REFUSALS = {
  TOO_MANY_IDS: 'В запросе было передано недопустимое количество messageId',
  REPEATED_IDS: 'В запросе переданы повторяющиеся значения messageId',
  TOO_MANY_CALLS: 'Превышено количество запросов метода GetMessages',
} as const;
export type FnsGetMessagesRefusal = keyof typeof FNS_GET_MESSAGES_REFUSALS;

/** The refusal a soap:Fault's text names, or null for any other fault. */
export function getMessagesRefusalOf(faultText: string): FnsGetMessagesRefusal | null {
  const entries = Object.entries(FNS_GET_MESSAGES_REFUSALS) as [FnsGetMessagesRefusal, string][];
  return entries.find(([, russian]) => faultText.toLowerCase().includes(russian.toLowerCase()))?.[0] ?? null;
}

/**
 * FNS refused a GetMessagesRequest as a whole: TOO_MANY_IDS (the batch size setting is above FNS's
 * limit: configuration), REPEATED_IDS (a bug: the client de-duplicates), TOO_MANY_CALLS (still refused
 * after the client's pauses: poll later). Nothing was read; every id of the call is still to poll.
 */
export class FnsGetMessagesRefusedError extends Error {
  constructor(
    readonly reason: FnsGetMessagesRefusal,
    /** FNS's own faultstring. */
    readonly fault: string,
  ) {
    super(`GetMessages refused (${reason}): ${fault}`);
    this.name = 'FnsGetMessagesRefusedError';
  }

  /** The Russian text of the refusal (DOMAIN §9.2). */
  get russian(): string {
    return FNS_GET_MESSAGES_REFUSALS[this.reason];
  }
}

/** What reading one message may end in, besides its answer (FnsClient.receive throws it; getMessages returns it). */
export type FnsReceiveError = FnsPlatformError | FnsMessageNotFoundError | AppError;

export const isFnsReceiveError = (error: unknown): error is FnsReceiveError =>
  error instanceof FnsPlatformError || error instanceof FnsMessageNotFoundError || error instanceof AppError;

export const FNS_UNAVAILABLE_MESSAGE = 'Налоговая служба временно недоступна, попробуйте позже';

export const fnsUnavailable = (upstream: string | number) =>
  new AppError('FNS_UNAVAILABLE', { message: FNS_UNAVAILABLE_MESSAGE, upstream });
