/**
 * The demo company's payouts (issue 14 "Demo"): both kinds in every status the lifecycle reaches —
 * CREATED (a draft), PENDING, DONE, DECLINED, ERROR, and the repeat/cancel statuses CREATED (repeated)
 * and CANCELED — spread over the last weeks, with their history, notifications and ledger operations.
 *
 * How (docs/decisions/payouts.md "Demo payouts"): every step is the payouts module's own lifecycle
 * function (its public face), run in process with the clock set back to the step's moment — create
 * (checklist, HOLD, the execute job in the outbox), marked sent to the bank (history PROCESSING), then
 * the bank's answer recorded as the poll job records it: `settlePaid` (DEBIT, DONE, the НПД receipt
 * queued for FNS) or `settleFailed` (UNHOLD with the bank's Russian reason); cancel and repeat are the
 * routes' own services. Only the bank's side is not replayed: the seed runs before the server listens
 * and the bank sandbox keeps its payments in memory, so a past payment carries a demo bank reference
 * (`DEMO-…`), as the demo top-up does, and no statement line — every such payout is older than the
 * statement check's three days. What is real after `npm start`: the execute jobs of the past payouts
 * find them settled and stop; the receipt jobs register each DONE НПД payout's receipt in the FNS
 * sandbox; the PENDING payouts (made a minute before the start) go through the bank and FNS sandboxes
 * and end DONE within seconds, as a payout in processing does.
 *
 * Not seeded: the repeat statuses IN_PROGRESS, IN_PROGRESS_CANCELLATION and ERROR — the lifecycle
 * repeats and cancels in one transaction, so a payout never rests in them.
 */
import { createPayoutsRequestSchema, type PayoutKind } from '@vyplaty/contracts';
import type { ActorContext, AppContext } from '../../context.js';
import { declineReason } from '../../integrations/bank/bank.types.js';
import {
  BANK_UNREACHABLE_REASON,
  cancelPayout,
  createPayouts,
  markPayoutsSent,
  repeatPayout,
  settleFailed,
  settlePaid,
} from '../../modules/payouts/index.js';
import { inTransaction } from '../transaction.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** How a demo payout ends; `repeatedAfterDays`: a failed one paid again (a new payout, DONE) that many days later. */
type Fate = 'CREATED' | 'PENDING' | 'DONE' | 'DECLINED' | 'ERROR' | 'CANCELED';
type DemoPayout = {
  kind: PayoutKind;
  amount: string;
  service: string;
  daysAgo: number;
  /** Moscow time of day, "HH:MM". */
  at: string;
  fate: Fate;
  comment?: string;
  repeatedAfterDays?: number;
};

/** The НПД payouts to Соколова (СБП) and the individual ones to Кузнецов (bank account). */
export const DEMO_PAYOUTS: readonly DemoPayout[] = [
  { kind: 'NPD', amount: '18000.00', service: 'Разработка логотипа', daysAgo: 20, at: '11:20', fate: 'DONE' },
  {
    kind: 'INDIVIDUAL',
    amount: '24000.00',
    service: 'Монтаж выставочного стенда',
    daysAgo: 19,
    at: '15:05',
    fate: 'DONE',
  },
  {
    kind: 'NPD',
    amount: '32500.00',
    service: 'Вёрстка лендинга',
    daysAgo: 13,
    at: '10:40',
    fate: 'DONE',
    comment: 'Акт № 14 от заказчика подписан',
  },
  {
    kind: 'INDIVIDUAL',
    amount: '16000.00',
    service: 'Перевод технической документации',
    daysAgo: 12,
    at: '16:30',
    fate: 'DONE',
  },
  {
    kind: 'INDIVIDUAL',
    amount: '5000.00',
    service: 'Замеры помещения',
    daysAgo: 10,
    at: '12:15',
    fate: 'DECLINED',
    repeatedAfterDays: 1,
  },
  { kind: 'NPD', amount: '6400.00', service: 'Иллюстрации для блога', daysAgo: 9, at: '14:50', fate: 'DECLINED' },
  {
    kind: 'NPD',
    amount: '4500.00',
    service: 'Дизайн баннеров',
    daysAgo: 8,
    at: '17:10',
    fate: 'ERROR',
    repeatedAfterDays: 1,
  },
  { kind: 'NPD', amount: '7800.00', service: 'Подготовка презентации', daysAgo: 6, at: '09:45', fate: 'DONE' },
  {
    kind: 'INDIVIDUAL',
    amount: '2500.00',
    service: 'Курьерская доставка образцов',
    daysAgo: 5,
    at: '13:00',
    fate: 'CANCELED',
  },
  { kind: 'NPD', amount: '3200.00', service: 'Редактура статьи', daysAgo: 4, at: '18:25', fate: 'CANCELED' },
  { kind: 'INDIVIDUAL', amount: '7500.00', service: 'Сборка мебели в офисе', daysAgo: 4, at: '11:35', fate: 'ERROR' },
  { kind: 'NPD', amount: '12000.00', service: 'Съёмка товаров для каталога', daysAgo: 1, at: '16:00', fate: 'CREATED' },
  {
    kind: 'INDIVIDUAL',
    amount: '6000.00',
    service: 'Погрузочные работы',
    daysAgo: 1,
    at: '16:20',
    fate: 'CREATED',
    comment: 'Оплатить после подписания акта',
  },
  { kind: 'NPD', amount: '9000.00', service: 'Ведение соцсетей компании', daysAgo: 0, at: 'now', fate: 'PENDING' },
  {
    kind: 'INDIVIDUAL',
    amount: '8000.00',
    service: 'Консультация по охране труда',
    daysAgo: 0,
    at: 'now',
    fate: 'PENDING',
  },
];

/** The moment `daysAgo` days before `now` at Moscow time `at` (UTC+3); "now" is a minute before the start. */
export function demoMoment(now: Date, daysAgo: number, at: string): Date {
  if (at === 'now') return new Date(now.getTime() - MINUTE_MS);
  const [hours, minutes] = at.split(':').map(Number) as [number, number];
  const day = new Date(now.getTime() - daysAgo * DAY_MS);
  day.setUTCHours(hours - 3, minutes, 0, 0);
  return day;
}

type Step = { at: Date; run: () => Promise<void> };

export async function seedDemoPayouts(
  ctx: AppContext,
  who: { customerId: string; accountId: string; npdEmployeeId: string; individualEmployeeId: string },
): Promise<void> {
  const at = (moment: Date): AppContext => ({ ...ctx, now: () => moment });
  const asCompany = (moment: Date): ActorContext => ({
    ...at(moment),
    actor: { accountId: who.accountId, sessionId: 'demo-seed', role: 'user', entityId: who.customerId },
  });
  const later = (moment: Date, minutes: number) => new Date(moment.getTime() + minutes * MINUTE_MS);

  /** The bank took it (PROCESSING) and answered: paid a couple of minutes later, or declined, or never reached. */
  const bankSteps = (id: string, created: Date, fate: Fate): Step[] => {
    const sent: Step = {
      at: later(created, 0.3),
      run: async () => void (await markPayoutsSent(at(later(created, 0.3)), [id])),
    };
    if (fate === 'DONE') {
      const paidAt = later(created, 2);
      const bankReference = `DEMO-OUT-${id.slice(0, 8).toUpperCase()}`;
      return [
        sent,
        {
          at: paidAt,
          run: async () => void (await settlePaid(at(paidAt), [{ id, executedAt: paidAt, bankReference }])),
        },
      ];
    }
    if (fate === 'DECLINED') {
      const answered = later(created, 3);
      const reason = declineReason('RECIPIENT_BANK_DECLINED');
      return [
        sent,
        { at: answered, run: async () => void (await settleFailed(at(answered), id, { status: 'DECLINED', reason })) },
      ];
    }
    if (fate === 'ERROR') {
      // The send retried for about ten minutes, then the bank said it never got the payment.
      const gaveUp = later(created, 11);
      const reason = BANK_UNREACHABLE_REASON;
      return [
        sent,
        { at: gaveUp, run: async () => void (await settleFailed(at(gaveUp), id, { status: 'ERROR', reason })) },
      ];
    }
    return [];
  };

  // Steps run in time order, so the company's payout numbers follow the calendar as they would have.
  const steps: Step[] = [];
  const schedule = (step: Step) => {
    steps.push(step);
    steps.sort((a, b) => a.at.getTime() - b.at.getTime());
  };
  for (const demo of DEMO_PAYOUTS) {
    const created = demoMoment(ctx.now(), demo.daysAgo, demo.at);
    schedule({
      at: created,
      run: async () => {
        const employeeId = demo.kind === 'NPD' ? who.npdEmployeeId : who.individualEmployeeId;
        const input = createPayoutsRequestSchema.parse({
          rows: [{ employee_id: employeeId, amount: demo.amount, service_name: demo.service, comment: demo.comment }],
          pay: demo.fate !== 'CREATED',
        });
        const { items } = await inTransaction(asCompany(created), (txCtx) => createPayouts(txCtx, demo.kind, input));
        const id = items[0]!.id;
        if (demo.fate === 'CANCELED') {
          const canceled = later(created, 0.2);
          schedule({ at: canceled, run: async () => void (await cancelPayout(asCompany(canceled), demo.kind, id)) });
        }
        for (const step of bankSteps(id, created, demo.fate)) schedule(step);
        if (demo.repeatedAfterDays) {
          const repeated = later(created, demo.repeatedAfterDays * 24 * 60);
          schedule({
            at: repeated,
            run: async () => {
              const repeat = await inTransaction(asCompany(repeated), (txCtx) => repeatPayout(txCtx, demo.kind, id));
              for (const step of bankSteps(repeat.id, repeated, 'DONE')) schedule(step);
            },
          });
        }
      },
    });
  }
  while (steps.length > 0) await steps.shift()!.run();
}
