/**
 * Per method of fns.types.ts: the request object → the payload element `<XxxRequest xmlns=payload-ns>`
 * in XSD field order, and the parsed `<XxxResponse>` → the typed answer (kopecks, ISO times, arrays).
 * A response missing a required field is `FnsMalformedError`: FNS (or we) broke the contract.
 */
import {
  FNS_PERMISSIONS,
  type FnsIncomeType,
  type FnsMethod,
  type FnsPermission,
  type FnsProcessingResult,
  type FnsReceipt,
  type FnsRequestOf,
  type FnsResponseOf,
  type FnsService,
} from './fns.types.js';
import {
  asNode,
  compact,
  decimalToKopecks,
  fromXsDateTime,
  kopecksToDecimal,
  list,
  PAYLOAD_NS,
  text,
  toXsDateTime,
  type XmlNode,
} from './soap.js';

/** The XML element names of each method (three of them carry a V2 on the response too). */
export const FNS_XML_NAMES: Record<FnsMethod, { request: string; response: string }> = {
  PostBindPartnerWithInn: names('PostBindPartnerWithInn'),
  PostBindPartnerWithPhone: names('PostBindPartnerWithPhone'),
  GetBindPartnerStatus: names('GetBindPartnerStatus'),
  PostGrantedPermissions: names('PostGrantedPermissions'),
  GetGrantedPermissionsStatus: names('GetGrantedPermissionsStatus'),
  GetGrantedPermissions: names('GetGrantedPermissions'),
  PostUnbindPartner: names('PostUnbindPartner'),
  GetNewlyUnboundTaxpayers: names('GetNewlyUnboundTaxpayers'),
  GetTaxpayerStatus: names('GetTaxpayerStatus'),
  GetTaxpayerRestrictions: names('GetTaxpayerRestrictions'),
  GetTaxpayerAccountStatus: names('GetTaxpayerAccountStatus'),
  PutTaxpayerData: names('PutTaxpayerData'),
  PostIncomeRequestV2: { request: 'PostIncomeRequestV2', response: 'PostIncomeResponseV2' },
  PostCancelReceiptRequestV2: { request: 'PostCancelReceiptRequestV2', response: 'PostCancelReceiptResponseV2' },
  GetCancelIncomeReasonsList: names('GetCancelIncomeReasonsList'),
  GetIncomeForPeriod: names('GetIncomeForPeriod'),
  GetIncomeRequestV2: { request: 'GetIncomeRequestV2', response: 'GetIncomeResponseV2' },
  GetActivitiesListV2: { request: 'GetActivitiesListRequestV2', response: 'GetActivitiesListResponseV2' },
  GetRegionsList: names('GetRegionsList'),
};

function names(base: string) {
  return { request: `${base}Request`, response: `${base}Response` };
}

export class FnsMalformedError extends Error {
  constructor(what: string) {
    super(`Malformed FNS answer: ${what}`);
    this.name = 'FnsMalformedError';
  }
}

type Encoders = { [M in FnsMethod]: (request: FnsRequestOf<M>) => Record<string, unknown> };
type Decoders = { [M in FnsMethod]: (node: XmlNode) => FnsResponseOf<M> };

const money = (kopecks: bigint) => kopecksToDecimal(kopecks);
const time = (iso: string | undefined) => (iso === undefined ? undefined : toXsDateTime(iso));
const services = (items: FnsService[]) =>
  items.map((s) => ({ Amount: money(s.amountKopecks), Name: s.name, Quantity: String(s.quantity) }));

const ENCODERS: Encoders = {
  PostBindPartnerWithInn: (r) => ({ Inn: r.inn, Permissions: r.permissions }),
  PostBindPartnerWithPhone: (r) => ({ Phone: r.phone, Permissions: r.permissions }),
  GetBindPartnerStatus: (r) => ({ Id: r.id }),
  PostGrantedPermissions: (r) => ({ Inn: r.inn, Permissions: r.permissions }),
  GetGrantedPermissionsStatus: (r) => ({ Id: r.id }),
  GetGrantedPermissions: (r) => ({ Inn: r.inn }),
  PostUnbindPartner: (r) => ({ Inn: r.inn }),
  GetNewlyUnboundTaxpayers: (r) => ({
    From: time(r.from),
    To: time(r.to),
    Limit: String(r.limit),
    Offset: String(r.offset),
  }),
  GetTaxpayerStatus: (r) => ({ Inn: r.inn }),
  GetTaxpayerRestrictions: (r) => ({ Inn: r.inn }),
  GetTaxpayerAccountStatus: (r) => ({ Inn: r.inn }),
  PutTaxpayerData: (r) => ({ Inn: r.inn, Phone: r.phone, Email: r.email, Activities: r.activities, Region: r.region }),
  PostIncomeRequestV2: (r) => ({
    Inn: r.inn,
    RequestTime: toXsDateTime(r.requestTime),
    OperationTime: toXsDateTime(r.operationTime),
    IncomeType: r.incomeType,
    CustomerInn: r.customerInn,
    CustomerOrganization: r.customerOrganization,
    Services: services(r.services),
    TotalAmount: money(r.totalAmountKopecks),
    OperationUniqueId: r.operationUniqueId,
  }),
  PostCancelReceiptRequestV2: (r) => ({ Inn: r.inn, ReceiptId: r.receiptId, ReasonCode: r.reasonCode }),
  GetCancelIncomeReasonsList: () => ({}),
  GetIncomeForPeriod: (r) => ({ Inn: r.inn, TaxPeriodId: r.taxPeriodId }),
  GetIncomeRequestV2: (r) => ({
    Inn: r.inn,
    From: toXsDateTime(r.from),
    To: toXsDateTime(r.to),
    Limit: String(r.limit),
    Offset: String(r.offset),
  }),
  GetActivitiesListV2: () => ({}),
  GetRegionsList: () => ({}),
};

/** `{ XxxRequest: { '@_xmlns': payload-ns, …fields } }`, ready to go inside SendMessageRequest/Message. */
export function encodeRequest<M extends FnsMethod>(method: M, request: FnsRequestOf<M>): XmlNode {
  const encode = ENCODERS[method] as (r: FnsRequestOf<M>) => Record<string, unknown>;
  return { [FNS_XML_NAMES[method].request]: { '@_xmlns': PAYLOAD_NS, ...compact(encode(request)) } };
}

/** The typed answer from the `<XxxResponse>` element's content. */
export function decodeResponse<M extends FnsMethod>(method: M, node: XmlNode): FnsResponseOf<M> {
  return (DECODERS[method] as (n: XmlNode) => FnsResponseOf<M>)(node);
}

// Readers of the parsed answer.
function req(node: XmlNode, key: string): string {
  const value = text(node[key]);
  if (value === null || value === '') throw new FnsMalformedError(`${key} missing`);
  return value;
}
const opt = (node: XmlNode, key: string): string | null => {
  const value = text(node[key]);
  return value === null || value === '' ? null : value;
};
function reqTime(node: XmlNode, key: string): string {
  const value = fromXsDateTime(req(node, key));
  if (!value) throw new FnsMalformedError(`${key} is not a date-time`);
  return value;
}
function optTime(node: XmlNode, key: string): string | null {
  const raw = opt(node, key);
  return raw === null ? null : reqTime(node, key);
}
function kopecks(node: XmlNode, key: string): bigint {
  const value = decimalToKopecks(req(node, key));
  if (value === null) throw new FnsMalformedError(`${key} is not an amount`);
  return value;
}
function bool(node: XmlNode, key: string): boolean {
  return opt(node, key) === 'true';
}
const strings = (value: unknown) =>
  list(value)
    .map((v) => text(v) ?? '')
    .filter(Boolean);
const permissions = (value: unknown) =>
  strings(value).filter((p): p is FnsPermission => (FNS_PERMISSIONS as readonly string[]).includes(p));
const nodes = (value: unknown) => list(value).map((v) => asNode(v) ?? {});
function result(node: XmlNode, key: string): FnsProcessingResult {
  const value = req(node, key);
  if (value !== 'IN_PROGRESS' && value !== 'COMPLETED' && value !== 'FAILED') {
    throw new FnsMalformedError(`${key}=${value}`);
  }
  return value;
}

function receipt(node: XmlNode): FnsReceipt {
  return {
    receiptId: req(node, 'ReceiptId'),
    link: opt(node, 'Link') ?? '',
    totalAmountKopecks: kopecks(node, 'TotalAmount'),
    incomeType: req(node, 'IncomeType') as FnsIncomeType,
    requestTime: reqTime(node, 'RequestTime'),
    operationTime: reqTime(node, 'OperationTime'),
    taxPeriodId: req(node, 'TaxPeriodId'),
    taxToPayKopecks: opt(node, 'TaxToPay') === null ? 0n : kopecks(node, 'TaxToPay'),
    partnerCode: opt(node, 'PartnerCode'),
    supplierInn: opt(node, 'SupplierInn'),
    cancelationTime: optTime(node, 'CancelationTime'),
    services: nodes(node.Services).map((s) => ({
      name: req(s, 'Name'),
      amountKopecks: kopecks(s, 'Amount'),
      quantity: Number(req(s, 'Quantity')),
    })),
  };
}

const DECODERS: Decoders = {
  PostBindPartnerWithInn: (n) => ({ id: req(n, 'Id') }),
  PostBindPartnerWithPhone: (n) => ({ id: req(n, 'Id') }),
  GetBindPartnerStatus: (n) => ({
    result: result(n, 'Result'),
    inn: opt(n, 'Inn'),
    permissions: permissions(n.Permissions),
    processingTime: optTime(n, 'ProcessingTime'),
  }),
  PostGrantedPermissions: (n) => ({ id: req(n, 'Id') }),
  GetGrantedPermissionsStatus: (n) => ({
    inn: opt(n, 'Inn'),
    result: result(n, 'Result'),
    processingTime: optTime(n, 'ProcessingTime'),
  }),
  GetGrantedPermissions: (n) => ({ permissions: permissions(n.GrantedPermissionsList) }),
  PostUnbindPartner: (n) => ({ unregistrationTime: reqTime(n, 'UnregistrationTime') }),
  GetNewlyUnboundTaxpayers: (n) => ({
    taxpayers: nodes(n.Taxpayers).map((t) => ({
      inn: req(t, 'Inn'),
      firstName: req(t, 'FirstName'),
      secondName: req(t, 'SecondName'),
      patronymic: opt(t, 'Patronymic'),
      unboundTime: reqTime(t, 'UnboundTime'),
      registrationTime: reqTime(t, 'RegistrationTime'),
      phone: opt(t, 'Phone') ?? '',
    })),
    hasMore: bool(n, 'HasMore'),
  }),
  GetTaxpayerStatus: (n) => ({
    firstName: req(n, 'FirstName'),
    secondName: req(n, 'SecondName'),
    patronymic: opt(n, 'Patronymic'),
    registrationTime: reqTime(n, 'RegistrationTime'),
    unregistrationTime: optTime(n, 'UnregistrationTime'),
    unregistrationReason: opt(n, 'UnregistrationReason'),
    activities: strings(n.Activities),
    region: opt(n, 'Region') ?? '',
    phone: opt(n, 'Phone') ?? '',
    email: opt(n, 'Email'),
    accountNumber: opt(n, 'AccountNumber'),
    updateTime: optTime(n, 'UpdateTime'),
    registrationCertificateNumber: opt(n, 'RegistrationCertificateNumber'),
  }),
  GetTaxpayerRestrictions: (n) => {
    const value = req(n, 'RequestResult');
    if (value !== 'ALLOW' && value !== 'DENY') throw new FnsMalformedError(`RequestResult=${value}`);
    return { requestResult: value, rejectionCode: opt(n, 'RejectionCode') };
  },
  GetTaxpayerAccountStatus: (n) => ({
    bonusAmountKopecks: kopecks(n, 'BonusAmount'),
    unpaidAmountKopecks: kopecks(n, 'UnpaidAmount'),
    debtAmountKopecks: kopecks(n, 'DebtAmount'),
  }),
  PutTaxpayerData: (n) => ({ updateTime: reqTime(n, 'UpdateTime') }),
  PostIncomeRequestV2: (n) => ({ receiptId: req(n, 'ReceiptId'), link: opt(n, 'Link') ?? '' }),
  PostCancelReceiptRequestV2: (n) => ({ requestResult: req(n, 'RequestResult') }),
  GetCancelIncomeReasonsList: (n) => ({
    codes: nodes(n.Codes).map((c) => ({ code: req(c, 'Code'), description: opt(c, 'Description') ?? '' })),
  }),
  GetIncomeForPeriod: (n) => ({
    totalAmountKopecks: kopecks(n, 'TotalAmount'),
    canceledTotalAmountKopecks: kopecks(n, 'CanceledTotalAmount'),
    taxKopecks: kopecks(n, 'Tax'),
  }),
  GetIncomeRequestV2: (n) => ({ hasMore: bool(n, 'HasMore'), receipts: nodes(n.Receipts).map(receipt) }),
  GetActivitiesListV2: (n) => ({
    activities: nodes(n.Activities).map((a) => ({
      id: req(a, 'Id'),
      parentId: opt(a, 'ParentId'),
      name: req(a, 'Name'),
      isActive: bool(a, 'IsActive'),
    })),
  }),
  GetRegionsList: (n) => ({ regions: nodes(n.Regions).map((r) => ({ oktmo: req(r, 'Oktmo'), name: req(r, 'Name') })) }),
};
