import { z } from 'zod';

/** Empty strings from .env files mean "not set", so they fall back to the defaults. */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const envSchema = z.object({
  VITE_API_BASE_URL: optional(z.string()),
  VITE_SUPPORT_EMAIL: optional(z.email()),
  VITE_KNOWLEDGE_BASE_URL: optional(z.url()),
  VITE_JOURNAL_URL: optional(z.url()),
});

const env = envSchema.parse(import.meta.env);

export const config = {
  apiBaseUrl: env.VITE_API_BASE_URL ?? '',
  supportEmail: env.VITE_SUPPORT_EMAIL ?? 'support@example.ru',
  knowledgeBaseUrl: env.VITE_KNOWLEDGE_BASE_URL ?? 'https://example.ru/knowledge-base',
  journalUrl: env.VITE_JOURNAL_URL ?? 'https://example.ru/journal',
} as const;
