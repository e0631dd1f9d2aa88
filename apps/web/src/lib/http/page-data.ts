import type { RoutePageAnswer } from '@vyplaty/contracts';
import {
  type AxiosAdapter,
  type AxiosRequestConfig,
  type AxiosResponse,
  getAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';

/**
 * Answers the server sent inside the page (apps/api/src/http/route-shell-data.ts): for a page drawn from
 * HTML (vite-plugins/route-shells.ts) the API makes the page's first calls itself, with the visitor's own
 * cookies, and writes their answers into `<script type="application/json" id="vp-page-data">`. The app's
 * first identical call is answered from there instead of the network, once: the page then draws what the
 * HTML already shows without a round trip on a slow phone, and every later call goes to the API.
 */
export const PAGE_DATA_ELEMENT_ID = 'vp-page-data';
/** An answer the app has not asked for by then is stale: it is dropped, and the call goes to the API. */
const PAGE_DATA_LIFETIME_MS = 60_000;

let entries: RoutePageAnswer[] | null = null;
let readAt = 0;

/** Reads the page's answers once, and removes the element so they cannot be read twice. */
function pageEntries(): RoutePageAnswer[] {
  if (entries) return entries;
  readAt = Date.now();
  entries = [];
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element) return entries;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '[]');
    if (Array.isArray(parsed)) entries = parsed as RoutePageAnswer[];
  } catch {
    // A damaged block only costs the round trips it would have saved.
  }
  return entries;
}

/** The body as the server keyed it: the JSON text the app sends (axios has serialised it by now). */
const bodyKey = (data: unknown) => (data === undefined || data === null || data === '' ? undefined : String(data));

/** Takes the page's answer to this call, if the server sent one and it is still fresh. */
function takePageAnswer(method: string, path: string, body: string | undefined): RoutePageAnswer | null {
  const list = pageEntries();
  if (list.length === 0) return null;
  if (Date.now() - readAt > PAGE_DATA_LIFETIME_MS) {
    list.length = 0;
    return null;
  }
  const at = list.findIndex(
    (entry) => entry.method === method.toUpperCase() && entry.path === path && entry.body === body,
  );
  if (at < 0) return null;
  const [entry] = list.splice(at, 1);
  return entry ?? null;
}

/** The client's adapter, answering a call from the page's data when it can (client.ts). */
export function withPageData(adapter: AxiosRequestConfig['adapter']): AxiosAdapter {
  const next = getAdapter(adapter);
  return (config: InternalAxiosRequestConfig) => {
    // Only the page's own origin sent answers, and only for calls without query parameters.
    const isPlainCall = !config.baseURL && (!config.params || Object.keys(config.params).length === 0);
    const entry = isPlainCall ? takePageAnswer(config.method ?? 'get', config.url ?? '', bodyKey(config.data)) : null;
    if (!entry) return next(config);
    const response: AxiosResponse = {
      data: entry.data,
      status: entry.status,
      statusText: 'OK',
      headers: {},
      config,
      request: null,
    };
    return Promise.resolve(response);
  };
}
