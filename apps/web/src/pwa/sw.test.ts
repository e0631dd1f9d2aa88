import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SW_MESSAGE } from './messages';

/** src/sw.ts runs against a fake ServiceWorkerGlobalScope; workbox is replaced by spies. */
const workbox = vi.hoisted(() => ({
  precacheAndRoute: vi.fn(),
  cleanupOutdatedCaches: vi.fn(),
  matchPrecache: vi.fn(async (_url: string) => new Response('<!doctype html>')),
  clientsClaim: vi.fn(),
}));
vi.mock('workbox-precaching', () => ({
  precacheAndRoute: workbox.precacheAndRoute,
  cleanupOutdatedCaches: workbox.cleanupOutdatedCaches,
  matchPrecache: workbox.matchPrecache,
}));
vi.mock('workbox-core', () => ({ clientsClaim: workbox.clientsClaim }));

const ORIGIN = 'https://portal.example.ru';
type Handler = (event: unknown) => void;
const handlers = new Map<string, Handler>();

function fakeWindow(url = `${ORIGIN}/employee/profile`) {
  const client = { url, postMessage: vi.fn(), focus: vi.fn(async () => client) };
  return client;
}
let windows: ReturnType<typeof fakeWindow>[] = [];

const scope = {
  __WB_MANIFEST: [{ url: 'index.html', revision: '1' }],
  location: new URL(`${ORIGIN}/sw.js`),
  addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
  skipWaiting: vi.fn(async () => {}),
  registration: { showNotification: vi.fn(async (_title: string, _options: NotificationOptions) => {}) },
  clients: {
    matchAll: vi.fn(async () => windows),
    openWindow: vi.fn(async (_url: string) => null),
  },
};

/** Dispatches an extendable event and waits for what the worker passed to waitUntil/respondWith. */
async function dispatch(type: string, init: Record<string, unknown>) {
  const pending: Promise<unknown>[] = [];
  const event = {
    ...init,
    waitUntil: (p: Promise<unknown>) => pending.push(p),
    respondWith: vi.fn((p: Promise<unknown>) => pending.push(p)),
  };
  handlers.get(type)?.(event);
  await Promise.all(pending);
  return event;
}

const pushEvent = (payload: unknown) => ({
  data: {
    json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload),
  },
});

beforeAll(async () => {
  vi.stubGlobal('self', scope);
  await import('../sw');
});

beforeEach(() => {
  windows = [];
  scope.registration.showNotification.mockClear();
  scope.clients.openWindow.mockClear();
  scope.skipWaiting.mockClear();
  workbox.matchPrecache.mockClear();
});

describe('service worker (src/sw.ts)', () => {
  it('precaches the build manifest, drops outdated caches and takes control of open pages', () => {
    expect(workbox.precacheAndRoute).toHaveBeenCalledWith(scope.__WB_MANIFEST);
    expect(workbox.cleanupOutdatedCaches).toHaveBeenCalled();
    expect(workbox.clientsClaim).toHaveBeenCalled();
  });

  it('a push shows the notification tagged with its id and tells open pages to refetch the count', async () => {
    const page = fakeWindow();
    windows = [page];
    await dispatch(
      'push',
      pushEvent({
        notification_id: '7f1c2a4e-1111-4222-8333-944455556666',
        title: 'Выплата зачислена',
        body: '1 500,00 ₽',
        type: 'system',
        url: '/employee/payments',
      }),
    );
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Выплата зачислена', {
      body: '1 500,00 ₽',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      lang: 'ru',
      tag: '7f1c2a4e-1111-4222-8333-944455556666',
      data: { url: '/employee/payments' },
    });
    expect(page.postMessage).toHaveBeenCalledWith({ type: SW_MESSAGE.updateNotificationCount });
  });

  it('an unreadable push still shows something (browsers require it); a foreign URL becomes the start page', async () => {
    await dispatch('push', pushEvent('not json'));
    expect(scope.registration.showNotification).toHaveBeenLastCalledWith(
      'Выплаты и документы',
      expect.objectContaining({ body: 'Новое уведомление', data: { url: '/' } }),
    );

    await dispatch(
      'push',
      pushEvent({ title: 'Т', body: 'Б', url: 'https://evil.example.com/x', notification_id: 'n' }),
    );
    expect(scope.registration.showNotification).toHaveBeenLastCalledWith(
      'Т',
      expect.objectContaining({ data: { url: '/' } }),
    );
  });

  it('a click focuses an open page and asks it to navigate', async () => {
    const page = fakeWindow();
    windows = [page];
    const notification = { data: { url: '/employee/documents/5' }, close: vi.fn() };
    await dispatch('notificationclick', { notification });
    expect(notification.close).toHaveBeenCalled();
    expect(page.focus).toHaveBeenCalled();
    expect(page.postMessage).toHaveBeenCalledWith({
      type: SW_MESSAGE.navigateFromNotification,
      url: '/employee/documents/5',
    });
    expect(page.postMessage).toHaveBeenCalledWith({ type: SW_MESSAGE.updateNotificationCount });
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('a click with no open page opens one at the URL', async () => {
    await dispatch('notificationclick', { notification: { data: { url: '/tasks/3' }, close: vi.fn() } });
    expect(scope.clients.openWindow).toHaveBeenCalledWith('/tasks/3');
  });

  it('skips waiting only when the page asks (workbox-window messageSkipWaiting)', async () => {
    await dispatch('message', { data: { type: 'SOMETHING_ELSE' } });
    expect(scope.skipWaiting).not.toHaveBeenCalled();
    await dispatch('message', { data: { type: 'SKIP_WAITING' } });
    expect(scope.skipWaiting).toHaveBeenCalledTimes(1);
  });

  const navigate = (path: string, mode = 'navigate') =>
    dispatch('fetch', { request: { url: `${ORIGIN}${path}`, mode } });

  it('navigations get the precached shell, except API, docs, sandbox pages and files; other requests pass', async () => {
    workbox.matchPrecache.mockClear();
    const spa = await navigate('/employee/tasks');
    expect(spa.respondWith).toHaveBeenCalled();
    expect(workbox.matchPrecache).toHaveBeenCalledWith('index.html');

    for (const path of ['/v1/auth/me', '/api/docs', '/sandbox/mail', '/build-manifest.json']) {
      expect((await navigate(path)).respondWith, path).not.toHaveBeenCalled();
    }
    expect((await navigate('/v1/notifications', 'cors')).respondWith).not.toHaveBeenCalled();
  });

  it('a page the server draws for who is looking (/login, an invite link, help, /employees…) comes from the network, the shell only offline', async () => {
    const drawn = new Response('<!doctype html><main>Вход</main>');
    const fetchSpy = vi.fn(async (_request: unknown) => drawn);
    vi.stubGlobal('fetch', fetchSpy);
    workbox.matchPrecache.mockClear();
    for (const path of [
      '/login',
      '/login/',
      '/invite/0f3e9c2a',
      '/invite/user/0f3e9c2a',
      '/help',
      '/reset-password',
      '/confirm-password',
      '/help/how-to-pay',
      '/employees',
      '/employee/payments',
    ]) {
      const event = await navigate(path);
      expect(await event.respondWith.mock.calls[0]![0], path).toBe(drawn);
    }
    expect(fetchSpy).toHaveBeenCalledTimes(10);
    expect(workbox.matchPrecache).not.toHaveBeenCalled();

    // The root is drawn by the server only with an e-mail's action; without a query it is the shell (the app's start).
    const link = await navigate('/?action=UPDATE_PASSWORD&token=Zx8_kQ2-abcdefghijklmnopqrstuvwxyz0');
    expect(await link.respondWith.mock.calls[0]![0]).toBe(drawn);
    expect(fetchSpy).toHaveBeenCalledTimes(11);
    await (await navigate('/')).respondWith.mock.calls[0]![0];
    expect(fetchSpy).toHaveBeenCalledTimes(11);
    expect(workbox.matchPrecache).toHaveBeenCalledTimes(1);
    workbox.matchPrecache.mockClear();

    // An address that is only the app's, even under a copy's prefix: the precached shell, as for any other route.
    await (await navigate('/employee/tasks')).respondWith.mock.calls[0]![0];
    await (await navigate('/help/how-to-pay/more')).respondWith.mock.calls[0]![0];
    expect(fetchSpy).toHaveBeenCalledTimes(11);
    expect(workbox.matchPrecache).toHaveBeenCalledTimes(2);
    workbox.matchPrecache.mockClear();

    // Offline: the fetch fails and the precached shell opens the app.
    fetchSpy.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = await navigate('/login');
    expect(await ((await offline.respondWith.mock.calls[0]![0]) as Response).text()).toBe('<!doctype html>');
    expect(workbox.matchPrecache).toHaveBeenCalledWith('index.html');
    vi.unstubAllGlobals();
    vi.stubGlobal('self', scope);
  });
});
