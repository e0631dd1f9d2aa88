import { z } from 'zod';

/** Empty strings from .env files mean "not set", so they fall back to the defaults. */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

/** Ids of third-party widgets are pasted into script URLs: letters, digits, '-' and '_' only. */
const widgetId = z.string().regex(/^[\w-]+$/);

/**
 * The build's VITE_* settings. Checked when the app is built or served (vite.config.ts), so a wrong value
 * stops the build instead of the app in a browser, and the app's startup code carries no zod (config.ts).
 */
export const envSchema = z.object({
  VITE_API_BASE_URL: optional(z.string()),
  VITE_SUPPORT_EMAIL: optional(z.email()),
  /** Support chat (JivoChat) widget ids: one for desktop, one for phones (viewport under 768 px). */
  VITE_SUPPORT_CHAT_DESKTOP_ID: optional(widgetId),
  VITE_SUPPORT_CHAT_MOBILE_ID: optional(widgetId),
  /** The widget id is appended to this address. */
  VITE_SUPPORT_CHAT_SCRIPT_URL: optional(z.url({ protocol: /^https$/ })),
  /** Yandex Metrika counter; without it no analytics script is loaded at all. */
  VITE_ANALYTICS_COUNTER_ID: optional(z.string().regex(/^\d+$/)),
  /** VAPID public key (base64url); without it the key is fetched from the API. */
  VITE_WEB_PUSH_PUBLIC_KEY: optional(z.string().regex(/^[\w-]+=*$/)),
});

export type AppEnv = z.infer<typeof envSchema>;
