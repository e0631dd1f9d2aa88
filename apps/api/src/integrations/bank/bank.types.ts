/**
 * What the rest of the portal knows of the nominal-account bank's payout API (money plan, issue 14):
 * the BankClient and its shapes, the two errors a caller must tell apart, and the Russian texts of the
 * bank's refusal and decline codes. The protocol itself is in bank.client.ts.
 */

/** Where a payment goes: the contractor's primary requisite (modules/requisites). */
export type BankRecipient =
  | { kind: 'ACCOUNT'; accountNumber: string; bik: string; name: string; inn?: string }
  | { kind: 'CARD'; cardNumber: string; name: string }
  | { kind: 'SBP'; phone: string; sbpBankId: string; name: string };

/** `paymentId` is our id (the payout's): the bank's idempotency key, so the same id is never paid twice. */
export type BankPaymentRequest = {
  paymentId: string;
  amountKopecks: bigint;
  recipient: BankRecipient;
  purpose: string;
};

export type BankPaymentStatus =
  | { status: 'NOT_FOUND' }
  | { status: 'PROCESSING' }
  | { status: 'DONE'; executedAt: Date; bankReference: string }
  /** `reason` is Russian, shown to the company and the contractor. */
  | { status: 'DECLINED'; code: string; reason: string };

/**
 * One line of the nominal account's statement. IN: a top-up (the payer is the company, matched by its
 * ИНН); OUT: a payment the bank executed (the payer is the platform; `paymentId` is ours).
 */
export type StatementItem = {
  bankReference: string;
  direction: 'IN' | 'OUT';
  amountKopecks: bigint;
  payerInn: string | null;
  payerName: string;
  payerAccount: string | null;
  purpose: string;
  bookedAt: Date;
  /** OUT: the payment id we sent (reconciliation of payouts against the statement); IN: null. */
  paymentId: string | null;
};

export type BankStatementPage = {
  items: StatementItem[];
  /**
   * Where the next read starts: store it and pass it back. It is the position after the last item
   * returned, or the cursor given when nothing new arrived (null only while the statement is empty);
   * read again until a page comes back empty.
   */
  nextCursor: string | null;
};

export type BankClient = {
  /**
   * Sends a payment. Resolves when the bank accepted it (202) or already knows this paymentId.
   * Throws BankRejectedError when the bank refuses the data (4xx: nothing was paid),
   * BankPaymentExistsError when the bank holds this paymentId with another body (409: ask, never release), AppError
   * BANK_UNAVAILABLE when the bank could not be reached after the retries (nothing was accepted), and
   * BankAnswerLostError when the request went out but no answer came back: the payment may or may not
   * exist, so ask getPayment before sending again (sending again with the same id is also safe).
   */
  sendPayment(request: BankPaymentRequest): Promise<void>;
  getPayment(paymentId: string): Promise<BankPaymentStatus>;
  /** The statement after `cursor` (null: from the start), oldest first. */
  readStatement(cursor: string | null): Promise<BankStatementPage>;
};

/** The bank refused the payment's data (4xx): nothing was paid; `reason` is Russian and may be shown. */
export class BankRejectedError extends Error {
  constructor(
    readonly code: string,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'BankRejectedError';
  }
}

/**
 * The bank already holds a payment under this id with another body (409 IDEMPOTENCY_KEY_REUSED). It is
 * not a refusal: that payment may be executed, so the money stays held and the caller asks getPayment
 * and polls it to its real end (never DECLINED, never a release). The body differs from what we sent: an
 * error for operations, since a payment's request is fixed when it is paid.
 */
export class BankPaymentExistsError extends Error {
  constructor(readonly paymentId: string) {
    super(`the bank holds payment ${paymentId} with another body`);
    this.name = 'BankPaymentExistsError';
  }
}

/**
 * The request went out and no answer came back (a timeout, a connection dropped after sending): the
 * bank may have accepted the payment. The caller asks getPayment before it sends again.
 */
export class BankAnswerLostError extends Error {
  constructor(
    readonly paymentId: string,
    readonly upstream: string,
  ) {
    super(`the bank's answer to payment ${paymentId} was lost (${upstream})`);
    this.name = 'BankAnswerLostError';
  }
}

/** Codes of a refused request (HTTP 400/403/422) in the company's words. */
const REJECTION_REASONS: Record<string, string> = {
  INVALID_REQUEST: 'Банк не принял платёж: ошибка в данных платежа',
  INVALID_AMOUNT: 'Банк не принял платёж: неверная сумма',
  INVALID_ACCOUNT: 'Банк не принял платёж: номер счёта получателя не соответствует БИК банка',
  INVALID_CARD: 'Банк не принял платёж: неверный номер карты получателя',
  INVALID_PHONE: 'Банк не принял платёж: неверный номер телефона получателя для СБП',
  INVALID_SBP_BANK: 'Банк не принял платёж: банк получателя не найден среди участников СБП',
  INVALID_RECIPIENT: 'Банк не принял платёж: не указаны реквизиты или имя получателя',
  INVALID_PURPOSE: 'Банк не принял платёж: назначение платежа пустое или длиннее 210 символов',
  INVALID_CURSOR: 'Банк не принял позицию выписки: прочитайте выписку с начала',
};
export const GENERAL_REJECTION = 'Банк не принял платёж. Обратитесь в поддержку';
export const rejectionReason = (code: string | undefined) => (code && REJECTION_REASONS[code]) || GENERAL_REJECTION;

/** Codes of a payment the bank accepted and then declined, in the words of the company and the contractor. */
const DECLINE_REASONS: Record<string, string> = {
  ACCOUNT_CLOSED: 'Банк получателя отклонил платёж: счёт закрыт или не найден',
  CARD_DECLINED: 'Банк, выпустивший карту получателя, отклонил зачисление',
  SBP_RECIPIENT_NOT_FOUND: 'Получатель не найден в СБП по этому номеру телефона в выбранном банке',
  RECIPIENT_BANK_DECLINED: 'Банк получателя вернул платёж без зачисления',
  LIMIT_EXCEEDED: 'Платёж отклонён: превышен лимит зачислений получателя',
  COMPLIANCE_DECLINED: 'Банк отклонил платёж по результатам проверки операции',
};
export const GENERAL_DECLINE = 'Банк отклонил платёж. Обратитесь в поддержку';
export const declineReason = (code: string | undefined) => (code && DECLINE_REASONS[code]) || GENERAL_DECLINE;
