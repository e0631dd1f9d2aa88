/**
 * Tasks (issue 26, SPEC §7 Tasks, User task(s), Employee task(s); docs/decisions/tasks.md): the work a
 * company publishes, and each contractor's part in it — the pair task–contractor with its own status.
 * The two state machines live in the API (modules/tasks/task-states.ts); these are the shapes on the wire.
 */
import { z } from 'zod';
import {
  documentStatusSchema,
  filterScopeSchema,
  payoutStatusSchema,
  payoutWaitStatusSchema,
  sortDirectionSchema,
  taskStatusSchema,
} from './enums.js';
import type { TaskHistoryEvent } from './history.js';
import { moneyAmountSchema, moneySchema } from './money.js';
import { bodyPageFields, cursorPageFields, nextCursorField } from './pagination.js';
import { taskPairRegistrySchema, taskPaymentModeSchema } from './task-registry.js';

export const TASK_NOT_FOUND_MESSAGE = 'Задание не найдено';
export const TASK_NAME_MAX = 200;
export const TASK_DESCRIPTION_MAX = 5000;
export const TASK_COMMENT_MAX = 1000;
/** Contractors invited (or acted on) by one company call: a single contractor is a batch of one. */
export const TASK_ACTION_MAX_EMPLOYEES = 100;

export type TaskStatus = z.infer<typeof taskStatusSchema>;

export const TASK_STATUS_LABELS: Readonly<Record<TaskStatus, string>> = {
  DRAFT: 'Черновик',
  PUBLISH: 'Опубликовано',
  IN_PROGRESS: 'В работе',
  CANCELED: 'Отменено',
  DONE: 'Приём работ завершён',
  COMPLETED: 'Выполнено',
};

/**
 * A contractor's part in a task (not in SPEC §4, the portal's own, docs/decisions/tasks.md): invited by the
 * company, replied by the contractor, confirmed (either side agreed to the other's proposal — the
 * contractor is on the task), at work, done (the result handed over), accepted and waiting for the
 * payout, completed (paid), or canceled (refused or removed by either side: a normal outcome, never an error).
 */
export const taskPairStatusSchema = z.enum([
  'INVITED',
  'REPLIED',
  'CONFIRMED',
  'IN_PROGRESS',
  'DONE',
  'WAIT_PAYOUT',
  'COMPLETED',
  'CANCELED',
]);
export type TaskPairStatus = z.infer<typeof taskPairStatusSchema>;

export const TASK_PAIR_STATUS_LABELS: Readonly<Record<TaskPairStatus, string>> = {
  INVITED: 'Приглашён',
  REPLIED: 'Откликнулся',
  CONFIRMED: 'Участвует',
  IN_PROGRESS: 'В работе',
  DONE: 'Работа сдана',
  WAIT_PAYOUT: 'Принято, ожидает выплаты',
  COMPLETED: 'Выплачено',
  CANCELED: 'Отказ',
};

/** Who ended a pair: the company removed the contractor, the contractor refused, or the portal (task closed). */
export const taskPartySchema = z.enum(['COMPANY', 'CONTRACTOR', 'SYSTEM']);
export type TaskParty = z.infer<typeof taskPartySchema>;

/** Who ended a pair, as the company reads it beside the reason. */
export const TASK_PARTY_LABELS: Readonly<Record<TaskParty, string>> = {
  COMPANY: 'Компания убрала исполнителя',
  CONTRACTOR: 'Исполнитель отказался',
  SYSTEM: 'Задание закрыто',
};

/** A fixed sum per contractor, or a price per unit times a quantity. */
export const taskPricingSchema = z.enum(['FIXED', 'PER_UNIT'], {
  error: 'Оплата: FIXED (фиксированная сумма) или PER_UNIT (цена за единицу × количество)',
});
export type TaskPricing = z.infer<typeof taskPricingSchema>;

export const TASK_PRICING_LABELS: Readonly<Record<TaskPricing, string>> = {
  FIXED: 'Фиксированная сумма',
  PER_UNIT: 'Цена за единицу × количество',
};

/** Who sees a published task: only the contractors invited, or every contractor of the company (they may reply). */
export const taskAudienceSchema = z.enum(['CHOSEN', 'ALL'], {
  error: 'Кому: CHOSEN (выбранным исполнителям) или ALL (всем исполнителям компании)',
});
export type TaskAudience = z.infer<typeof taskAudienceSchema>;

export const TASK_AUDIENCE_LABELS: Readonly<Record<TaskAudience, string>> = {
  CHOSEN: 'Выбранным исполнителям',
  ALL: 'Всем исполнителям компании',
};

const dateSchema = z.iso.date({ error: 'Дата в формате ГГГГ-ММ-ДД' });
const commentSchema = z
  .string({ error: 'Комментарий — строка' })
  .trim()
  .max(TASK_COMMENT_MAX, `Комментарий — не длиннее ${TASK_COMMENT_MAX} символов`);
/** Units of work with up to three decimals (1.5 часа), as text: never a float. */
const quantitySchema = z
  .string({ error: 'Укажите количество' })
  .trim()
  .regex(/^\d{1,9}([.,]\d{1,3})?$/, 'Количество — число, не больше трёх знаков после запятой: 1,5')
  .refine((q) => Number(q.replace(',', '.')) > 0, 'Количество должно быть больше нуля');

/**
 * POST task (a DRAFT) and PUT task/{id} (a DRAFT only). Bad input of every kind is a Russian 400; a period
 * ending before it starts, a PER_UNIT task without a quantity, a FIXED one with one, too.
 */
export const taskInputSchema = z
  .object({
    name: z
      .string({ error: 'Укажите название задания' })
      .trim()
      .min(1, 'Укажите название задания')
      .max(TASK_NAME_MAX, `Название — не длиннее ${TASK_NAME_MAX} символов`),
    description: z
      .string({ error: 'Описание — строка' })
      .trim()
      .max(TASK_DESCRIPTION_MAX, `Описание — не длиннее ${TASK_DESCRIPTION_MAX} символов`)
      .default(''),
    /** A service of the company's catalogue (`services/`): its name is the receipt's line and the act's subject. */
    service_id: z.uuid({ error: 'Выберите услугу из справочника' }),
    pricing: taskPricingSchema,
    /** The fixed sum per contractor, or the price of one unit. */
    amount: moneyAmountSchema,
    quantity: quantitySchema.optional(),
    /** The unit's name for PER_UNIT (час, шт.); defaults to the service's unit. */
    unit: z.string().trim().max(32, 'Единица — не длиннее 32 символов').optional(),
    period_start: dateSchema,
    period_end: dateSchema,
    /** When the work starts, if it has a set time (ISO date-time). */
    start_time: z.iso.datetime({ offset: true, error: 'Время начала — дата и время ISO 8601' }).nullable().optional(),
    place: z.string().trim().max(500, 'Место — не длиннее 500 символов').default(''),
  })
  .superRefine((task, ctx) => {
    if (task.period_end < task.period_start) {
      ctx.addIssue({ code: 'custom', path: ['period_end'], message: 'Период заканчивается раньше, чем начинается' });
    }
    if (task.pricing === 'PER_UNIT' && !task.quantity) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'Укажите количество единиц' });
    }
    if (task.pricing === 'FIXED' && task.quantity) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'У фиксированной суммы нет количества' });
    }
  });
export type TaskInput = z.input<typeof taskInputSchema>;

/** Counts of the task's pairs by status (every status present, zero when none). */
export const taskPairCountsSchema = z.record(taskPairStatusSchema, z.number().int());

export const taskSchema = z.object({
  id: z.uuid(),
  /** The company's own running number of the task. */
  number: z.number().int(),
  name: z.string(),
  description: z.string(),
  service: z.object({ id: z.uuid(), name: z.string() }),
  pricing: taskPricingSchema,
  amount: moneySchema,
  quantity: z.string().nullable(),
  unit: z.string().nullable(),
  /** What one contractor is paid for the task: amount, or amount × quantity rounded to the kopeck. */
  total: moneySchema,
  period_start: z.string(),
  period_end: z.string(),
  start_time: z.string().nullable(),
  place: z.string(),
  status: taskStatusSchema,
  /** Set when published. */
  audience: taskAudienceSchema.nullable(),
  company: z.object({ id: z.uuid(), name: z.string() }),
  /** Who of the company made it (the MY scope of the list). */
  created_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  pairs: taskPairCountsSchema,
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
  /** The company's acceptance window now: days after a hand-over before silence is acceptance. */
  acceptance_days: z.number().int(),
  /** What the caller may do now (the company). */
  can_edit: z.boolean(),
  can_publish: z.boolean(),
  can_cancel: z.boolean(),
  can_complete: z.boolean(),
  can_invite: z.boolean(),
  /** A DRAFT may be deleted. */
  can_delete: z.boolean(),
  /** Any task may be copied into a new DRAFT. */
  can_copy: z.boolean(),
});
export type Task = z.infer<typeof taskSchema>;

/** POST task/{id}/publish: to the contractors invited so far (CHOSEN, at least one) or to all of the company's. */
export const taskPublishRequestSchema = z.object({ audience: taskAudienceSchema });
export const taskCancelRequestSchema = z.object({
  reason: commentSchema.min(1, 'Укажите причину отмены'),
});

/**
 * POST task/{id}/user/action — the company about some of the task's contractors: INVITE (contractors of the
 * company; a DRAFT or published task), CONFIRM (take a contractor who replied), CANCEL (remove, with a
 * reason), WAIT_PAYOUT (accept the result handed over), IN_PROGRESS (return the result for rework, with a
 * comment). Every contractor is checked first; one refused contractor refuses the call, nothing changed.
 */
export const taskUserActionSchema = z.enum(['INVITE', 'CONFIRM', 'CANCEL', 'WAIT_PAYOUT', 'IN_PROGRESS'], {
  error: 'Действие: INVITE, CONFIRM, CANCEL, WAIT_PAYOUT или IN_PROGRESS',
});
export type TaskUserAction = z.infer<typeof taskUserActionSchema>;
export const taskUserActionRequestSchema = z.object({
  action: taskUserActionSchema,
  employee_ids: z
    .array(z.uuid({ error: 'Некорректный исполнитель' }), { error: 'Выберите исполнителей' })
    .min(1, 'Выберите исполнителей')
    .max(TASK_ACTION_MAX_EMPLOYEES, `Не больше ${TASK_ACTION_MAX_EMPLOYEES} исполнителей за раз`),
  comment: commentSchema.optional(),
  /** WAIT_PAYOUT only: pay each as soon as the act is signed (NOW, the default) or later in a registry. */
  payment: taskPaymentModeSchema.optional(),
});
export type TaskUserActionRequest = z.input<typeof taskUserActionRequestSchema>;

/**
 * POST task/{id}/employee/action — the contractor about their own part: REPLY (to a task open to all),
 * CONFIRM (accept an invitation), CANCEL (refuse or leave, with an optional reason — recorded, not an error).
 */
export const taskEmployeeOwnActionSchema = z.enum(['REPLY', 'CONFIRM', 'CANCEL'], {
  error: 'Действие: REPLY, CONFIRM или CANCEL',
});
export type TaskEmployeeOwnAction = z.infer<typeof taskEmployeeOwnActionSchema>;
export const taskEmployeeActionRequestSchema = z.object({
  action: taskEmployeeOwnActionSchema,
  comment: commentSchema.optional(),
});

/** POST task/{id}/in_progress (the contractor starts) and task/{id}/done (hands over the result). */
export const taskWorkRequestSchema = z.object({ comment: commentSchema.optional() });

/**
 * The payout of an accepted pair (docs/decisions/tasks.md «From acceptance to money»): its own payout, never
 * pooled. wait_status: WAIT_PERIOD — held, waiting for the act's signatures; IN_PROGRESS — at the bank;
 * DONE — paid; ERROR — failed (reason says why). Null until the work is accepted.
 */
export const taskPairPayoutSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: payoutStatusSchema,
  wait_status: payoutWaitStatusSchema,
  amount: moneySchema,
  reason: z.string().nullable(),
});
export type TaskPairPayout = z.infer<typeof taskPairPayoutSchema>;

/** A pair's payout by its wait status, as the company reads it beside «Выплата № N». */
export const TASK_PAYOUT_WAIT_STATUS_LABELS: Readonly<Record<TaskPairPayout['wait_status'], string>> = {
  WAIT_PERIOD: 'ждёт подписания акта',
  IN_PROGRESS: 'в банке',
  DONE: 'выплачено',
  ERROR: 'не прошла',
};

/** The pair's act (a document of kind ACT, signed by both sides before the payout goes out). */
export const taskPairActSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: documentStatusSchema,
});
export type TaskPairAct = z.infer<typeof taskPairActSchema>;

/** One contractor's part in a task, as the company sees it (task/{id}/employees) and as the contractor does. */
export const taskPairSchema = z.object({
  employee: z.object({ id: z.uuid(), fio: z.string(), inn: z.string().nullable() }),
  status: taskPairStatusSchema,
  /** Who canceled it, and why (the refusal's reason, the removal's, the task's cancel). */
  canceled_by: taskPartySchema.nullable(),
  reason: z.string().nullable(),
  /** The contractor's note on the result handed over. */
  result_comment: z.string().nullable(),
  /** The company's comment when it returned the result for rework. */
  return_comment: z.string().nullable(),
  updated_at: z.string(),
  /**
   * The acceptance window (docs/decisions/tasks.md): when the work was last handed over and when it is accepted
   * by silence if the company neither accepts nor returns it (ISO 8601); null unless the pair is DONE.
   */
  handed_over_at: z.string().nullable(),
  accept_by: z.string().nullable(),
  /** The pair's payout and act, once the work is accepted (WAIT_PAYOUT, COMPLETED); null before. */
  payout: taskPairPayoutSchema.nullable(),
  act: taskPairActSchema.nullable(),
  /** The registry the work was put in to be paid with other work (accepted with payment REGISTRY); null if none. */
  registry: taskPairRegistrySchema.nullable(),
  /** The company's moves on this pair now. */
  can_confirm: z.boolean(),
  can_cancel: z.boolean(),
  can_accept: z.boolean(),
  can_return: z.boolean(),
  /** The accepted work may be paid on its own now: its payout failed, or it waits for a registry and is in none. */
  can_repay: z.boolean(),
});
export type TaskPair = z.infer<typeof taskPairSchema>;

export const taskSortFieldSchema = z.enum(['NAME', 'PERIOD', 'START_TIME', 'ADDED_AT'], {
  error: 'Сортировка возможна по названию, периоду, времени начала или дате создания',
});
export type TaskSortField = z.infer<typeof taskSortFieldSchema>;

/** POST user/tasks (the company's list) and employee/tasks (the contractor's). */
export const taskListRequestSchema = z.object({
  ...bodyPageFields,
  ...cursorPageFields,
  sort: z
    .object({ field: taskSortFieldSchema, direction: sortDirectionSchema })
    .optional()
    .describe('По умолчанию — сначала новые'),
  filters: z
    .object({
      /** MY: tasks made by the caller's account; ALL: the company's (default). Company only. */
      scope: filterScopeSchema.optional(),
      status: z.array(taskStatusSchema).max(6).optional(),
      /** Tasks whose period overlaps [period_from, period_to], inclusive. */
      period_from: dateSchema.optional(),
      period_to: dateSchema.optional(),
      search: z.string().trim().max(100, 'Поиск — не длиннее 100 символов').optional(),
    })
    .optional(),
});
export type TaskListRequest = z.input<typeof taskListRequestSchema>;
export const taskListResponseSchema = z.object({
  items: z.array(taskSchema),
  totalCount: z.number().int(),
  ...nextCursorField,
});
export type TaskListResponse = z.infer<typeof taskListResponseSchema>;

export const taskPairSortFieldSchema = z.enum(['FIO', 'ADDED_AT'], {
  error: 'Сортировка исполнителей — по ФИО или дате',
});
/** POST task/{id}/employees: the task's contractors, FIO or time ordered, by pair status. */
export const taskPairListRequestSchema = z.object({
  ...bodyPageFields,
  sort: z.object({ field: taskPairSortFieldSchema, direction: sortDirectionSchema }).optional(),
  filters: z.object({ status: z.array(taskPairStatusSchema).max(8).optional() }).optional(),
});
export type TaskPairListRequest = z.input<typeof taskPairListRequestSchema>;
export const taskPairListResponseSchema = z.object({ items: z.array(taskPairSchema), totalCount: z.number().int() });
export type TaskPairListResponse = z.infer<typeof taskPairListResponseSchema>;

/**
 * The contractor's view of a task (employee/task/{id}, employee/tasks): the task without the company's
 * flags and counts, and the contractor's own part (null: a task open to all, not answered yet).
 */
export const employeeTaskSchema = taskSchema
  .omit({
    can_edit: true,
    can_publish: true,
    can_cancel: true,
    can_complete: true,
    can_invite: true,
    can_delete: true,
    can_copy: true,
    pairs: true,
  })
  .extend({
    my: taskPairSchema
      .omit({
        can_confirm: true,
        can_cancel: true,
        can_accept: true,
        can_return: true,
        can_repay: true,
        employee: true,
      })
      .nullable(),
    can_reply: z.boolean(),
    can_confirm: z.boolean(),
    can_refuse: z.boolean(),
    can_start: z.boolean(),
    can_hand_over: z.boolean(),
  });
export type EmployeeTask = z.infer<typeof employeeTaskSchema>;
export const employeeTaskListResponseSchema = z.object({
  items: z.array(employeeTaskSchema),
  totalCount: z.number().int(),
  ...nextCursorField,
});

/** A line of task/{id}/history: what happened, by whom, to which contractor. */
export const taskHistoryItemSchema = z.object({
  id: z.string(),
  event: z.string(),
  /** The event in Russian, as a person reads it («Исполнитель откликнулся»). */
  text: z.string(),
  actor: z.string().nullable(),
  employee: z.object({ id: z.uuid(), fio: z.string() }).nullable(),
  comment: z.string().nullable(),
  at: z.string(),
});
export const taskHistoryResponseSchema = z.object({ items: z.array(taskHistoryItemSchema) });

/** The task's history events as a person reads them (task/{id}/history, the company's journal). */
export const TASK_HISTORY_EVENT_LABELS: Readonly<Record<TaskHistoryEvent, string>> = {
  CREATED: 'Задание создано',
  UPDATED: 'Задание изменено',
  DELETED: 'Черновик задания удалён',
  PUBLISHED: 'Задание опубликовано',
  CANCELED: 'Задание отменено',
  COPIED: 'Задание создано копированием',
  STARTED_WORK: 'Задание в работе',
  DONE: 'Приём работ по заданию завершён',
  COMPLETED: 'Задание выполнено',
  INVITED: 'Исполнитель приглашён',
  REPLIED: 'Исполнитель откликнулся',
  CONFIRMED: 'Участие исполнителя подтверждено',
  STARTED: 'Исполнитель приступил к работе',
  HANDED_OVER: 'Исполнитель сдал работу',
  ACCEPTED: 'Работа принята, ожидает выплаты',
  RETURNED: 'Работа возвращена на доработку',
  REFUSED: 'Исполнитель отказался',
  REMOVED: 'Компания отменила участие исполнителя',
  PAIR_CANCELED: 'Участие исполнителя отменено вместе с заданием',
  PAID: 'Работа исполнителя оплачена',
  AUTO_ACCEPTED: 'Работа принята автоматически',
  IN_REGISTRY: 'Работа включена в реестр выплат',
  REPAID: 'Работа оплачивается заново',
  FILE_ADDED: 'Файл добавлен',
  FILE_DELETED: 'Файл удалён',
};
