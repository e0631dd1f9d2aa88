import { apiPaths } from '@vyplaty/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../lib/http';
import { pathOf, type StubHandler, stubAdapter } from '../test/http-stub';
import { base64UrlToBytes, enableWebPush, PUSH_SUBSCRIBE_ERROR, startWebPush } from './push-subscription';

const originalAdapter = http.defaults.adapter;

/** A 65-byte uncompressed P-256 point, as a VAPID public key is, base64url-encoded. */
function vapidKey(fill: number): string {
  const bytes = [4, ...Array<number>(64).fill(fill)];
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
const SERVER_KEY = vapidKey(7);
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc123';

function fakeSubscription(key: Uint8Array, endpoint = ENDPOINT) {
  return {
    endpoint,
    options: { applicationServerKey: key.slice().buffer, userVisibleOnly: true },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { auth: 'auth-secret', p256dh: 'p256dh-public' } }),
    unsubscribe: vi.fn(async () => true),
  };
}
type FakeSubscription = ReturnType<typeof fakeSubscription>;

/** navigator.serviceWorker with an active registration whose PushManager keeps one subscription. */
function installBrowser({
  permission = 'granted' as NotificationPermission,
  grantOnRequest = 'granted' as NotificationPermission,
  existing = null as FakeSubscription | null,
} = {}) {
  let current = existing;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      current = fakeSubscription(options.applicationServerKey as Uint8Array, `${ENDPOINT}-new`);
      return current;
    }),
  };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration) },
  });
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = grantOnRequest;
      return grantOnRequest;
    }),
  };
  vi.stubGlobal('Notification', notification);
  return { pushManager, notification };
}

function withApi(handler: StubHandler = () => ({ status: 200, data: {} })) {
  const adapter = stubAdapter((req) =>
    pathOf(req) === apiPaths.notifications.webPushKey
      ? { status: 200, data: { public_key: SERVER_KEY } }
      : handler(req),
  );
  http.defaults.adapter = adapter;
  return {
    calls: (path: string) => adapter.calls.filter((c) => pathOf(c) === path),
    sentTokens: () =>
      adapter.calls.filter((c) => pathOf(c) === apiPaths.notifications.token).map((c) => JSON.parse(c.data as string)),
  };
}

describe('web push subscription at app start', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.unstubAllGlobals();
  });

  it('without granted permission it neither prompts nor subscribes', async () => {
    const browser = installBrowser({ permission: 'default' });
    const api = withApi();
    await expect(startWebPush()).resolves.toBe('not-permitted');
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.sentTokens()).toEqual([]);
  });

  it('with permission: key from the API, a user-visible subscription, and {endpoint, keys} sent as the token', async () => {
    const browser = installBrowser();
    const api = withApi();
    await expect(startWebPush()).resolves.toBe('subscribed');

    expect(api.calls(apiPaths.notifications.webPushKey)).toHaveLength(1);
    const options = browser.pushManager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect(Array.from(options.applicationServerKey as Uint8Array)).toEqual(Array.from(base64UrlToBytes(SERVER_KEY)));
    expect(api.sentTokens()).toEqual([
      { endpoint: `${ENDPOINT}-new`, keys: { auth: 'auth-secret', p256dh: 'p256dh-public' } },
    ]);
    expect(api.calls(apiPaths.notifications.token)[0]!.method).toBe('post');
  });

  it('a key built into the app is used without asking the API', async () => {
    installBrowser();
    const api = withApi();
    await startWebPush({ publicKey: vapidKey(9) });
    expect(api.calls(apiPaths.notifications.webPushKey)).toHaveLength(0);
    expect(api.sentTokens()).toHaveLength(1);
  });

  it('an existing subscription for the same key is re-sent, not replaced', async () => {
    const existing = fakeSubscription(base64UrlToBytes(SERVER_KEY));
    const browser = installBrowser({ existing });
    const api = withApi();
    await startWebPush();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(existing.unsubscribe).not.toHaveBeenCalled();
    expect(api.sentTokens()).toEqual([{ endpoint: ENDPOINT, keys: { auth: 'auth-secret', p256dh: 'p256dh-public' } }]);
  });

  it('a subscription made with an old server key is replaced', async () => {
    const existing = fakeSubscription(base64UrlToBytes(vapidKey(1)));
    const browser = installBrowser({ existing });
    const api = withApi();
    await startWebPush();
    expect(existing.unsubscribe).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(api.sentTokens()[0]).toMatchObject({ endpoint: `${ENDPOINT}-new` });
  });

  it('a failure is only logged, with the message of SPEC §8', async () => {
    installBrowser();
    withApi(() => ({ status: 500, data: { error_message: 'Ошибка' } }));
    await expect(startWebPush()).resolves.toBe('failed');
    expect(console.error).toHaveBeenCalledWith(PUSH_SUBSCRIBE_ERROR, expect.anything());
    expect(PUSH_SUBSCRIBE_ERROR).toBe('Ошибка при попытке подписки на пуш-уведомления');
  });

  it('a browser without push does nothing', async () => {
    const api = withApi();
    await expect(startWebPush()).resolves.toBe('unsupported');
    expect(api.calls(apiPaths.notifications.webPushKey)).toHaveLength(0);
  });
});

describe('enableWebPush (on a click)', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.unstubAllGlobals();
  });

  it('asks for permission and subscribes when granted', async () => {
    const browser = installBrowser({ permission: 'default', grantOnRequest: 'granted' });
    const api = withApi();
    await expect(enableWebPush()).resolves.toBe(true);
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(api.sentTokens()).toHaveLength(1);
  });

  it('does not subscribe when the person declines', async () => {
    const browser = installBrowser({ permission: 'default', grantOnRequest: 'denied' });
    const api = withApi();
    await expect(enableWebPush()).resolves.toBe(false);
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.sentTokens()).toEqual([]);
  });
});
