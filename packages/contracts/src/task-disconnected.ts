/**
 * SPEC §7 Tasks `disconnected_employees` (docs/decisions/tasks.md «Contractors who left»): the task's
 * contractors who left it (refused or left their part: the pair CANCELED by the contractor) or left the
 * company (the company disconnected them), with when and why. Those who left the company are not in the
 * task's pairs list.
 */
import { z } from 'zod';
import { sortDirectionSchema } from './enums.js';
import { bodyPageFields } from './pagination.js';
import { taskPairStatusSchema } from './tasks.js';

export const taskDisconnectedReasonSchema = z.enum(['LEFT_TASK', 'LEFT_COMPANY']);
export type TaskDisconnectedReason = z.infer<typeof taskDisconnectedReasonSchema>;

/** POST task/{id}/disconnected_employees: newest leaving first unless asked otherwise. */
export const taskDisconnectedListRequestSchema = z.object({
  ...bodyPageFields,
  sort: z
    .object({
      field: z.enum(['FIO', 'LEFT_AT'], { error: 'Сортировка выбывших — по ФИО или дате' }),
      direction: sortDirectionSchema,
    })
    .optional(),
});
export type TaskDisconnectedListRequest = z.input<typeof taskDisconnectedListRequestSchema>;

export const taskDisconnectedSchema = z.object({
  employee: z.object({ id: z.uuid(), fio: z.string(), inn: z.string().nullable() }),
  /** LEFT_COMPANY wins when both are true. */
  reason: taskDisconnectedReasonSchema,
  /** When they left the company, or the last change of their part (their refusal). */
  left_at: z.string(),
  /** The contractor's words when refusing; null otherwise. */
  comment: z.string().nullable(),
  /** Their part's state as it was left. */
  pair_status: taskPairStatusSchema,
});
export type TaskDisconnected = z.infer<typeof taskDisconnectedSchema>;

export const taskDisconnectedListResponseSchema = z.object({
  items: z.array(taskDisconnectedSchema),
  totalCount: z.number().int(),
});
export type TaskDisconnectedListResponse = z.infer<typeof taskDisconnectedListResponseSchema>;
