/**
 * The company's API keys (issue 30, docs/decisions/integrations.md): its own systems (1C, an ERP, a back office)
 * call the same `/v1` routes as the web app with `Authorization: Bearer <secret>`, no cookies and no CSRF, within
 * the key's role and its company. The owner makes them in the profile; the secret is shown once.
 */
import { z } from 'zod';

/** A key pays (ACCOUNTANT) or only reads (VIEWER); the owner's area stays with people. */
export const apiKeyRoleSchema = z.enum(['ACCOUNTANT', 'VIEWER'], { error: 'Роль ключа: ACCOUNTANT или VIEWER' });
export type ApiKeyRole = z.infer<typeof apiKeyRoleSchema>;

export const API_KEY_ROLE_LABELS: Readonly<Record<ApiKeyRole, string>> = {
  ACCOUNTANT: 'Бухгалтер: выплаты, реестры, задания и документы',
  VIEWER: 'Наблюдатель: только чтение',
};

export const apiKeyStatusSchema = z.enum(['ACTIVE', 'EXPIRED', 'REVOKED']);
export type ApiKeyStatus = z.infer<typeof apiKeyStatusSchema>;
export const API_KEY_STATUS_LABELS: Readonly<Record<ApiKeyStatus, string>> = {
  ACTIVE: 'Действует',
  EXPIRED: 'Срок истёк',
  REVOKED: 'Отозван',
};

/** The header a key travels in, and the secret's visible start (`vpk_` and 8 characters). */
export const API_KEY_SECRET_PREFIX = 'vpk_';
/** Keys of one company that are not revoked, at most. */
export const MAX_API_KEYS = 50;
/** Addresses and networks in one key's allow-list, at most. */
export const MAX_API_KEY_IPS = 20;
/** How long a key may live: its expiry is at most this many days ahead. */
export const MAX_API_KEY_DAYS = 730;
/** Calls one key may make in a minute; past it 429 with Retry-After. */
export const API_KEY_CALLS_PER_MINUTE = 600;
/** A rotation keeps the previous secret working this many hours at most. */
export const MAX_API_KEY_OVERLAP_HOURS = 168;

const nameSchema = z
  .string({ error: 'Укажите название ключа' })
  .trim()
  .min(2, 'Название ключа — от 2 знаков')
  .max(100, 'Название ключа — не длиннее 100 знаков');

/** An IPv4 / IPv6 address or a network in CIDR form; checked exactly on the server (node:net). */
const allowedIpSchema = z
  .string({ error: 'Адрес — строка' })
  .trim()
  .min(2, 'Укажите адрес или сеть, например 203.0.113.10 или 203.0.113.0/24')
  .max(64, 'Адрес или сеть — не длиннее 64 знаков');
const allowedIpsSchema = z
  .array(allowedIpSchema, { error: 'Разрешённые адреса — список' })
  .max(MAX_API_KEY_IPS, `Не больше ${MAX_API_KEY_IPS} разрешённых адресов`);

/** POST user/api_keys. `expires_on`: the last Moscow day the key works. */
export const apiKeyCreateSchema = z.object({
  name: nameSchema,
  role: apiKeyRoleSchema,
  allowed_ips: allowedIpsSchema.default([]),
  expires_on: z.iso.date({ error: 'Срок действия — дата в формате ГГГГ-ММ-ДД' }),
});
export type ApiKeyCreate = z.input<typeof apiKeyCreateSchema>;

/** PATCH user/api_keys/:id: the name and the allow-list (the role and the expiry are fixed: make a new key). */
export const apiKeyUpdateSchema = z.object({
  name: nameSchema.optional(),
  allowed_ips: allowedIpsSchema.optional(),
});
export type ApiKeyUpdate = z.input<typeof apiKeyUpdateSchema>;

/** POST user/api_keys/:id/rotate: a new secret; the old one keeps working `overlap_hours` more (0 — stops now). */
export const apiKeyRotateSchema = z.object({
  overlap_hours: z
    .number({ error: 'Часы перекрытия — число' })
    .int('Часы перекрытия — целое число')
    .min(0, 'Часы перекрытия — от 0')
    .max(MAX_API_KEY_OVERLAP_HOURS, `Часы перекрытия — не больше ${MAX_API_KEY_OVERLAP_HOURS}`)
    .default(24),
});
export type ApiKeyRotate = z.input<typeof apiKeyRotateSchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  role: apiKeyRoleSchema,
  status: apiKeyStatusSchema,
  allowed_ips: z.array(z.string()),
  /** `vpk_` and the secret's next 8 characters. */
  secret_prefix: z.string(),
  expires_on: z.string(),
  created_at: z.string(),
  created_by_name: z.string().nullable(),
  rotated_at: z.string().nullable(),
  /** After a rotation: until when the previous secret still works. */
  previous_valid_until: z.string().nullable(),
  revoked_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  last_used_ip: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer of create and rotate: the key and its secret, shown this once. */
export const apiKeyWithSecretSchema = apiKeySchema.extend({ secret: z.string() });
export type ApiKeyWithSecret = z.infer<typeof apiKeyWithSecretSchema>;

export const apiKeysResponseSchema = z.object({ items: z.array(apiKeySchema), totalCount: z.number().int() });
export type ApiKeysResponse = z.infer<typeof apiKeysResponseSchema>;
