/**
 * What the FNS sandbox answers to each payload element (DOMAIN.md §3.2–§3.3, §3.8): the request is
 * checked and applied to the state when it is sent, and the outcome (an `<XxxResponse>` body or a
 * SmzPlatformError) is revealed by GetMessage once the message delay has passed.
 */
import { randomUUID } from 'node:crypto';
import { FNS_ERROR_TEXTS, type KnownFnsErrorCode } from './fns.errors.js';
import {
  bound,
  innOf,
  page,
  permissionsOf,
  Refusal,
  refuse,
  registered,
  required,
  str,
  strings,
  timeOf,
  xsTime,
} from './fns.sandbox-checks.js';
import { INCOME_HANDLERS } from './fns.sandbox-income.js';
import {
  ACTIVITIES,
  CANCEL_REASONS,
  type FnsSandboxState,
  REGIONS,
  type SandboxOutcome,
  settleRequests,
} from './fns.sandbox-state.js';
import type { FnsPermission } from './fns.types.js';
import { kopecksToDecimal, toXsDateTime, type XmlNode } from './soap.js';

function newRequest(state: FnsSandboxState, kind: 'BIND' | 'PERMISSIONS', inn: string, permissions: FnsPermission[]) {
  const request = {
    id: randomUUID(),
    kind,
    inn,
    permissions,
    status: 'IN_PROGRESS' as const,
    createdAt: Date.now(),
    processingTime: null,
  };
  state.requests.unshift(request);
  return { Id: request.id };
}

function findRequest(state: FnsSandboxState, node: XmlNode, kind: 'BIND' | 'PERMISSIONS') {
  settleRequests(state);
  const id = required(node, 'Id');
  return state.requests.find((r) => r.id === id && r.kind === kind) ?? refuse('REQUEST_VALIDATION_ERROR', 'Id');
}

type Handler = (state: FnsSandboxState, node: XmlNode) => Record<string, unknown>;

const HANDLERS: Record<string, Handler> = {
  PostBindPartnerWithInnRequest: (state, node) => {
    const inn = innOf(node);
    const permissions = permissionsOf(node);
    if (registered(state, inn).bound) refuse('TAXPAYER_ALREADY_BOUND');
    return newRequest(state, 'BIND', inn, permissions);
  },
  PostBindPartnerWithPhoneRequest: (state, node) => {
    const phone = required(node, 'Phone').replace(/\D/g, '');
    const permissions = permissionsOf(node);
    const taxpayer = [...state.taxpayers.values()].find((t) => t.phone === phone) ?? refuse('TAXPAYER_UNREGISTERED');
    if (registered(state, taxpayer.inn).bound) refuse('TAXPAYER_ALREADY_BOUND');
    return newRequest(state, 'BIND', taxpayer.inn, permissions);
  },
  GetBindPartnerStatusRequest: (state, node) => {
    const request = findRequest(state, node, 'BIND');
    return {
      Result: request.status,
      Inn: request.inn,
      Permissions: request.status === 'COMPLETED' ? request.permissions : undefined,
      ProcessingTime: xsTime(request.processingTime),
    };
  },
  PostGrantedPermissionsRequest: (state, node) => {
    const inn = innOf(node);
    const permissions = permissionsOf(node);
    bound(state, inn);
    return newRequest(state, 'PERMISSIONS', inn, permissions);
  },
  GetGrantedPermissionsStatusRequest: (state, node) => {
    const request = findRequest(state, node, 'PERMISSIONS');
    return { Inn: request.inn, Result: request.status, ProcessingTime: xsTime(request.processingTime) };
  },
  GetGrantedPermissionsRequest: (state, node) => ({
    GrantedPermissionsList: bound(state, innOf(node)).permissions,
  }),
  PostUnbindPartnerRequest: (state, node) => {
    const taxpayer = bound(state, innOf(node));
    taxpayer.bound = false;
    taxpayer.permissions = [];
    return { UnregistrationTime: toXsDateTime(new Date()) };
  },
  GetNewlyUnboundTaxpayersRequest: (state, node) => {
    const from = timeOf(node, 'From', false);
    const to = timeOf(node, 'To', false);
    const matching = state.unbound.filter((u) => (!from || u.unboundTime >= from) && (!to || u.unboundTime <= to));
    const { items, hasMore } = page(matching, node);
    return {
      Taxpayers: items.map((u) => {
        const t = state.taxpayers.get(u.inn);
        return {
          Inn: u.inn,
          FirstName: t?.firstName,
          SecondName: t?.secondName,
          Patronymic: t?.patronymic ?? undefined,
          UnboundTime: toXsDateTime(u.unboundTime),
          RegistrationTime: xsTime(t?.registrationTime ?? null),
          Phone: t?.phone,
        };
      }),
      HasMore: String(hasMore),
    };
  },
  GetTaxpayerStatusRequest: (state, node) => {
    // A former НПД is still described (with UnregistrationTime); only the never-registered are unknown.
    const taxpayer = state.taxpayers.get(innOf(node));
    if (!taxpayer?.registrationTime) return refuse('TAXPAYER_UNREGISTERED');
    return {
      FirstName: taxpayer.firstName,
      SecondName: taxpayer.secondName,
      Patronymic: taxpayer.patronymic ?? undefined,
      RegistrationTime: toXsDateTime(taxpayer.registrationTime),
      UnregistrationTime: xsTime(taxpayer.unregistrationTime),
      UnregistrationReason: taxpayer.unregistrationTime ? 'REFUSE' : undefined,
      Activities: taxpayer.activities,
      Region: taxpayer.region,
      Phone: taxpayer.phone,
      Email: taxpayer.email ?? undefined,
      UpdateTime: xsTime(taxpayer.updateTime),
    };
  },
  GetTaxpayerRestrictionsRequest: (state, node) => {
    const taxpayer = registered(state, innOf(node));
    return {
      RequestResult: taxpayer.restriction.result,
      RejectionCode: taxpayer.restriction.rejectionCode ?? undefined,
    };
  },
  GetTaxpayerAccountStatusRequest: (state, node) => {
    const { account } = bound(state, innOf(node));
    return {
      BonusAmount: kopecksToDecimal(account.bonusKopecks),
      UnpaidAmount: kopecksToDecimal(account.unpaidKopecks),
      DebtAmount: kopecksToDecimal(account.debtKopecks),
    };
  },
  PutTaxpayerDataRequest: (state, node) => {
    const taxpayer = bound(state, innOf(node));
    const activities = strings(node.Activities);
    if (activities.some((id) => !ACTIVITIES.some((a) => a.id === id && a.isActive))) {
      refuse('REQUEST_VALIDATION_ERROR', 'Activities');
    }
    const region = str(node, 'Region');
    if (region && !REGIONS.some((r) => r.oktmo === region)) refuse('REQUEST_VALIDATION_ERROR', 'Region');
    if (str(node, 'Phone')) taxpayer.phone = str(node, 'Phone');
    if (str(node, 'Email')) taxpayer.email = str(node, 'Email');
    if (activities.length) taxpayer.activities = activities;
    if (region) taxpayer.region = region;
    taxpayer.updateTime = new Date().toISOString();
    return { UpdateTime: toXsDateTime(taxpayer.updateTime) };
  },
  ...INCOME_HANDLERS,
  GetCancelIncomeReasonsListRequest: () => ({
    Codes: CANCEL_REASONS.map((r) => ({ Code: r.code, Description: r.description })),
  }),
  GetActivitiesListRequestV2: () => ({
    Activities: ACTIVITIES.map((a) => ({
      Id: a.id,
      ParentId: a.parentId ?? undefined,
      Name: a.name,
      IsActive: String(a.isActive),
    })),
  }),
  GetRegionsListRequest: () => ({ Regions: REGIONS.map((r) => ({ Oktmo: r.oktmo, Name: r.name })) }),
};

/** `PostIncomeRequestV2` → `PostIncomeResponseV2`, `GetTaxpayerStatusRequest` → `GetTaxpayerStatusResponse`. */
export const responseElementOf = (requestElement: string) => requestElement.replace(/Request(V2)?$/, 'Response$1');

export const isKnownMethod = (element: string) => element in HANDLERS;

/** Applies one request to the state; never throws for FNS-level refusals (they are the outcome). */
export function handleSandboxRequest(state: FnsSandboxState, element: string, node: XmlNode): SandboxOutcome {
  // Only a validation error names its field (in Args), to help whoever reads the sandbox's answer.
  const error = (code: KnownFnsErrorCode, field?: string): SandboxOutcome => ({
    kind: 'error',
    code,
    message: FNS_ERROR_TEXTS[code],
    args: code === 'REQUEST_VALIDATION_ERROR' && field ? { field } : {},
  });
  const { switches } = state;
  if (switches.internalErrorNext > 0) {
    switches.internalErrorNext -= 1;
    return error('INTERNAL_ERROR');
  }
  if (switches.internalErrorRate > 0 && Math.random() < switches.internalErrorRate) return error('INTERNAL_ERROR');
  if (switches.partnerDeny) return error('PARTNER_DENY');
  const handler = HANDLERS[element];
  if (!handler) return error('REQUEST_VALIDATION_ERROR');
  try {
    return { kind: 'response', element: responseElementOf(element), body: handler(state, node) };
  } catch (caught) {
    if (caught instanceof Refusal) return error(caught.code, caught.detail);
    throw caught;
  }
}
