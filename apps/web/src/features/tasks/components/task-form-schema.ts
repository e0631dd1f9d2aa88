import {
  kopecksToRubles,
  moneyAmountSchema,
  rublesToKopecks,
  type Task,
  type TaskInput,
  taskInputSchema,
  taskPricingSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import { formatMoscowDateTime, moscowToday } from '../../../lib/format';

const shape = taskInputSchema.shape;
const quantityRule = shape.quantity.unwrap();
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The task form: the contract's own fields and messages where the form holds what the API takes; the
 * start is a Moscow time on the period's first day («09:00»), turned into the ISO date-time on sending.
 */
export const taskFormSchema = z
  .object({
    name: shape.name,
    description: shape.description,
    service_id: z.string().min(1, 'Выберите услугу из справочника'),
    pricing: taskPricingSchema,
    amount: moneyAmountSchema,
    quantity: z.string(),
    unit: z.string().trim().max(32, 'Единица — не длиннее 32 символов'),
    period_start: z.string().min(1, 'Укажите начало периода'),
    period_end: z.string().min(1, 'Укажите конец периода'),
    start_time: z
      .string()
      .trim()
      .refine((t) => t === '' || TIME.test(t), 'Время — ЧЧ:ММ, например 09:30'),
    place: shape.place,
  })
  .superRefine((task, ctx) => {
    if (task.period_start && task.period_end && task.period_end < task.period_start) {
      ctx.addIssue({ code: 'custom', path: ['period_end'], message: 'Период заканчивается раньше, чем начинается' });
    }
    if (task.pricing === 'PER_UNIT') {
      const quantity = quantityRule.safeParse(task.quantity);
      if (!task.quantity.trim()) {
        ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'Укажите количество единиц' });
      } else if (!quantity.success) {
        ctx.addIssue({ code: 'custom', path: ['quantity'], message: quantity.error.issues[0]?.message ?? '' });
      }
    }
  });
export type TaskFormValues = z.input<typeof taskFormSchema>;
export type TaskFormOutput = z.output<typeof taskFormSchema>;

/** Every field the API may name in a 400: its message goes under that field. */
export const TASK_FORM_FIELDS = [
  'name',
  'description',
  'service_id',
  'pricing',
  'amount',
  'quantity',
  'unit',
  'period_start',
  'period_end',
  'start_time',
  'place',
] as const satisfies readonly (keyof TaskFormValues)[];

export function emptyTaskForm(): TaskFormValues {
  const today = moscowToday();
  return {
    name: '',
    description: '',
    service_id: '',
    pricing: 'FIXED',
    amount: '',
    quantity: '',
    unit: '',
    period_start: today,
    period_end: today,
    start_time: '',
    place: '',
  };
}

/** A draft's values in the form, to edit it. */
export function taskFormOf(task: Task): TaskFormValues {
  return {
    name: task.name,
    description: task.description,
    service_id: task.service.id,
    pricing: task.pricing,
    amount: task.amount.replace('.', ','),
    quantity: (task.quantity ?? '').replace('.', ','),
    unit: task.unit ?? '',
    period_start: task.period_start,
    period_end: task.period_end,
    start_time: task.start_time ? formatMoscowDateTime(task.start_time).slice(11) : '',
    place: task.place,
  };
}

/** The form as the body of POST task / PUT task/{id}. */
export function taskInputOf(values: TaskFormOutput): TaskInput {
  const perUnit = values.pricing === 'PER_UNIT';
  return {
    name: values.name,
    description: values.description,
    service_id: values.service_id,
    pricing: values.pricing,
    amount: kopecksToRubles(values.amount),
    ...(perUnit ? { quantity: values.quantity.trim(), ...(values.unit ? { unit: values.unit } : {}) } : {}),
    period_start: values.period_start,
    period_end: values.period_end,
    // Moscow is UTC+3 all year since 2014: the time people type is the time the work starts there.
    start_time: values.start_time ? `${values.period_start}T${values.start_time}:00+03:00` : null,
    place: values.place,
  };
}

/**
 * What one contractor is paid, as the API counts it: the sum, or the price × the quantity rounded to the
 * kopeck (half up); null while the form does not yet hold numbers.
 */
export function totalKopecks(pricing: string, amount: string, quantity: string): bigint | null {
  const kopecks = rublesToKopecks(amount ?? '');
  if (kopecks === null || kopecks <= 0n) return null;
  if (pricing !== 'PER_UNIT') return kopecks;
  const match = /^(\d{1,9})(?:[.,](\d{1,3}))?$/.exec((quantity ?? '').trim());
  if (!match) return null;
  const thousandths = BigInt(match[1]!) * 1000n + BigInt((match[2] ?? '').padEnd(3, '0'));
  return (kopecks * thousandths + 500n) / 1000n;
}
