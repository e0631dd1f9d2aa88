/**
 * The bank sandbox's control calls (JSON, for tests and developers; listed in bank.sandbox.ts): faults,
 * reset, top-ups of the nominal account and the payments with how many times each was executed.
 */
import { kopecksToRubles, rublesToKopecks } from '@vyplaty/contracts';
import type { FastifyInstance } from 'fastify';
import { paymentView, statementView } from './bank.sandbox-checks.js';
import {
  type BankSandboxState,
  maskCard,
  resetBankSandbox,
  type SandboxPayment,
  type SandboxRecipient,
  seededRandom,
  settlePayments,
  type TopUpInput,
  topUp,
} from './bank.sandbox-state.js';

type FaultsBody = {
  timeoutRate?: unknown;
  errorRate?: unknown;
  lostAnswerRate?: unknown;
  lateDeclineRate?: unknown;
  delayMs?: unknown;
  hangMs?: unknown;
  errorStatus?: unknown;
  seed?: unknown;
  timeoutNext?: unknown;
  errorNext?: unknown;
  lostAnswerNext?: unknown;
  lateDeclineNext?: unknown;
  denyRecipients?: unknown;
  declinePaymentIds?: unknown;
};

const rate = (value: unknown) => (typeof value === 'number' && value >= 0 && value <= 1 ? value : undefined);
const count = (value: unknown) =>
  Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : undefined;

/** A recipient as the sandbox shows it: a card by its last four digits. */
export function recipientView(recipient: SandboxRecipient) {
  return recipient.type === 'CARD' ? { ...recipient, card_number: maskCard(recipient.card_number) } : recipient;
}

export const controlPaymentView = (payment: SandboxPayment) => ({
  ...paymentView(payment),
  recipient: recipientView(payment.recipient),
  purpose: payment.purpose,
  requests: payment.requests,
  executions: payment.executions,
});

/** A top-up's fields checked; the Russian message of the first problem, or the input. */
export function checkTopUp(
  body: Record<string, unknown>,
  bookedAt: number,
): { input: TopUpInput } | { error: string; field: string } {
  const str = (key: string) => (typeof body[key] === 'string' ? (body[key] as string).trim() : '');
  const inn = str('payerInn');
  if (inn && !/^\d{10}(\d{2})?$/.test(inn)) return { field: 'payerInn', error: 'ИНН плательщика: 10 или 12 цифр' };
  const name = str('payerName');
  if (!name || name.length > 300) return { field: 'payerName', error: 'Укажите наименование плательщика' };
  const account = str('payerAccount');
  if (account && !/^\d{20}$/.test(account)) return { field: 'payerAccount', error: 'Счёт плательщика: 20 цифр' };
  const amount = rublesToKopecks(str('amount'));
  if (amount === null || amount <= 0n) {
    return { field: 'amount', error: 'Сумма в рублях больше нуля, не больше двух знаков после запятой' };
  }
  const purpose = str('purpose');
  if (!purpose || purpose.length > 210) return { field: 'purpose', error: 'Назначение платежа: от 1 до 210 символов' };
  return {
    input: {
      payerInn: inn || null,
      payerName: name,
      payerAccount: account || null,
      amountKopecks: amount,
      purpose,
      bookedAt,
    },
  };
}

export function registerBankSandboxControl(scope: FastifyInstance, state: BankSandboxState) {
  const faultsView = () => ({
    ...state.faults,
    denyRecipients: [...state.faults.denyRecipients],
    declinePaymentIds: [...state.faults.declinePaymentIds],
  });

  scope.post('/sandbox/bank/control/faults', async (req) => {
    const body = (req.body ?? {}) as FaultsBody;
    const f = state.faults;
    f.timeoutRate = rate(body.timeoutRate) ?? f.timeoutRate;
    f.errorRate = rate(body.errorRate) ?? f.errorRate;
    f.lostAnswerRate = rate(body.lostAnswerRate) ?? f.lostAnswerRate;
    f.lateDeclineRate = rate(body.lateDeclineRate) ?? f.lateDeclineRate;
    f.delayMs = count(body.delayMs) ?? f.delayMs;
    f.hangMs = count(body.hangMs) ?? f.hangMs;
    f.timeoutNext = count(body.timeoutNext) ?? f.timeoutNext;
    f.errorNext = count(body.errorNext) ?? f.errorNext;
    f.lostAnswerNext = count(body.lostAnswerNext) ?? f.lostAnswerNext;
    f.lateDeclineNext = count(body.lateDeclineNext) ?? f.lateDeclineNext;
    const status = count(body.errorStatus);
    if (status !== undefined && status >= 500 && status <= 599) f.errorStatus = status;
    if (status === 429) f.errorStatus = 429;
    if (Array.isArray(body.denyRecipients)) f.denyRecipients = new Set(body.denyRecipients.map(String));
    if (Array.isArray(body.declinePaymentIds)) f.declinePaymentIds = new Set(body.declinePaymentIds.map(String));
    const seed = count(body.seed);
    if (seed !== undefined) state.random = seededRandom(seed);
    return faultsView();
  });

  scope.post('/sandbox/bank/control/reset', async () => {
    resetBankSandbox(state);
    return faultsView();
  });

  scope.post('/sandbox/bank/control/top-up', async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const bookedAt = typeof body.bookedAt === 'string' ? Date.parse(body.bookedAt) : Date.now();
    if (Number.isNaN(bookedAt)) return reply.code(400).send({ error_message: 'bookedAt: дата и время ISO 8601' });
    const checked = checkTopUp(body, bookedAt);
    if ('error' in checked) return reply.code(400).send({ error_message: checked.error, field: checked.field });
    return reply.code(201).send(statementView(topUp(state, checked.input)));
  });

  scope.get('/sandbox/bank/control/payments', async () => {
    settlePayments(state, Date.now());
    let executions = 0;
    let executedKopecks = 0n;
    for (const payment of state.order) {
      executions += payment.executions;
      executedKopecks += payment.amountKopecks * BigInt(payment.executions);
    }
    return {
      items: state.order.map(controlPaymentView),
      executions,
      executed_amount: kopecksToRubles(executedKopecks),
      /** Payments executed more than once: the sandbox never does it, tests assert it stays empty. */
      executed_twice: state.order.filter((p) => p.executions > 1).map((p) => p.id),
    };
  });
}
