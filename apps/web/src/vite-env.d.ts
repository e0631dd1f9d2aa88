/// <reference types="vite/client" />

// Declaration merging needs interfaces here: these augment Vite's and the DOM's global types.
interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_SUPPORT_CHAT_DESKTOP_ID?: string;
  readonly VITE_SUPPORT_CHAT_MOBILE_ID?: string;
  readonly VITE_SUPPORT_CHAT_SCRIPT_URL?: string;
  readonly VITE_ANALYTICS_COUNTER_ID?: string;
  readonly VITE_WEB_PUSH_PUBLIC_KEY?: string;
}

/** The build id (vite.config.ts), the same string /build-manifest.json carries; 'dev' in development. */
declare const __APP_VERSION__: string;

interface Window {
  /** A third-party support chat widget may register itself here; the header opens it when present. */
  SupportChat?: { open: () => void };
  /** JivoChat's API, present once its widget script has started (src/lib/third-party-scripts.ts). */
  jivo_api?: { open: () => unknown };
  /** JivoChat calls this when its widget is ready. */
  jivo_onLoadCallback?: () => void;
  /** Yandex Metrika: calls made before tag.js loads are queued in `a`. */
  ym?: ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };
}
