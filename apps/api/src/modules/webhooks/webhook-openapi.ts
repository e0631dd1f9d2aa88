/**
 * The events in the OpenAPI document (OpenAPI 3.1 `webhooks`, issue 30): each event's POST with the envelope and
 * its `data` as JSON Schema made from the contracts' zod schemas, the headers it carries and what a receiver
 * answers. app.ts puts it into the document; docs/integrations.md says the same in words.
 */
import {
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPE_HEADER,
  WEBHOOK_PING_EVENT,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TOLERANCE_SECONDS,
  type WebhookEventType,
  webhookEventDataSchemas,
  webhookEventTypeSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';

const header = (description: string) => ({ required: true, schema: { type: 'string' }, description });

const HEADERS = [
  {
    name: WEBHOOK_EVENT_ID_HEADER,
    in: 'header',
    ...header('Идентификатор события: одинаков во всех попытках, ключ для устранения повторов'),
  },
  { name: WEBHOOK_EVENT_TYPE_HEADER, in: 'header', ...header('Тип события') },
  {
    name: WEBHOOK_SIGNATURE_HEADER,
    in: 'header',
    ...header(
      `t=<unix-время>,v1=<hex HMAC-SHA256(секрет, "<t>.<тело>")>. Проверьте подпись над телом как получено и откажите, если t старше ${WEBHOOK_TOLERANCE_SECONDS} с.`,
    ),
  },
];

const envelopeOf = (type: string, data: Record<string, unknown>) => ({
  type: 'object',
  required: ['id', 'type', 'created_at', 'data'],
  properties: {
    id: { type: 'string', format: 'uuid', description: 'Идентификатор события' },
    type: { type: 'string', const: type },
    created_at: { type: 'string', format: 'date-time' },
    data,
  },
});

function operation(type: string, summary: string, data: Record<string, unknown>) {
  return {
    post: {
      summary,
      description:
        'Портал отправляет событие POST-запросом с телом JSON. Ответ 2xx — доставлено; иначе повтор с растущими паузами ' +
        '(30 с, 2 мин, 10 мин, 30 мин, 1 ч, 2 ч, 4 ч, 8 ч) в течение суток. docs/integrations.md',
      parameters: HEADERS,
      requestBody: { required: true, content: { 'application/json': { schema: envelopeOf(type, data) } } },
      responses: { '200': { description: 'Событие принято (любой ответ 2xx)' } },
    },
  };
}

const jsonSchemaOf = (schema: z.ZodType) => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema) as Record<string, unknown>;
  return rest;
};

/** The document's `webhooks`: one entry per event type, and the test event `ping`. */
export function webhooksOpenApi(): Record<string, unknown> {
  const entries = webhookEventTypeSchema.options.map((type: WebhookEventType) => [
    type,
    operation(type, WEBHOOK_EVENT_LABELS[type], jsonSchemaOf(webhookEventDataSchemas[type])),
  ]);
  const ping = operation(WEBHOOK_PING_EVENT, 'Проверка связи (кнопка «Проверить»)', {
    type: 'object',
    properties: { endpoint_id: { type: 'string' }, message: { type: 'string' } },
  });
  return Object.fromEntries([...entries, [WEBHOOK_PING_EVENT, ping]]);
}
