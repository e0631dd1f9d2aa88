/**
 * The in-memory world of the FNS sandbox (DOMAIN.md §3.8): taxpayers, bind and permission requests,
 * receipts, messages and the fault switches. Shared by the SOAP endpoint, the control calls, the
 * developer pages and the statusnpd sandbox, so all of them see the same taxpayers.
 */
import { newExchangeLog, type SandboxExchangeLog } from './fns.sandbox-exchanges.js';
import { seedTaxpayers } from './fns.sandbox-seed.js';
import type { FnsCancelReason, FnsIncomeType, FnsPermission } from './fns.types.js';

export const FNS_SANDBOX_MASTER_TOKEN = 'fns-sandbox-master-token';
export const FNS_SANDBOX_USER_TOKEN = 'fns-sandbox-user-token';

/** The seeded taxpayers (all ИНН pass the checksum). */
export const FNS_SANDBOX_TAXPAYERS = {
  /** The demo contractor: НПД since 2024-03-01, ALLOW, not bound yet. */
  demo: '500100732259',
  /**
   * The demo's connected contractor: НПД, ALLOW, bound to the platform with every permission it asks for
   * from the start, as the demo seed records her (db/seed/demo-money.ts), so a newcomer can pay as НПД at once.
   */
  demoConnected: '770212345681',
  /** НПД, but FNS denies operations (RequestResult DENY). */
  restricted: '770712345633',
  /** Was НПД, unregistered on 2025-06-30. */
  unregistered: '500398765463',
} as const;

export type SandboxTaxpayer = {
  inn: string;
  firstName: string;
  secondName: string;
  patronymic: string | null;
  phone: string;
  email: string | null;
  /** ОКТМО */
  region: string;
  /** null: never registered as НПД. */
  registrationTime: string | null;
  unregistrationTime: string | null;
  activities: string[];
  restriction: { result: 'ALLOW' | 'DENY'; rejectionCode: string | null };
  account: { bonusKopecks: bigint; unpaidKopecks: bigint; debtKopecks: bigint };
  bound: boolean;
  permissions: FnsPermission[];
  updateTime: string | null;
};

export type SandboxRequestKind = 'BIND' | 'PERMISSIONS';
export type SandboxBindRequest = {
  id: string;
  kind: SandboxRequestKind;
  inn: string;
  permissions: FnsPermission[];
  status: 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';
  createdAt: number;
  processingTime: string | null;
};

export type SandboxReceipt = {
  receiptId: string;
  inn: string;
  /** null: our partner; otherwise income registered through someone else. */
  partnerCode: string | null;
  incomeType: FnsIncomeType;
  services: { name: string; amountKopecks: bigint; quantity: number }[];
  totalKopecks: bigint;
  requestTime: string;
  operationTime: string;
  customerInn: string | null;
  customerOrganization: string | null;
  operationUniqueId: string | null;
  cancelationTime: string | null;
  cancelReason: FnsCancelReason | null;
};

export type SandboxOutcome =
  | { kind: 'response'; element: string; body: Record<string, unknown> }
  | { kind: 'error'; code: string; message: string; args: Record<string, string> };

export type SandboxMessage = {
  messageId: string;
  /** The request element, e.g. PostIncomeRequestV2. */
  method: string;
  inn: string | null;
  sentAt: number;
  readyAt: number;
  /** lose_next: stays PROCESSING for ever. */
  lost: boolean;
  outcome: SandboxOutcome;
};

/**
 * GetMessagesRequest's limits (DOMAIN §9.2): FNS publishes none, so the sandbox's are settings — at
 * most `maxIds` MessageIds a call and `maxCalls` calls in any `periodMs`.
 */
export type GetMessagesLimits = { maxIds: number; maxCalls: number; periodMs: number };
export const DEFAULT_GET_MESSAGES_LIMITS: GetMessagesLimits = { maxIds: 100, maxCalls: 20, periodMs: 1000 };

export type SandboxSwitches = {
  messageDelayMs: number;
  autoApproveMs: number | null;
  internalErrorNext: number;
  internalErrorRate: number;
  loseNext: number;
  partnerDeny: boolean;
  httpFailNext: number;
  tokenTtlMs: number;
  statusNpdLimitPerMinute: number;
  getMessages: GetMessagesLimits;
};

export type FnsSandboxState = {
  switches: SandboxSwitches;
  taxpayers: Map<string, SandboxTaxpayer>;
  /** Newest first. */
  requests: SandboxBindRequest[];
  receipts: SandboxReceipt[];
  /** The receipts by `receiptOperationKey` (those sent with an OperationUniqueId): DUPLICATE without a scan. */
  receiptsByOperation: Map<string, SandboxReceipt>;
  unbound: { inn: string; unboundTime: string }[];
  messages: Map<string, SandboxMessage>;
  /** Newest first, for GET /control/messages. */
  messageLog: SandboxMessage[];
  /** The raw SOAP exchanges of the service endpoint (fns.sandbox-exchanges.ts). */
  exchanges: SandboxExchangeLog;
  tokens: Map<string, number>;
  /** statusnpd: request times per IP. */
  statusNpdHits: Map<string, number[]>;
  /** When the GetMessages calls it answered were made, for its «too many calls». */
  getMessagesCalls: number[];
  /** What a reset goes back to: the sandbox's options. */
  baseline: { messageDelayMs: number; getMessages: GetMessagesLimits };
};

export const CANCEL_REASONS = [
  { code: 'REFUND', description: 'Возврат средств' },
  { code: 'REGISTRATION_MISTAKE', description: 'Чек сформирован ошибочно' },
];

export const ACTIVITIES = [
  { id: '1', parentId: null, name: 'IT-услуги и программирование', isActive: true },
  { id: '2', parentId: '1', name: 'Разработка сайтов', isActive: true },
  { id: '3', parentId: null, name: 'Курьерская доставка', isActive: true },
  { id: '4', parentId: null, name: 'Репетиторство', isActive: true },
  { id: '5', parentId: null, name: 'Фото- и видеосъёмка', isActive: true },
  { id: '6', parentId: null, name: 'Сдача квартиры в аренду', isActive: false },
];

export const REGIONS = [
  { oktmo: '45000000', name: 'г. Москва' },
  { oktmo: '40000000', name: 'г. Санкт-Петербург' },
  { oktmo: '46000000', name: 'Московская область' },
  { oktmo: '92000000', name: 'Республика Татарстан' },
  { oktmo: '65000000', name: 'Свердловская область' },
  { oktmo: '50000000', name: 'Новосибирская область' },
];

export const receiptLink = (inn: string, receiptId: string) =>
  `https://lknpd.nalog.ru/api/v1/receipt/${inn}/${receiptId}/print`;

/** НПД rates: 4 % from individuals, 6 % from organisations and foreign agencies; half a kopeck rounds up. */
export const taxOf = (receipt: Pick<SandboxReceipt, 'incomeType' | 'totalKopecks'>) =>
  (receipt.totalKopecks * (receipt.incomeType === 'FROM_INDIVIDUAL' ? 4n : 6n) + 50n) / 100n;

export function defaultSwitches(
  messageDelayMs: number,
  getMessages: GetMessagesLimits = DEFAULT_GET_MESSAGES_LIMITS,
): SandboxSwitches {
  return {
    messageDelayMs,
    autoApproveMs: null,
    internalErrorNext: 0,
    internalErrorRate: 0,
    loseNext: 0,
    partnerDeny: false,
    httpFailNext: 0,
    tokenTtlMs: 60 * 60_000,
    statusNpdLimitPerMinute: 2,
    getMessages: { ...getMessages },
  };
}

export function newTaxpayer(inn: string, fields: Partial<SandboxTaxpayer>): SandboxTaxpayer {
  return {
    inn,
    firstName: '',
    secondName: '',
    patronymic: null,
    phone: '',
    email: null,
    region: '45000000',
    registrationTime: new Date().toISOString(),
    unregistrationTime: null,
    activities: [],
    restriction: { result: 'ALLOW', rejectionCode: null },
    account: { bonusKopecks: 1_000_000n, unpaidKopecks: 0n, debtKopecks: 0n },
    bound: false,
    permissions: [],
    updateTime: null,
    ...fields,
  };
}

/** A taxpayer's receipt by our OperationUniqueId: FNS answers a repeat with DUPLICATE. */
export const receiptOperationKey = (inn: string, operationUniqueId: string) => `${inn} ${operationUniqueId}`;

export function createSandboxState(
  messageDelayMs: number,
  getMessages: GetMessagesLimits = DEFAULT_GET_MESSAGES_LIMITS,
): FnsSandboxState {
  const state: FnsSandboxState = {
    switches: defaultSwitches(messageDelayMs, getMessages),
    taxpayers: new Map(),
    requests: [],
    receipts: [],
    receiptsByOperation: new Map(),
    unbound: [],
    messages: new Map(),
    messageLog: [],
    exchanges: newExchangeLog(),
    tokens: new Map(),
    statusNpdHits: new Map(),
    getMessagesCalls: [],
    baseline: { messageDelayMs, getMessages },
  };
  resetSandboxState(state);
  return state;
}

/**
 * Back to the seed; issued tokens stay valid so running clients do not notice a reset, and the raw
 * exchanges stay: they are a record of the traffic, not of the emulated world.
 */
export function resetSandboxState(state: FnsSandboxState): void {
  state.switches = defaultSwitches(state.baseline.messageDelayMs, state.baseline.getMessages);
  state.taxpayers = new Map(seedTaxpayers().map((t) => [t.inn, t]));
  state.requests = [];
  state.receipts = [];
  state.receiptsByOperation = new Map();
  state.unbound = [];
  state.messages.clear();
  state.messageLog = [];
  state.statusNpdHits.clear();
  state.getMessagesCalls = [];
}

/** Registered as НПД at `at` (ISO): registered before it and not unregistered by then. */
export function isRegisteredAt(taxpayer: SandboxTaxpayer | undefined, at: string): boolean {
  if (!taxpayer?.registrationTime || taxpayer.registrationTime > at) return false;
  return !taxpayer.unregistrationTime || taxpayer.unregistrationTime > at;
}

/** Auto-approval by the timer (auto_approve_ms), applied whenever requests are read. */
export function settleRequests(state: FnsSandboxState): void {
  const { autoApproveMs } = state.switches;
  if (autoApproveMs === null) return;
  for (const request of state.requests) {
    if (request.status === 'IN_PROGRESS' && Date.now() - request.createdAt >= autoApproveMs) {
      decideRequest(state, request, true);
    }
  }
}

/** The taxpayer's answer in «Мой налог»: approve (maybe with fewer permissions) or deny. */
export function decideRequest(
  state: FnsSandboxState,
  request: SandboxBindRequest,
  approve: boolean,
  permissions?: FnsPermission[],
): void {
  if (request.status !== 'IN_PROGRESS') return;
  request.processingTime = new Date().toISOString();
  if (!approve) {
    request.status = 'FAILED';
    return;
  }
  request.status = 'COMPLETED';
  if (permissions) request.permissions = request.permissions.filter((p) => permissions.includes(p));
  const taxpayer = state.taxpayers.get(request.inn);
  if (taxpayer) {
    taxpayer.bound = true;
    taxpayer.permissions = [...request.permissions];
  }
}

/** The taxpayer revokes the partner in «Мой налог». */
export function unbindByTaxpayer(state: FnsSandboxState, taxpayer: SandboxTaxpayer): void {
  taxpayer.bound = false;
  taxpayer.permissions = [];
  state.unbound.push({ inn: taxpayer.inn, unboundTime: new Date().toISOString() });
}
