import {
  apiPaths,
  type WebPushSubscription,
  webPushKeyResponseSchema,
  webPushSubscriptionSchema,
} from '@vyplaty/contracts';
import type { AxiosInstance } from 'axios';
import { config } from '../lib/config';
import { http } from '../lib/http';

/** SPEC §8: the one message logged when subscribing at start fails as a whole. */
export const PUSH_SUBSCRIBE_ERROR = 'Ошибка при попытке подписки на пуш-уведомления';
/** navigator.serviceWorker.ready never settles without a worker; a click must not wait forever. */
const WORKER_READY_TIMEOUT_MS = 10_000;

type NotificationApi = {
  readonly permission: NotificationPermission;
  requestPermission: () => Promise<NotificationPermission>;
};

export type WebPushEnv = {
  serviceWorker: Pick<ServiceWorkerContainer, 'ready'> | undefined;
  notification: NotificationApi | undefined;
  client: Pick<AxiosInstance, 'get' | 'post'>;
  /** Built-in VAPID key; null = ask the API. */
  publicKey: string | null;
};

function browserEnv(): WebPushEnv {
  const hasWorker = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
  return {
    serviceWorker: hasWorker ? navigator.serviceWorker : undefined,
    notification: typeof Notification === 'undefined' ? undefined : Notification,
    client: http,
    publicKey: config.webPushPublicKey,
  };
}

export type WebPushStart = 'subscribed' | 'not-permitted' | 'unsupported' | 'failed';

/**
 * At app start, for a logged-in person: renews this browser's subscription and sends it to the API
 * (SPEC §7 notification token). It never asks for permission — a prompt nobody asked for at page
 * load gets blocked for good — so it does nothing until permission was granted (see enableWebPush).
 */
export async function startWebPush(overrides: Partial<WebPushEnv> = {}): Promise<WebPushStart> {
  const env = { ...browserEnv(), ...overrides };
  if (!env.serviceWorker || !env.notification) return 'unsupported';
  if (env.notification.permission !== 'granted') return 'not-permitted';
  try {
    await subscribeAndSend(env);
    return 'subscribed';
  } catch (error) {
    console.error(PUSH_SUBSCRIBE_ERROR, error);
    return 'failed';
  }
}

/** For a person's click (a settings switch): asks for permission, then subscribes. True when subscribed. */
export async function enableWebPush(overrides: Partial<WebPushEnv> = {}): Promise<boolean> {
  const env = { ...browserEnv(), ...overrides };
  if (!env.serviceWorker || !env.notification) return false;
  try {
    if ((await env.notification.requestPermission()) !== 'granted') return false;
    await subscribeAndSend(env);
    return true;
  } catch (error) {
    console.error(PUSH_SUBSCRIBE_ERROR, error);
    return false;
  }
}

async function subscribeAndSend(env: WebPushEnv): Promise<void> {
  const registration = await readyWithin(env.serviceWorker!, WORKER_READY_TIMEOUT_MS);
  const pushManager = registration.pushManager;
  if (!pushManager) throw new Error('Push API недоступен в этом браузере');
  const applicationServerKey = base64UrlToBytes(await publicKey(env));
  let subscription = await pushManager.getSubscription();
  // A subscription made with a previous server key can no longer be delivered to: replace it.
  if (subscription && !sameBytes(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  await env.client.post(apiPaths.notifications.token, toPushToken(subscription));
}

async function publicKey(env: WebPushEnv): Promise<string> {
  if (env.publicKey) return env.publicKey;
  const { data } = await env.client.get(apiPaths.notifications.webPushKey);
  return webPushKeyResponseSchema.parse(data).public_key;
}

/** The body the API stores: PushSubscription.toJSON() without expirationTime (SPEC §3 Push token). */
export function toPushToken(subscription: Pick<PushSubscription, 'toJSON'>): WebPushSubscription {
  const json = subscription.toJSON();
  return webPushSubscriptionSchema.parse({
    endpoint: json.endpoint,
    keys: { auth: json.keys?.auth, p256dh: json.keys?.p256dh },
  });
}

export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameBytes(current: ArrayBuffer | null | undefined, expected: Uint8Array): boolean {
  if (!current) return true;
  const bytes = new Uint8Array(current);
  return bytes.length === expected.length && bytes.every((b, i) => b === expected[i]);
}

function readyWithin(container: Pick<ServiceWorkerContainer, 'ready'>, ms: number): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Service worker не запустился')), ms);
  });
  return Promise.race([container.ready, timeout]).finally(() => clearTimeout(timer));
}
