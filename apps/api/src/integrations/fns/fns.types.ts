/**
 * The FNS partner API («ПП НПД», SmzIntegrationService) as the portal sees it: every method we call,
 * its request and its parsed answer. DOMAIN.md §3.2 is the source of the fields. On this side amounts
 * are integer kopecks (bigint) and times ISO 8601 strings; the client turns them into the XML's decimal rubles
 * and xs:dateTime (with offset) and back.
 */

import { type FnsPermissionCode, fnsPermissionSchema } from '@vyplaty/contracts';
import type { FnsReceiveError } from './fns.errors.js';

/** DOMAIN §3.4; the portal's contract lists the same codes for the pages. */
export const FNS_PERMISSIONS = fnsPermissionSchema.options;
export type FnsPermission = FnsPermissionCode;

/** What the platform asks for at binding (DOMAIN §3.4): everything but TAX_PAYMENT. */
export const REQUESTED_PERMISSIONS: FnsPermission[] = [
  'INCOME_REGISTRATION',
  'CANCEL_INCOME',
  'INCOME_LIST',
  'INCOME_SUMMARY',
  'PAYMENT_INFORMATION',
];

export type FnsProcessingResult = 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';
export type FnsIncomeType = 'FROM_INDIVIDUAL' | 'FROM_LEGAL_ENTITY' | 'FROM_FOREIGN_AGENCY';
export type FnsCancelReason = 'REFUND' | 'REGISTRATION_MISTAKE';
export type FnsService = { name: string; amountKopecks: bigint; quantity: number };

/**
 * `ReceiptV2` of the XSD: what FNS tells of a receipt in GetIncomeResponseV2. It does not name the
 * customer — a receipt is recognised by its id, total, operation time and services.
 */
export type FnsReceipt = {
  receiptId: string;
  link: string;
  totalAmountKopecks: bigint;
  incomeType: FnsIncomeType;
  requestTime: string;
  operationTime: string;
  /** yyyyMM */
  taxPeriodId: string;
  taxToPayKopecks: bigint;
  partnerCode: string | null;
  supplierInn: string | null;
  cancelationTime: string | null;
  services: FnsService[];
};

/** Request and parsed response of each method, by the method's name without the Request suffix. */
export type FnsMethods = {
  PostBindPartnerWithInn: { request: { inn: string; permissions: FnsPermission[] }; response: { id: string } };
  PostBindPartnerWithPhone: { request: { phone: string; permissions: FnsPermission[] }; response: { id: string } };
  GetBindPartnerStatus: {
    request: { id: string };
    response: {
      result: FnsProcessingResult;
      inn: string | null;
      permissions: FnsPermission[];
      processingTime: string | null;
    };
  };
  PostGrantedPermissions: { request: { inn: string; permissions: FnsPermission[] }; response: { id: string } };
  GetGrantedPermissionsStatus: {
    request: { id: string };
    response: { inn: string | null; result: FnsProcessingResult; processingTime: string | null };
  };
  GetGrantedPermissions: { request: { inn: string }; response: { permissions: FnsPermission[] } };
  PostUnbindPartner: { request: { inn: string }; response: { unregistrationTime: string } };
  GetNewlyUnboundTaxpayers: {
    request: { from?: string; to?: string; limit: number; offset: number };
    response: {
      taxpayers: {
        inn: string;
        firstName: string;
        secondName: string;
        patronymic: string | null;
        unboundTime: string;
        registrationTime: string;
        phone: string;
      }[];
      hasMore: boolean;
    };
  };
  GetTaxpayerStatus: {
    request: { inn: string };
    response: {
      firstName: string;
      secondName: string;
      patronymic: string | null;
      registrationTime: string;
      unregistrationTime: string | null;
      unregistrationReason: string | null;
      activities: string[];
      /** ОКТМО */
      region: string;
      phone: string;
      email: string | null;
      accountNumber: string | null;
      updateTime: string | null;
      registrationCertificateNumber: string | null;
    };
  };
  GetTaxpayerRestrictions: {
    request: { inn: string };
    response: { requestResult: 'ALLOW' | 'DENY'; rejectionCode: string | null };
  };
  GetTaxpayerAccountStatus: {
    request: { inn: string };
    response: { bonusAmountKopecks: bigint; unpaidAmountKopecks: bigint; debtAmountKopecks: bigint };
  };
  PutTaxpayerData: {
    request: { inn: string; phone?: string; email?: string; activities?: string[]; region?: string };
    response: { updateTime: string };
  };
  PostIncomeRequestV2: {
    request: {
      inn: string;
      requestTime: string;
      operationTime: string;
      incomeType: FnsIncomeType;
      customerInn?: string;
      customerOrganization?: string;
      services: FnsService[];
      totalAmountKopecks: bigint;
      /** Our payout id: a repeat with the same value is answered DUPLICATE, never a second receipt. */
      operationUniqueId?: string;
    };
    response: { receiptId: string; link: string };
  };
  PostCancelReceiptRequestV2: {
    request: { inn: string; receiptId: string; reasonCode: FnsCancelReason };
    response: { requestResult: string };
  };
  GetCancelIncomeReasonsList: {
    request: Record<string, never>;
    response: { codes: { code: string; description: string }[] };
  };
  GetIncomeForPeriod: {
    request: { inn: string; taxPeriodId: string };
    response: { totalAmountKopecks: bigint; canceledTotalAmountKopecks: bigint; taxKopecks: bigint };
  };
  GetIncomeRequestV2: {
    request: { inn: string; from: string; to: string; limit: number; offset: number };
    response: { hasMore: boolean; receipts: FnsReceipt[] };
  };
  GetActivitiesListV2: {
    request: Record<string, never>;
    response: { activities: { id: string; parentId: string | null; name: string; isActive: boolean }[] };
  };
  GetRegionsList: { request: Record<string, never>; response: { regions: { oktmo: string; name: string }[] } };
};
export type FnsMethod = keyof FnsMethods;
export type FnsRequestOf<M extends FnsMethod> = FnsMethods[M]['request'];
export type FnsResponseOf<M extends FnsMethod> = FnsMethods[M]['response'];

export type FnsMessageState<M extends FnsMethod> =
  | { status: 'PROCESSING' }
  | { status: 'COMPLETED'; response: FnsResponseOf<M> };

/**
 * One MessageId's answer in a GetMessages batch: `ok` with the state `receive` would return, or the error
 * `receive` would throw (FnsPlatformError, FnsMessageNotFoundError, AppError FNS_UNAVAILABLE) as a value,
 * so one bad message does not hide the others. `fnsMessageState` (fns.get-messages.ts) turns it back
 * into today's return-or-throw.
 */
export type FnsPolledMessage<M extends FnsMethod> = { messageId: string } & (
  | { ok: true; state: FnsMessageState<M> }
  | { ok: false; error: FnsReceiveError }
);

/**
 * The client. `send` and `receive` are the two halves of the async pattern, so the caller can commit
 * the MessageId between them and a restart resumes with `receive` instead of sending again.
 *
 * Errors (fns.errors.ts): FnsPlatformError (SmzPlatformError in a COMPLETED answer: typed code, Russian
 * text, handling), FnsMessageNotFoundError (soap:Fault for an unknown or expired MessageId: send again),
 * and AppError('FNS_UNAVAILABLE') once the transport retries are spent (network, timeout, 5xx).
 */
export type FnsClient = {
  send<M extends FnsMethod>(method: M, request: FnsRequestOf<M>): Promise<string>;
  receive<M extends FnsMethod>(method: M, messageId: string): Promise<FnsMessageState<M>>;
  /**
   * The answers of many messages of one method (GetMessagesRequest, DOMAIN §9.2), in the order of
   * `messageIds` with repeats dropped: sent in batches of the client's `getMessagesBatchSize`, one call
   * after another; FNS's «too many calls» is waited out with growing pauses. Throws
   * FnsGetMessagesRefusedError when FNS refuses a call (too many ids: the setting is above FNS's limit;
   * too many calls: still refused after the pauses) and FNS_UNAVAILABLE as `receive` does.
   */
  getMessages<M extends FnsMethod>(method: M, messageIds: readonly string[]): Promise<FnsPolledMessage<M>[]>;
  /**
   * send + receive until COMPLETED within `budgetMs` (pauses 1 s → 30 s with jitter). For callers that
   * need no persistence (dictionaries, tests); throws FnsStillProcessingError carrying the MessageId
   * when the budget runs out.
   */
  call<M extends FnsMethod>(
    method: M,
    request: FnsRequestOf<M>,
    options?: { budgetMs?: number },
  ): Promise<FnsResponseOf<M>>;
};

/** The public status check (statusnpd.nalog.ru, DOMAIN §3.6). */
export type NpdStatusAnswer = { status: boolean; message: string };
export type StatusNpdClient = {
  /** requestDate: YYYY-MM-DD. Throws StatusNpdError (code, Russian message) on a 422 or when unavailable. */
  check(inn: string, requestDate: string): Promise<NpdStatusAnswer>;
};
