/**
 * A person invited onto a task by phone (issue 26, docs/decisions/tasks.md «Inviting by phone»): the
 * company's own contractor of that phone goes onto the task at once; anyone else gets the company's
 * invite through the invite flow (SMS) and a PENDING task invite that puts them on the task when they join.
 */
import { z } from 'zod';
import { normalizeRuMobile } from './phone.js';

export * from './task-disconnected.js';

/** People of one call (one row each). */
export const TASK_PHONE_INVITE_MAX = 100;
export const TASK_PHONE_BAD_MESSAGE = 'Введите российский мобильный номер, например +7 999 000-00-01';

const optionalText = z
  .string()
  .trim()
  .max(100, 'Не длиннее 100 символов')
  .nullish()
  .transform((value) => value || null);

export const taskPhoneInvitePersonSchema = z.object({
  phone: z.string({ error: 'Введите номер телефона' }).trim().max(40, TASK_PHONE_BAD_MESSAGE),
  last_name: optionalText,
  first_name: optionalText,
  patronymic: optionalText,
  /** Checked by the invite flow; a bad one refuses that row only. */
  inn: optionalText,
});

/**
 * POST task/{id}/phone_invites. `kind`: how the invite flow registers a new person — НПД (самозанятый) or
 * a person paid under ГПХ (INDIVIDUAL). A bad or repeated phone refuses the call naming its row; phones
 * come back as +7XXXXXXXXXX.
 */
export const taskPhoneInviteRequestSchema = z.object({
  kind: z.enum(['NPD', 'INDIVIDUAL'], { error: 'Выберите: самозанятый или физическое лицо' }),
  people: z
    .array(taskPhoneInvitePersonSchema, { error: 'Добавьте хотя бы один телефон' })
    .min(1, 'Добавьте хотя бы один телефон')
    .max(TASK_PHONE_INVITE_MAX, `За раз — не больше ${TASK_PHONE_INVITE_MAX} телефонов`)
    .transform((people, ctx) => {
      const rowOf = new Map<string, number>();
      const parsed = people.map((person, i) => {
        const phone = normalizeRuMobile(person.phone);
        if (!phone) {
          ctx.addIssue({ code: 'custom', path: [i, 'phone'], message: `Строка ${i + 1}: ${TASK_PHONE_BAD_MESSAGE}` });
          return person;
        }
        const earlier = rowOf.get(phone);
        if (earlier !== undefined) {
          const message = `Строка ${i + 1}: этот телефон уже есть в строке ${earlier}`;
          ctx.addIssue({ code: 'custom', path: [i, 'phone'], message });
        }
        rowOf.set(phone, i + 1);
        return { ...person, phone };
      });
      return parsed;
    }),
});
export type TaskPhoneInviteRequest = z.input<typeof taskPhoneInviteRequestSchema>;

/**
 * What happened to each row: INVITED_TO_TASK (the company's contractor, now INVITED on the task), INVITE_SENT
 * (the company's invite sent by SMS, or one already waiting; on the task once they join), ALREADY_PENDING
 * (this phone already waits for this task), REFUSED (`message` says why).
 */
export const taskPhoneInviteResultSchema = z.enum(['INVITED_TO_TASK', 'INVITE_SENT', 'ALREADY_PENDING', 'REFUSED']);
export type TaskPhoneInviteResult = z.infer<typeof taskPhoneInviteResultSchema>;

export const taskPhoneInviteResponseSchema = z.object({
  items: z.array(
    z.object({
      row: z.number().int(),
      phone: z.string(),
      result: taskPhoneInviteResultSchema,
      message: z.string(),
    }),
  ),
});
export type TaskPhoneInviteResponse = z.infer<typeof taskPhoneInviteResponseSchema>;

export const taskPhoneInviteStatusSchema = z.enum(['PENDING', 'JOINED', 'CANCELED']);
export type TaskPhoneInviteStatus = z.infer<typeof taskPhoneInviteStatusSchema>;

export const taskPhoneInviteSchema = z.object({
  id: z.uuid(),
  phone: z.string(),
  status: taskPhoneInviteStatusSchema,
  /** The contractor the person became, once joined. */
  employee_id: z.string().nullable(),
  created_at: z.string(),
  joined_at: z.string().nullable(),
});
export type TaskPhoneInvite = z.infer<typeof taskPhoneInviteSchema>;

/** GET task/{id}/phone_invites: the task's phone invites, newest first (a task holds at most a few hundred). */
export const taskPhoneInviteListResponseSchema = z.object({ items: z.array(taskPhoneInviteSchema) });
export type TaskPhoneInviteListResponse = z.infer<typeof taskPhoneInviteListResponseSchema>;

/** DELETE task/{id}/phone_invites/{inviteId}: the task invite CANCELED; the company's invite itself stays. */
export const taskPhoneInviteCancelResponseSchema = z.object({
  invite: taskPhoneInviteSchema,
  message: z.string(),
});
export type TaskPhoneInviteCancelResponse = z.infer<typeof taskPhoneInviteCancelResponseSchema>;
