/**
 * The company's webhooks (issue 30, docs/decisions/integrations.md): endpoints of its own systems that the portal
 * tells what changed. Each delivery is a POST of the event as JSON, signed with the endpoint's secret:
 *
 *   X-Vyplaty-Event-Id:  the event's id (the same on every retry: the receiver's de-duplication key)
 *   X-Vyplaty-Event-Type: e.g. payout.status_changed
 *   X-Vyplaty-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>
 *
 * A receiver recomputes v1 over the body as received and refuses a `t` older than WEBHOOK_TOLERANCE_SECONDS.
 */
import { z } from 'zod';
import { cursorPageFields, nextCursorField } from './pagination.js';

export const WEBHOOK_SIGNATURE_HEADER = 'x-vyplaty-signature';
export const WEBHOOK_EVENT_ID_HEADER = 'x-vyplaty-event-id';
export const WEBHOOK_EVENT_TYPE_HEADER = 'x-vyplaty-event-type';
/** How old a signature's timestamp a receiver still accepts (replays older than this are refused). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** Endpoints of one company that are not deleted, at most. */
export const MAX_WEBHOOK_ENDPOINTS = 20;

/** The events a company may subscribe to. */
export const webhookEventTypeSchema = z.enum(
  [
    'payout.status_changed',
    'registry.status_changed',
    'receipt.registered',
    'receipt.cancelled',
    'document.signed',
    'document.rejected',
    'task.status_changed',
    'contractor.joined',
    'contractor.left',
    'balance.credited',
  ],
  { error: 'Неизвестный тип события' },
);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;
/** The test event «Проверить» sends; no subscription needed. */
export const WEBHOOK_PING_EVENT = 'ping';

export const WEBHOOK_EVENT_LABELS: Readonly<Record<WebhookEventType, string>> = {
  'payout.status_changed': 'Статус выплаты изменился',
  'registry.status_changed': 'Статус реестра выплат изменился',
  'receipt.registered': 'Чек зарегистрирован в ФНС',
  'receipt.cancelled': 'Чек аннулирован',
  'document.signed': 'Документ подписан',
  'document.rejected': 'Документ отклонён',
  'task.status_changed': 'Статус задания изменился',
  'contractor.joined': 'Исполнитель присоединился к компании',
  'contractor.left': 'Исполнитель отключился от компании',
  'balance.credited': 'Баланс пополнен',
};

const money = z.string().describe('Сумма в рублях, две цифры после точки: "1500.00"');
const party = z.enum(['USER', 'EMPLOYEE']).describe('USER — компания, EMPLOYEE — исполнитель');

/** The `data` of each event: ids and states; the details are read with an API key from the object's own route. */
export const webhookEventDataSchemas = {
  'payout.status_changed': z.object({
    payout_id: z.string(),
    payout_kind: z.enum(['NPD', 'GPH']),
    status: z.string(),
    amount: money,
    employee_id: z.string(),
    registry_id: z.string().nullable(),
  }),
  'registry.status_changed': z.object({
    registry_id: z.string(),
    registry_kind: z.enum(['NPD', 'GPH']),
    status: z.string(),
  }),
  'receipt.registered': z.object({
    payout_id: z.string(),
    receipt_number: z.string(),
    receipt_url: z.string().nullable(),
  }),
  'receipt.cancelled': z.object({
    payout_id: z.string(),
    receipt_number: z.string(),
    reason: z.string().nullable(),
  }),
  'document.signed': z.object({ document_id: z.string(), signed_by: party, status: z.string() }),
  'document.rejected': z.object({ document_id: z.string(), rejected_by: party, status: z.string() }),
  'task.status_changed': z.object({ task_id: z.string(), status: z.string() }),
  'contractor.joined': z.object({ employee_id: z.string() }),
  'contractor.left': z.object({ employee_id: z.string() }),
  'balance.credited': z.object({ amount: money, operation_id: z.string() }),
} as const satisfies { [K in WebhookEventType]: z.ZodType };
export type WebhookEventData<T extends WebhookEventType> = z.infer<(typeof webhookEventDataSchemas)[T]>;

/** What every delivery's body is: the envelope around one event's data. */
export const webhookEnvelopeSchema = z.object({
  id: z.string().describe('Идентификатор события: одинаков во всех попытках доставки'),
  type: z.string(),
  created_at: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEnvelope = z.infer<typeof webhookEnvelopeSchema>;

const urlSchema = z
  .string({ error: 'Укажите адрес' })
  .trim()
  .max(2000, 'Адрес — не длиннее 2000 знаков')
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) && URL.canParse(v), 'Адрес — ссылка, начинающаяся с https://');

const eventsSchema = z
  .array(webhookEventTypeSchema, { error: 'Выберите события' })
  .min(1, 'Выберите хотя бы одно событие')
  .refine((list) => new Set(list).size === list.length, 'События не должны повторяться');

/** POST user/webhooks. */
export const webhookEndpointCreateSchema = z.object({
  url: urlSchema,
  description: z.string().trim().max(200, 'Описание — не длиннее 200 знаков').optional(),
  events: eventsSchema,
});
export type WebhookEndpointCreate = z.input<typeof webhookEndpointCreateSchema>;

/** PATCH user/webhooks/:id. */
export const webhookEndpointUpdateSchema = webhookEndpointCreateSchema.partial();
export type WebhookEndpointUpdate = z.input<typeof webhookEndpointUpdateSchema>;

export const webhookEndpointStatusSchema = z.enum(['ACTIVE', 'PAUSED']);
export type WebhookEndpointStatus = z.infer<typeof webhookEndpointStatusSchema>;
export const WEBHOOK_ENDPOINT_STATUS_LABELS: Readonly<Record<WebhookEndpointStatus, string>> = {
  ACTIVE: 'Работает',
  PAUSED: 'Приостановлен',
};

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(webhookEventTypeSchema),
  status: webhookEndpointStatusSchema,
  /** FAILING — paused by the portal after a day of failed deliveries; BY_USER — paused by the company. */
  paused_reason: z.enum(['FAILING', 'BY_USER']).nullable(),
  paused_at: z.string().nullable(),
  consecutive_failures: z.number().int(),
  created_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointsResponseSchema = z.object({
  items: z.array(webhookEndpointSchema),
  totalCount: z.number().int(),
});
export type WebhookEndpointsResponse = z.infer<typeof webhookEndpointsResponseSchema>;

/** The answer of create and of GET :id/secret: the endpoint's signing secret (`whsec_…`). */
export const webhookSecretSchema = z.object({ secret: z.string() });
export const webhookEndpointCreatedSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointCreated = z.infer<typeof webhookEndpointCreatedSchema>;

export const webhookDeliveryStatusSchema = z.enum(['PENDING', 'SUCCEEDED', 'FAILED']);
export type WebhookDeliveryStatus = z.infer<typeof webhookDeliveryStatusSchema>;
export const WEBHOOK_DELIVERY_STATUS_LABELS: Readonly<Record<WebhookDeliveryStatus, string>> = {
  PENDING: 'Доставляется',
  SUCCEEDED: 'Доставлено',
  FAILED: 'Не доставлено',
};

export const webhookDeliverySchema = z.object({
  id: z.string(),
  event_id: z.string(),
  event_type: z.string(),
  status: webhookDeliveryStatusSchema,
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookAttemptSchema = z.object({
  attempt_no: z.number().int(),
  started_at: z.string(),
  duration_ms: z.number().int(),
  status_code: z.number().int().nullable(),
  error: z.string().nullable(),
  response_body: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

/** GET user/webhook_deliveries/:id: the delivery, the body it sends, every attempt with the receiver's answer. */
export const webhookDeliveryDetailSchema = webhookDeliverySchema.extend({
  endpoint_id: z.string(),
  body: z.string(),
  attempts_list: z.array(webhookAttemptSchema),
});
export type WebhookDeliveryDetail = z.infer<typeof webhookDeliveryDetailSchema>;

/** GET user/webhooks/:id/deliveries: newest first, keyset pages. */
export const webhookDeliveriesQuerySchema = z.object({
  ...cursorPageFields,
  page_size: z.coerce
    .number({ error: 'Размер страницы должен быть числом' })
    .int('Размер страницы должен быть целым')
    .min(1, 'Размер страницы от 1 до 100')
    .max(100, 'Размер страницы от 1 до 100')
    .default(20),
  status: webhookDeliveryStatusSchema.optional(),
});
export type WebhookDeliveriesQuery = z.output<typeof webhookDeliveriesQuerySchema>;

export const webhookDeliveriesResponseSchema = z.object({
  items: z.array(webhookDeliverySchema),
  ...nextCursorField,
});
export type WebhookDeliveriesResponse = z.infer<typeof webhookDeliveriesResponseSchema>;
