/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa, injectManifest, into /sw.js with scope '/'). It keeps the
 * app shell offline and shows web pushes. It never caches API answers: they are personal data and must
 * not outlive the session on a shared device (ADR 005).
 */

import { matchesRouteAddress } from '@vyplaty/contracts/paths';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { type PushPayload, SW_MESSAGE, type SwMessage } from './pwa/messages';
import { ROUTE_COPY_PATHS, ROUTE_COPY_PATHS_WITH_QUERY } from './pwa/route-copy-paths';

declare const self: ServiceWorkerGlobalScope;

/** The message workbox-window's messageSkipWaiting() sends; src/pwa/service-worker.ts reloads afterwards. */
const SKIP_WAITING = 'SKIP_WAITING';
/**
 * Paths the server answers itself never get the SPA shell: API, OpenAPI docs, sandboxes, and files
 * opened directly (a last segment with a dot, e.g. /build-manifest.json); no app route has one.
 */
const NAVIGATION_DENYLIST = [/^\/v1(\/|$)/, /^\/api(\/|$)/, /^\/sandbox(\/|$)/, /\/[^/]+\.[^/]+$/];
const APP_SHELL = 'index.html';
const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-96.png';
const FALLBACK_TITLE = 'Выплаты и документы';
const FALLBACK_BODY = 'Новое уведомление';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install controls open pages at once, so a notification click can reach them without a reload.
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

const precachedShell = (request: Request) => matchPrecache(APP_SHELL).then((cached) => cached ?? fetch(request));

/**
 * A page the server draws for who is looking comes from the network: the precached shell would hide it for good
 * after the first visit. Without a network (the fetch fails) the shell opens the app, which says so itself.
 */
async function routeCopy(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    console.warn('Страница не получена с сервера, открыт сохранённый каркас приложения', error);
    return precachedShell(request);
  }
}

// SPA routes opened directly (or offline) get the precached shell; the server's own pages do not.
self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || NAVIGATION_DENYLIST.some((re) => re.test(url.pathname))) return;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const isCopy =
    ROUTE_COPY_PATHS.some((address) => matchesRouteAddress(address, path)) ||
    (url.search !== '' && ROUTE_COPY_PATHS_WITH_QUERY.includes(path));
  event.respondWith(isCopy ? routeCopy(event.request) : precachedShell(event.request));
});

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  const notification_id = payload?.notification_id;
  const url = sameOriginPath(payload?.url ?? null);
  event.waitUntil(
    Promise.all([
      // Browsers require every push to show something (userVisibleOnly), even one we cannot read.
      self.registration.showNotification(payload?.title || FALLBACK_TITLE, {
        body: payload?.body ?? FALLBACK_BODY,
        icon: ICON,
        badge: BADGE,
        lang: 'ru',
        // The server retries deliveries; the same tag replaces the shown notification instead of adding one.
        ...(notification_id ? { tag: notification_id } : {}),
        data: { url },
      }),
      postToWindows({ type: SW_MESSAGE.updateNotificationCount }),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginPath((event.notification.data as { url?: unknown } | null)?.url ?? null);
  event.waitUntil(Promise.all([openApp(url), postToWindows({ type: SW_MESSAGE.updateNotificationCount })]));
});

/** Focuses an open page of the portal and lets its router navigate; opens a new window if there is none. */
async function openApp(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const client = windows.find((c) => new URL(c.url).origin === self.location.origin);
  if (!client) {
    await self.clients.openWindow(url);
    return;
  }
  const focused = await client.focus().catch(() => client);
  const message: SwMessage = { type: SW_MESSAGE.navigateFromNotification, url };
  focused.postMessage(message);
}

async function postToWindows(message: SwMessage): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage(message);
}

function readPayload(data: PushMessageData | null): Partial<PushPayload> | null {
  try {
    const parsed: unknown = data?.json();
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<PushPayload>) : null;
  } catch {
    return null;
  }
}

/** Only paths of this site: a payload must not turn a click into a trip to another origin. */
function sameOriginPath(url: unknown): string {
  if (typeof url !== 'string' || url === '') return '/';
  try {
    const parsed = new URL(url, self.location.origin);
    return parsed.origin === self.location.origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : '/';
  } catch {
    return '/';
  }
}
