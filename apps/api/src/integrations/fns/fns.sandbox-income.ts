/**
 * The FNS sandbox's income methods (DOMAIN.md §3.2, §3.5): receipts with their lknpd links, DUPLICATE
 * on a repeated OperationUniqueId, cancellation (ALREADY_DELETED, RECEIPT_ID_NOT_FOUND), the month's
 * sums and the paged receipt list, income through other partners included.
 */
import { randomBytes } from 'node:crypto';
import { bound, innOf, page, refuse, required, str, timeOf, xsTime } from './fns.sandbox-checks.js';
import {
  CANCEL_REASONS,
  type FnsSandboxState,
  receiptLink,
  receiptOperationKey,
  type SandboxReceipt,
  taxOf,
} from './fns.sandbox-state.js';
import type { FnsIncomeType } from './fns.types.js';
import { asNode, decimalToKopecks, kopecksToDecimal, list, taxPeriodOf, toXsDateTime, type XmlNode } from './soap.js';

/**
 * A receipt as `ReceiptV2` of the XSD 0.28 has it, in its order: no customer (FNS keeps the customer's
 * ИНН on the receipt it prints, but does not give it back in the list).
 */
function receiptXml(r: SandboxReceipt) {
  return {
    Link: receiptLink(r.inn, r.receiptId),
    TotalAmount: kopecksToDecimal(r.totalKopecks),
    ReceiptId: r.receiptId,
    IncomeType: r.incomeType,
    RequestTime: toXsDateTime(r.requestTime),
    OperationTime: toXsDateTime(r.operationTime),
    TaxPeriodId: taxPeriodOf(r.operationTime),
    TaxToPay: kopecksToDecimal(r.cancelationTime ? 0n : taxOf(r)),
    PartnerCode: r.partnerCode ?? undefined,
    CancelationTime: xsTime(r.cancelationTime),
    Services: r.services.map((s) => ({
      Amount: kopecksToDecimal(s.amountKopecks),
      Name: s.name,
      Quantity: String(s.quantity),
    })),
  };
}

const INCOME_TYPES: FnsIncomeType[] = ['FROM_INDIVIDUAL', 'FROM_LEGAL_ENTITY', 'FROM_FOREIGN_AGENCY'];

function postIncome(state: FnsSandboxState, node: XmlNode) {
  const inn = innOf(node);
  const requestTime = timeOf(node, 'RequestTime', true) as string;
  const operationTime = timeOf(node, 'OperationTime', true) as string;
  const incomeType = required(node, 'IncomeType') as FnsIncomeType;
  if (!INCOME_TYPES.includes(incomeType)) refuse('REQUEST_VALIDATION_ERROR', 'IncomeType');
  const customerInn = str(node, 'CustomerInn') || null;
  if (customerInn && !/^\d{10}(\d{2})?$/.test(customerInn)) refuse('REQUEST_VALIDATION_ERROR', 'CustomerInn');
  const customerOrganization = str(node, 'CustomerOrganization') || null;
  if (incomeType === 'FROM_LEGAL_ENTITY' && (!customerInn || !customerOrganization)) {
    refuse('REQUEST_VALIDATION_ERROR', 'CustomerInn/CustomerOrganization');
  }
  const serviceNodes = list(node.Services).map((s) => asNode(s) ?? {});
  if (serviceNodes.length < 1 || serviceNodes.length > 6) refuse('REQUEST_VALIDATION_ERROR', 'Services');
  const services = serviceNodes.map((s) => {
    const amountKopecks = decimalToKopecks(required(s, 'Amount'));
    const quantity = required(s, 'Quantity');
    if (amountKopecks === null || amountKopecks <= 0n || !/^[1-9]\d{0,5}$/.test(quantity)) {
      refuse('REQUEST_VALIDATION_ERROR', 'Services');
    }
    return { name: required(s, 'Name'), amountKopecks: amountKopecks as bigint, quantity: Number(quantity) };
  });
  const totalKopecks = decimalToKopecks(required(node, 'TotalAmount'));
  if (totalKopecks !== services.reduce((sum, s) => sum + s.amountKopecks * BigInt(s.quantity), 0n)) {
    refuse('REQUEST_VALIDATION_ERROR', 'TotalAmount');
  }
  bound(state, inn, 'INCOME_REGISTRATION');
  const operationUniqueId = str(node, 'OperationUniqueId') || null;
  const operationKey = operationUniqueId ? receiptOperationKey(inn, operationUniqueId) : null;
  if (operationKey && state.receiptsByOperation.has(operationKey)) refuse('DUPLICATE');
  const receipt: SandboxReceipt = {
    receiptId: randomBytes(8).readBigUInt64BE().toString(36).slice(0, 10),
    inn,
    partnerCode: null,
    incomeType,
    services,
    totalKopecks: totalKopecks as bigint,
    requestTime,
    operationTime,
    customerInn,
    customerOrganization,
    operationUniqueId,
    cancelationTime: null,
    cancelReason: null,
  };
  state.receipts.push(receipt);
  if (operationKey) state.receiptsByOperation.set(operationKey, receipt);
  return { ReceiptId: receipt.receiptId, Link: receiptLink(inn, receipt.receiptId) };
}

function cancelReceipt(state: FnsSandboxState, node: XmlNode) {
  const inn = innOf(node);
  const receiptId = required(node, 'ReceiptId');
  const reason = required(node, 'ReasonCode');
  if (!CANCEL_REASONS.some((r) => r.code === reason)) refuse('REQUEST_VALIDATION_ERROR', 'ReasonCode');
  bound(state, inn, 'CANCEL_INCOME');
  const receipt =
    state.receipts.find((r) => r.inn === inn && r.receiptId === receiptId) ?? refuse('RECEIPT_ID_NOT_FOUND');
  if (receipt.cancelationTime) refuse('ALREADY_DELETED');
  receipt.cancelationTime = new Date().toISOString();
  receipt.cancelReason = reason as SandboxReceipt['cancelReason'];
  return { RequestResult: 'DELETED' };
}

function incomeForPeriod(state: FnsSandboxState, node: XmlNode) {
  const inn = innOf(node);
  const period = required(node, 'TaxPeriodId');
  if (!/^\d{4}(0[1-9]|1[0-2])$/.test(period)) refuse('REQUEST_VALIDATION_ERROR', 'TaxPeriodId');
  bound(state, inn);
  const month = state.receipts.filter((r) => r.inn === inn && taxPeriodOf(r.operationTime) === period);
  const active = month.filter((r) => !r.cancelationTime);
  const sum = (items: SandboxReceipt[]) => items.reduce((total, r) => total + r.totalKopecks, 0n);
  return {
    TotalAmount: kopecksToDecimal(sum(active)),
    CanceledTotalAmount: kopecksToDecimal(sum(month.filter((r) => r.cancelationTime))),
    Tax: kopecksToDecimal(active.reduce((total, r) => total + taxOf(r), 0n)),
  };
}

function incomeList(state: FnsSandboxState, node: XmlNode) {
  const inn = innOf(node);
  const from = timeOf(node, 'From', true) as string;
  const to = timeOf(node, 'To', true) as string;
  bound(state, inn);
  const matching = state.receipts
    .filter((r) => r.inn === inn && r.operationTime >= from && r.operationTime <= to)
    .sort((a, b) => a.operationTime.localeCompare(b.operationTime));
  const { items, hasMore } = page(matching, node);
  return { HasMore: String(hasMore), Receipts: items.map(receiptXml) };
}

export const INCOME_HANDLERS = {
  PostIncomeRequestV2: postIncome,
  PostCancelReceiptRequestV2: cancelReceipt,
  GetIncomeForPeriodRequest: incomeForPeriod,
  GetIncomeRequestV2: incomeList,
};
