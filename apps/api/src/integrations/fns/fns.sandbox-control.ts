/**
 * The FNS sandbox's control calls (JSON, for tests and developers; listed in fns.sandbox.ts): switches,
 * reset, taxpayers, the taxpayer's answers to bind requests, unbinding, a receipt the taxpayer cancels, the
 * message log, the raw exchanges.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bigintReplacer } from '../../lib/money.js';
import { exchangesAfter } from './fns.sandbox-exchanges.js';
import {
  decideRequest,
  type FnsSandboxState,
  newTaxpayer,
  resetSandboxState,
  settleRequests,
  unbindByTaxpayer,
} from './fns.sandbox-state.js';
import { FNS_PERMISSIONS, type FnsPermission } from './fns.types.js';

type ControlBody = {
  message_delay_ms?: number;
  auto_approve_ms?: number | null;
  internal_error_next?: number;
  internal_error_rate?: number;
  lose_next?: number;
  partner_deny?: boolean;
  http_fail_next?: number;
  token_ttl_ms?: number;
  expire_tokens?: boolean;
  statusnpd_limit_per_minute?: number;
  get_messages_max_ids?: number;
  get_messages_max_calls?: number;
  get_messages_period_ms?: number;
};

type TaxpayerBody = {
  inn?: string;
  first_name?: string;
  second_name?: string;
  patronymic?: string | null;
  phone?: string;
  registered?: boolean;
  unregistration_time?: string | null;
  restriction?: { result?: 'ALLOW' | 'DENY'; rejection_code?: string | null };
  account?: { bonus_kopecks?: number; unpaid_kopecks?: number; debt_kopecks?: number };
  prior_income?: { amount_kopecks: number; operation_time: string }[];
};

const permissionsOf = (value: unknown): FnsPermission[] | undefined =>
  Array.isArray(value)
    ? value.filter((p): p is FnsPermission => (FNS_PERMISSIONS as readonly string[]).includes(p))
    : undefined;

const nonNegative = (value: unknown) => (typeof value === 'number' && value >= 0 ? value : undefined);
/** The control API takes kopecks as JSON integers; the sandbox keeps them as bigint like the portal. */
const kopecksOf = (value: unknown) => (Number.isSafeInteger(value) ? BigInt(value as number) : undefined);

export function registerFnsSandboxControl(scope: FastifyInstance, state: FnsSandboxState) {
  // The sandbox's taxpayers hold kopecks as bigint; its JSON answers write them as digit strings.
  scope.setReplySerializer((payload) => JSON.stringify(payload, bigintReplacer));
  scope.post('/sandbox/fns/control', async (req) => {
    const body = (req.body ?? {}) as ControlBody;
    const s = state.switches;
    s.messageDelayMs = nonNegative(body.message_delay_ms) ?? s.messageDelayMs;
    if (body.auto_approve_ms !== undefined) s.autoApproveMs = nonNegative(body.auto_approve_ms) ?? null;
    s.internalErrorNext = nonNegative(body.internal_error_next) ?? s.internalErrorNext;
    if (typeof body.internal_error_rate === 'number')
      s.internalErrorRate = Math.min(1, Math.max(0, body.internal_error_rate));
    s.loseNext = nonNegative(body.lose_next) ?? s.loseNext;
    if (typeof body.partner_deny === 'boolean') s.partnerDeny = body.partner_deny;
    s.httpFailNext = nonNegative(body.http_fail_next) ?? s.httpFailNext;
    s.tokenTtlMs = nonNegative(body.token_ttl_ms) ?? s.tokenTtlMs;
    if (body.expire_tokens) state.tokens.clear();
    s.statusNpdLimitPerMinute = nonNegative(body.statusnpd_limit_per_minute) ?? s.statusNpdLimitPerMinute;
    const limits = s.getMessages;
    limits.maxIds = nonNegative(body.get_messages_max_ids) ?? limits.maxIds;
    limits.maxCalls = nonNegative(body.get_messages_max_calls) ?? limits.maxCalls;
    limits.periodMs = nonNegative(body.get_messages_period_ms) ?? limits.periodMs;
    return { ...s };
  });

  scope.post('/sandbox/fns/control/reset', async () => {
    resetSandboxState(state);
    return { ok: true };
  });

  scope.post('/sandbox/fns/control/taxpayers', async (req, reply) => {
    const body = (req.body ?? {}) as TaxpayerBody;
    if (!body.inn || !/^\d{12}$/.test(body.inn)) return reply.code(400).send({ error: 'inn: 12 digits' });
    const known = state.taxpayers.get(body.inn);
    const taxpayer = known ?? newTaxpayer(body.inn, {});
    if (body.first_name !== undefined) taxpayer.firstName = body.first_name;
    if (body.second_name !== undefined) taxpayer.secondName = body.second_name;
    if (body.patronymic !== undefined) taxpayer.patronymic = body.patronymic;
    if (body.phone !== undefined) taxpayer.phone = body.phone.replace(/\D/g, '');
    if (body.registered === false) taxpayer.registrationTime = null;
    if (body.registered === true && !taxpayer.registrationTime) taxpayer.registrationTime = new Date().toISOString();
    if (body.unregistration_time !== undefined) {
      taxpayer.unregistrationTime = body.unregistration_time ? new Date(body.unregistration_time).toISOString() : null;
    }
    if (body.restriction) {
      taxpayer.restriction = {
        result: body.restriction.result === 'DENY' ? 'DENY' : 'ALLOW',
        rejectionCode: body.restriction.rejection_code ?? null,
      };
    }
    if (body.account) {
      taxpayer.account = {
        bonusKopecks: kopecksOf(body.account.bonus_kopecks) ?? taxpayer.account.bonusKopecks,
        unpaidKopecks: kopecksOf(body.account.unpaid_kopecks) ?? taxpayer.account.unpaidKopecks,
        debtKopecks: kopecksOf(body.account.debt_kopecks) ?? taxpayer.account.debtKopecks,
      };
    }
    state.taxpayers.set(taxpayer.inn, taxpayer);
    for (const income of body.prior_income ?? []) {
      const operationTime = new Date(income.operation_time).toISOString();
      state.receipts.push({
        receiptId: randomBytes(8).readBigUInt64BE().toString(36).slice(0, 10),
        inn: taxpayer.inn,
        partnerCode: 'OTHER_PARTNER',
        incomeType: 'FROM_INDIVIDUAL',
        services: [{ name: 'Доход через другого партнёра', amountKopecks: BigInt(income.amount_kopecks), quantity: 1 }],
        totalKopecks: BigInt(income.amount_kopecks),
        requestTime: operationTime,
        operationTime,
        customerInn: null,
        customerOrganization: null,
        operationUniqueId: null,
        cancelationTime: null,
        cancelReason: null,
      });
    }
    return reply.code(known ? 200 : 201).send(taxpayer);
  });

  scope.get('/sandbox/fns/control/bind-requests', async () => {
    settleRequests(state);
    return { items: state.requests };
  });

  scope.post<{ Params: { id: string; verb: string } }>(
    '/sandbox/fns/control/bind-requests/:id/:verb',
    async (req, reply) => {
      const request = state.requests.find((r) => r.id === req.params.id);
      if (!request) return reply.code(404).send({ error: 'bind request not found' });
      if (req.params.verb !== 'approve' && req.params.verb !== 'deny')
        return reply.code(404).send({ error: 'approve | deny' });
      const body = (req.body ?? {}) as { permissions?: unknown };
      decideRequest(state, request, req.params.verb === 'approve', permissionsOf(body.permissions));
      return request;
    },
  );

  scope.post<{ Params: { inn: string } }>('/sandbox/fns/control/taxpayers/:inn/unbind', async (req, reply) => {
    const taxpayer = state.taxpayers.get(req.params.inn);
    if (!taxpayer) return reply.code(404).send({ error: 'taxpayer not found' });
    unbindByTaxpayer(state, taxpayer);
    return taxpayer;
  });

  scope.post<{ Params: { inn: string } }>('/sandbox/fns/control/taxpayers/:inn/permissions', async (req, reply) => {
    const taxpayer = state.taxpayers.get(req.params.inn);
    if (!taxpayer) return reply.code(404).send({ error: 'taxpayer not found' });
    taxpayer.permissions = permissionsOf((req.body as { permissions?: unknown } | undefined)?.permissions) ?? [];
    return taxpayer;
  });

  // The contractor cancels a receipt in «Мой налог» themselves: GetIncomeRequestV2 then shows its CancelationTime.
  scope.post<{ Params: { inn: string; receiptId: string } }>(
    '/sandbox/fns/control/taxpayers/:inn/receipts/:receiptId/cancel',
    async (req, reply) => {
      const receipt = state.receipts.find((r) => r.inn === req.params.inn && r.receiptId === req.params.receiptId);
      if (!receipt) return reply.code(404).send({ error: 'receipt not found' });
      if (!receipt.cancelationTime) {
        receipt.cancelationTime = new Date().toISOString();
        receipt.cancelReason = 'REFUND';
      }
      return receipt;
    },
  );

  scope.get<{ Querystring: { after?: string } }>('/sandbox/fns/control/exchanges', async (req) => ({
    items: exchangesAfter(state.exchanges, Number(req.query.after) || 0),
  }));

  scope.get('/sandbox/fns/control/messages', async () => ({
    items: state.messageLog.map((m) => ({
      message_id: m.messageId,
      method: m.method,
      inn: m.inn,
      sent_at: new Date(m.sentAt).toISOString(),
      outcome: m.outcome.kind === 'error' ? m.outcome.code : 'OK',
    })),
  }));
}
