import type { AppEnv } from './config-schema';

/** A VITE_* setting as the build wrote it (checked then against config-schema.ts); empty means not set. */
function setting<K extends keyof AppEnv>(name: K): AppEnv[K] {
  const value: unknown = import.meta.env[name];
  return (typeof value === 'string' && value.trim() !== '' ? value : undefined) as AppEnv[K];
}

export const config = {
  apiBaseUrl: setting('VITE_API_BASE_URL') ?? '',
  /** Shown on /help when set; the knowledge base (/help) and the journal (/journal) are the portal's own pages. */
  supportEmail: setting('VITE_SUPPORT_EMAIL') ?? null,
  supportChatDesktopId: setting('VITE_SUPPORT_CHAT_DESKTOP_ID') ?? null,
  supportChatMobileId: setting('VITE_SUPPORT_CHAT_MOBILE_ID') ?? null,
  supportChatScriptUrl: setting('VITE_SUPPORT_CHAT_SCRIPT_URL') ?? 'https://code.jivo.ru/widget/',
  analyticsCounterId: setting('VITE_ANALYTICS_COUNTER_ID') ?? null,
  webPushPublicKey: setting('VITE_WEB_PUSH_PUBLIC_KEY') ?? null,
} as const;
