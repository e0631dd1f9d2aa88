/**
 * Accepted tasks' work paid together (docs/decisions/tasks.md «Many pairs, one registry»): the work accepted to be
 * paid later whose act both sides signed (`tasks/work_to_pay`), put into mass payout registries — one per kind —
 * that the company checks and pays on the registry's page (`tasks/work_to_pay/registry`); and one pair's work paid
 * on its own when its payout failed or it was never put in a registry (`task/{id}/repay`).
 */
import { z } from 'zod';
import { moneySchema } from './money.js';
import { bodyPageFields } from './pagination.js';
import { payoutKindSchema } from './payouts.js';

/** At most this many pairs in one «Оплатить реестром» (a registry from a file takes more). */
export const TASK_REGISTRY_MAX_PAIRS = 1000;

/** How accepting pays (user/action WAIT_PAYOUT): NOW — as soon as both sign the act; REGISTRY — later, together. */
export const taskPaymentModeSchema = z.enum(['NOW', 'REGISTRY'], { error: 'Оплата: NOW или REGISTRY' });
export type TaskPaymentMode = z.infer<typeof taskPaymentModeSchema>;
export const TASK_PAYMENT_MODE_LABELS: Readonly<Record<TaskPaymentMode, string>> = {
  NOW: 'Сразу, как обе стороны подпишут акт',
  REGISTRY: 'Позже, реестром вместе с другими работами',
};

/** The registry a pair's work was put in (its number, kind and status as the registry's page shows them). */
export const taskPairRegistrySchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  kind: payoutKindSchema,
  status: z.enum(['DRAFT', 'PROCESSING', 'COMPLETED', 'ERROR']),
  /** The registry was deleted: the work is free to be paid again. */
  deleted: z.boolean(),
});
export type TaskPairRegistry = z.infer<typeof taskPairRegistrySchema>;

/** One accepted work ready to be paid in a registry. */
export const taskWorkToPaySchema = z.object({
  task: z.object({ id: z.uuid(), number: z.number().int(), name: z.string() }),
  employee: z.object({ id: z.uuid(), fio: z.string(), inn: z.string().nullable() }),
  kind: payoutKindSchema,
  amount: moneySchema,
  service_name: z.string(),
  act: z.object({ id: z.uuid(), number: z.number().int(), date: z.string() }),
  accepted_at: z.string(),
});
export type TaskWorkToPay = z.infer<typeof taskWorkToPaySchema>;

export const taskWorkToPayRequestSchema = z.object({ ...bodyPageFields });
export type TaskWorkToPayRequest = z.input<typeof taskWorkToPayRequestSchema>;
export const taskWorkToPayResponseSchema = z.object({
  items: z.array(taskWorkToPaySchema),
  totalCount: z.number().int(),
  /** Of every work ready (not only this page). */
  total_amount: moneySchema,
});
export type TaskWorkToPayResponse = z.infer<typeof taskWorkToPayResponseSchema>;

const pairRefSchema = z.object({
  task_id: z.uuid({ error: 'Некорректное задание' }),
  employee_id: z.uuid({ error: 'Некорректный исполнитель' }),
});
export const taskRegistryRequestSchema = z.object({
  pairs: z
    .array(pairRefSchema, { error: 'Выберите работы' })
    .min(1, 'Выберите работы')
    .max(TASK_REGISTRY_MAX_PAIRS, `Не больше ${TASK_REGISTRY_MAX_PAIRS} работ в одном реестре`),
});
export type TaskRegistryRequest = z.input<typeof taskRegistryRequestSchema>;
export const taskRegistryResponseSchema = z.object({
  /** One registry per kind of payout among the chosen work (НПД and individuals go in registries of their own). */
  registries: z.array(
    z.object({
      id: z.uuid(),
      number: z.number().int(),
      kind: payoutKindSchema,
      rows: z.number().int(),
      path: z.string(),
    }),
  ),
});
export type TaskRegistryResponse = z.infer<typeof taskRegistryResponseSchema>;

/** POST task/{id}/repay: the pair's work paid on its own (a new payout, the same act). */
export const taskRepayRequestSchema = z.object({ employee_id: z.uuid({ error: 'Некорректный исполнитель' }) });
export type TaskRepayRequest = z.input<typeof taskRepayRequestSchema>;

export const TASK_REGISTRY_MESSAGES = {
  notReady: (fio: string, taskNumber: number) =>
    `${fio}, задание № ${taskNumber}: работа не готова к оплате реестром — она должна быть принята с оплатой реестром, акт подписан обеими сторонами, и работа не должна быть в другом реестре`,
  notFound: 'Работа не найдена: выберите её из списка готовых к оплате',
  notWaiting: 'Оплатить можно только принятую работу, которая ждёт оплаты',
  noAct: 'У работы нет акта',
  payoutInFlight: 'Выплата по этой работе ещё не завершилась: дождитесь её результата',
  paid: 'Работа уже оплачена',
  inRegistry: (number: number) => `Работа в реестре № ${number}: оплатите реестр или удалите его`,
} as const;
