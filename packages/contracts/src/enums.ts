/**
 * Every enumeration of SPEC.md §3–§4, defined once. Both the API and the web app import these;
 * never re-declare a status or kind elsewhere.
 */
import { z } from 'zod';

export const roleSchema = z.enum(['user', 'employee']);
export type Role = z.infer<typeof roleSchema>;

export const paymentTabSchema = z.enum(['npd', 'individual']);
export type PaymentTab = z.infer<typeof paymentTabSchema>;

export const sortFieldSchema = z.enum([
  'NUMBER',
  'ADDED_AT',
  'AMOUNT',
  'EMPLOYEE_NPD',
  'EMPLOYEE_FIO',
  'EMPLOYEE',
  'NAME',
  'PERIOD',
  'START_TIME',
  'FIO',
]);
export type SortField = z.infer<typeof sortFieldSchema>;
export const sortDirectionSchema = z.enum(['ASC', 'DESC']);
export type SortDirection = z.infer<typeof sortDirectionSchema>;
export const filterScopeSchema = z.enum(['MY', 'ALL']);
export type FilterScope = z.infer<typeof filterScopeSchema>;

export const importFileKindSchema = z.enum(['TXT1C', 'EXCEL']);
export const balanceOperationSchema = z.enum([
  'CREDIT',
  'DEBIT',
  'HOLD',
  'UNHOLD',
  'BLOCK',
  'UNBLOCK',
  'DEBT',
  'UNDEBT',
]);
export const accountTypeSchema = z.enum(['LEGAL_ENTITY', 'IP']);
export const bankIntegrationSchema = z.enum(['ONE_C_DIRECT_BANK', 'SBER_BALANCE']);
export const employeeKindSchema = z.enum(['INDIVIDUAL_PERSON', 'INDIVIDUAL_ENTREPRENEUR']);
export type EmployeeKind = z.infer<typeof employeeKindSchema>;
export const personTypeSchema = z.enum(['LEGAL', 'INDIVIDUAL', 'ENTREPRENEUR']);
export const taxRegimeSchema = z.enum(['OSNO', 'USN_INCOME', 'USN_INCOME_EXPENSES', 'PSN', 'NPD', 'OTHER']);
export type TaxRegime = z.infer<typeof taxRegimeSchema>;
export const signatureKindSchema = z.enum(['KEP', 'UKEP_GOSKEY', 'UNEP_GOSKEY', 'SELF_NEP']);
export const documentKindSchema = z.enum(['ACT', 'CONTRACT']);
export const payoutOriginSchema = z.enum(['SYSTEM', 'FNS']);
export const representativeDocumentKindSchema = z.enum(['USER', 'TRUST_DOCUMENT', 'AGREEMENT_DOCUMENT']);
/**
 * SPEC §3 hash algorithms ("several GOST, SHA and MD variants", list not shown): named after
 * CryptoPro's CADESCOM_HASH_ALGORITHM_* constants without the prefix, the names the browser's plug-in
 * uses (DOMAIN.md §6.4). OIDs and byte order: apps/api `lib/signature-crypto/hashes.ts`.
 */
export const hashAlgorithmSchema = z.enum([
  'MD5',
  'SHA1',
  'SHA_256',
  'SHA_512',
  'CP_GOST_3411',
  'CP_GOST_3411_2012_256',
  'CP_GOST_3411_2012_512',
]);
export type HashAlgorithm = z.infer<typeof hashAlgorithmSchema>;
/** How a person reads each algorithm's name (history lines, evidence). */
export const HASH_ALGORITHM_LABELS: Readonly<Record<HashAlgorithm, string>> = {
  MD5: 'MD5',
  SHA1: 'SHA-1',
  SHA_256: 'SHA-256',
  SHA_512: 'SHA-512',
  CP_GOST_3411: 'ГОСТ Р 34.11-94',
  CP_GOST_3411_2012_256: 'ГОСТ Р 34.11-2012 (256 бит)',
  CP_GOST_3411_2012_512: 'ГОСТ Р 34.11-2012 (512 бит)',
};
export const fieldValueTypeSchema = z.enum(['STRING', 'INTEGER', 'BOOLEAN', 'FLOAT', 'ARRAY']);
export const inviteActionSchema = z.enum(['INVITE', 'CANCEL', 'CONFIRM']);
export const taskEmployeeActionSchema = z.enum([
  'INVITE',
  'REPLY',
  'CANCEL',
  'IN_PROGRESS',
  'WAIT_PAYOUT',
  'COMPLETED',
  'CONFIRM',
]);

// Status sets of SPEC.md §4.
export const importFileStatusSchema = z.enum(['NEW', 'ACTIVATED', 'ERROR', 'IN_PROGRESS']);
export const payoutStatusSchema = z.enum(['CREATED', 'PENDING', 'DONE', 'DECLINED', 'ERROR']);
export const taskStatusSchema = z.enum(['DRAFT', 'PUBLISH', 'IN_PROGRESS', 'CANCELED', 'DONE', 'COMPLETED']);
export const massPayoutStatusSchema = z.enum(['DRAFT', 'PROCESSING', 'COMPLETED', 'ERROR']);
export const payoutRepeatStatusSchema = z.enum([
  'CREATED',
  'CANCELED',
  'IN_PROGRESS',
  'IN_PROGRESS_CANCELLATION',
  'ERROR',
]);
export const simpleProcessingStatusSchema = z.enum(['NEW', 'PROCESSING', 'SUCCESS', 'ERROR']);
export const inviteStatusSchema = z.enum(['DRAFT', 'PUBLISH', 'REJECT']);
export const documentStatusSchema = z.enum([
  'DRAFT',
  'AWAIT_SIGN',
  'AWAIT_SIGN_USER',
  'AWAIT_SIGN_EMPLOYEE',
  'AWAIT_GENERATE_ATTACHMENTS',
  'SIGNED',
  'REJECTED',
  'ERROR',
  'TERMINATE',
]);
export const signatureStatusSchema = z.enum([
  'AWAIT_SIGN',
  'SIGNED',
  'REJECTED',
  'ERROR',
  'AWAIT_SIGN_USER',
  'AWAIT_SIGN_EMPLOYEE',
]);
export const certificateStatusSchema = z.enum(['CREATED', 'ACTIVE', 'EXPIRED', 'REVOCATED']);
export const bundleImportStatusSchema = z.enum([
  'NEW',
  'AWAIT_GENERATE_DOCUMENTS',
  'PROCESSING',
  'COMPLETED_SUCCESS',
  'COMPLETED_ERRORS',
]);
export const userStatusSchema = z.enum(['ACTIVE', 'BLOCKED', 'PENDING', 'DECLINED']);
export type UserStatus = z.infer<typeof userStatusSchema>;
export const bankBindingStatusSchema = z.enum(['AWAIT_BIND', 'BIND', 'UNBIND', 'ERROR']);
export const integrationStatusSchema = z.enum(['NEW', 'IN_PROCESS', 'ACTIVE', 'ERROR']);
export const payoutWaitStatusSchema = z.enum(['WAIT_PERIOD', 'IN_PROGRESS', 'DONE', 'ERROR']);
export const signStateSchema = z.enum(['AWAIT_SIGN', 'SIGNED']);
export const documentHistoryEventSchema = z.enum([
  'UNKNOWN',
  'CREATED',
  'UPDATED',
  'DELETED',
  'USER_SIGNED',
  'USER_REJECTED',
  'EMPLOYEE_SIGNED',
  'EMPLOYEE_REJECTED',
  'ATTACHMENT_CREATED',
  'ATTACHMENT_GENERATED',
  'REQUEST_ATTACHMENTS_HASH',
  'SEND_TO_GOSKEY_SIGNING',
  'GOSKEY_SENT_ERROR',
  'GOSKEY_SIGN_EMPLOYEE_EXPIRED',
  'GOSKEY_SIGN_USER_EXPIRED',
  'SEND_TO_EMAIL',
  'TERMINATE',
]);
export const payoutHistoryEventSchema = z.enum([
  'UNKNOWN',
  'CREATED',
  'UPDATED',
  'DELETED',
  'PAID',
  'PROCESSING',
  'ADD_FILE',
  'DELETE_FILE',
  'ADD_RECEIPT',
  'ERROR',
  'SIGNED',
  'REPEAT',
]);

/** Action links sent by e-mail carry `action=<one of these>` (SPEC §4 action-link handling). */
export const linkActionSchema = z.enum(['VERIFY_EMAIL', 'UPDATE_PASSWORD']);
export type LinkAction = z.infer<typeof linkActionSchema>;

/** Steps of /customer-complete-registration, in order (SPEC §2). */
export const customerRegistrationStepSchema = z.enum([
  'self-nep',
  'sber-balance',
  'email-confirm',
  'sign-trusted-document',
]);
export type CustomerRegistrationStep = z.infer<typeof customerRegistrationStepSchema>;
