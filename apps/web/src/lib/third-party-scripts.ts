import { config } from './config';
import { isMobileViewport } from './device';

/** Yandex Metrika's tag; the counter is configured by VITE_ANALYTICS_COUNTER_ID. */
export const ANALYTICS_SCRIPT_URL = 'https://mc.yandex.ru/metrika/tag.js';
const SCRIPT_MARK = 'data-third-party';

type ScriptHost = { win: Window; doc: Document };
const browser = (): ScriptHost => ({ win: window, doc: document });

/** Appends an async external script once (a second call with the same name is ignored). */
function injectScript({ doc }: ScriptHost, name: string, src: string): HTMLScriptElement | null {
  if (doc.querySelector(`script[${SCRIPT_MARK}="${name}"]`)) return null;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.setAttribute(SCRIPT_MARK, name);
  doc.head.appendChild(script);
  return script;
}

type SupportChatOptions = {
  desktopId?: string | null;
  mobileId?: string | null;
  scriptUrl?: string;
  isMobile?: boolean;
  host?: ScriptHost;
  /** Called once the widget is up and `window.SupportChat` opens it (a button waiting for it). */
  onReady?: () => void;
};

/**
 * The support chat widget (JivoChat): the mobile id on phones (viewport under 768 px), the desktop id
 * otherwise; nothing without an id. The header's chat button calls window.SupportChat.open(), which
 * is defined here once the widget is up. Returns whether a script was added.
 */
export function loadSupportChat({
  desktopId = config.supportChatDesktopId,
  mobileId = config.supportChatMobileId,
  scriptUrl = config.supportChatScriptUrl,
  isMobile = isMobileViewport(),
  host = browser(),
  onReady,
}: SupportChatOptions = {}): boolean {
  const id = isMobile ? mobileId : desktopId;
  if (!id) return false;
  const { win } = host;
  let isExposed = false;
  // Both the script's load and the widget's own callback may come: the first with the widget up exposes it.
  const exposeWidget = () => {
    if (!win.jivo_api || isExposed) return;
    isExposed = true;
    win.SupportChat = {
      open: () => {
        win.jivo_api?.open();
      },
    };
    onReady?.();
  };
  const previousCallback = win.jivo_onLoadCallback;
  win.jivo_onLoadCallback = () => {
    previousCallback?.();
    exposeWidget();
  };
  const script = injectScript(host, 'support-chat', `${scriptUrl}${encodeURIComponent(id)}`);
  script?.addEventListener('load', exposeWidget);
  return script !== null;
}

type AnalyticsOptions = { counterId?: string | null; host?: ScriptHost };

/** Reports a page view; only the path travels, never the query (action links carry one-time tokens). */
export type PageHit = (path: string) => void;

/**
 * Yandex Metrika, only when a counter is configured. Page views are reported by the app after each
 * route change (trackPageViews), so the tag's own first hit is deferred. Session replay (webvisor)
 * stays off: it would record the personal data typed into the portal's forms.
 */
export function loadAnalytics({
  counterId = config.analyticsCounterId,
  host = browser(),
}: AnalyticsOptions = {}): PageHit | null {
  if (!counterId) return null;
  const { win } = host;
  if (!win.ym) {
    // The official stub: calls made before tag.js arrives wait in ym.a.
    const queue = ((...args: unknown[]) => {
      queue.a = queue.a ?? [];
      queue.a.push(args);
    }) as NonNullable<Window['ym']>;
    queue.l = Date.now();
    win.ym = queue;
  }
  injectScript(host, 'analytics', ANALYTICS_SCRIPT_URL);
  const id = Number(counterId);
  win.ym?.(id, 'init', { defer: true, clickmap: true, trackLinks: true, accurateTrackBounce: true, webvisor: false });
  let previousUrl: string | null = null;
  return (path) => {
    const url = new URL(path, win.location.origin).href;
    win.ym?.(id, 'hit', url, previousUrl ? { referer: previousUrl } : {});
    previousUrl = url;
  };
}

type RouterLike = {
  state: { location: { pathname: string } };
  subscribe: (listener: (state: { location: { pathname: string } }) => void) => () => void;
};

/** A hit for the current page and after every route change to another path. Returns a stop function. */
export function trackPageViews(router: RouterLike, hit: PageHit): () => void {
  let lastPath = router.state.location.pathname;
  hit(lastPath);
  return router.subscribe(({ location }) => {
    if (location.pathname === lastPath) return;
    lastPath = location.pathname;
    hit(lastPath);
  });
}
