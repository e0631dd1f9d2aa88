import type { PermissionState } from '@capacitor/core';
import { describe, expect, it, vi } from 'vitest';
import { PUSH_SUBSCRIBE_ERROR } from '../pwa/push-subscription';
import { createNativePush, LOCAL_NOTIFICATION_DELAY_MS, localNotificationId, type NativePushDeps } from './push';

const ORIGIN = 'https://localhost';
type Listener = (payload: unknown) => void;

/** The Capacitor plugins as the native bridge would answer, with their listeners kept for `fire`. */
function fakeShell({
  receive = 'granted' as PermissionState,
  afterRequest = 'granted' as PermissionState,
  display = 'granted' as PermissionState,
  platform = 'android' as NativePushDeps['platform'],
} = {}) {
  const listeners = new Map<string, Listener>();
  const calls: string[] = [];
  const addListener = vi.fn(async (event: string, listener: Listener) => {
    listeners.set(event, listener);
    calls.push(`listen:${event}`);
    return { remove: async () => {} };
  });
  const push = {
    checkPermissions: vi.fn(async () => ({ receive })),
    requestPermissions: vi.fn(async () => ({ receive: afterRequest })),
    createChannel: vi.fn(async (channel: { id: string }) => void calls.push(`channel:${channel.id}`)),
    register: vi.fn(async () => void calls.push('register')),
    addListener,
  };
  const local = {
    checkPermissions: vi.fn(async () => ({ display })),
    schedule: vi.fn(async () => ({ notifications: [] })),
    addListener,
  };
  const sendToken = vi.fn(async (_token: string) => ({}));
  const navigate = vi.fn();
  let clock = 1_700_000_000_000;
  const nativePush = createNativePush({
    push: push as unknown as NativePushDeps['push'],
    local: local as unknown as NativePushDeps['local'],
    platform,
    sendToken,
    navigate,
    origin: ORIGIN,
    now: () => clock,
  });
  const fire = async (event: string, payload: unknown) => {
    listeners.get(event)?.(payload);
    await vi.waitFor(() => Promise.resolve());
  };
  return {
    nativePush,
    push,
    local,
    sendToken,
    navigate,
    calls,
    fire,
    tick: (ms: number) => (clock += ms),
    now: () => clock,
  };
}

describe('native push (Capacitor)', () => {
  it('with receive permission: listeners first, then both Android channels, then registration', async () => {
    const shell = fakeShell();
    await expect(shell.nativePush.start()).resolves.toBe('registered');
    expect(shell.push.createChannel.mock.calls.map(([c]) => c)).toEqual([
      { id: 'important', name: 'Важные уведомления', importance: 5 },
      { id: 'high_priority', name: 'Важные уведомления', importance: 5 },
    ]);
    const registerAt = shell.calls.indexOf('register');
    expect(shell.calls.slice(0, registerAt)).toEqual(
      expect.arrayContaining(['listen:registration', 'channel:important', 'channel:high_priority']),
    );
    expect(shell.calls.at(-1)).toBe('register');
  });

  it('iOS has no channels: it only registers', async () => {
    const shell = fakeShell({ platform: 'ios' });
    await shell.nativePush.start();
    expect(shell.push.createChannel).not.toHaveBeenCalled();
    expect(shell.push.register).toHaveBeenCalledTimes(1);
  });

  it('asks when the permission is still to be asked; a refusal means nothing is created or registered', async () => {
    const granted = fakeShell({ receive: 'prompt', afterRequest: 'granted' });
    await expect(granted.nativePush.start()).resolves.toBe('registered');
    expect(granted.push.requestPermissions).toHaveBeenCalledTimes(1);

    const refused = fakeShell({ receive: 'prompt', afterRequest: 'denied' });
    await expect(refused.nativePush.start()).resolves.toBe('not-permitted');
    expect(refused.push.createChannel).not.toHaveBeenCalled();
    expect(refused.push.register).not.toHaveBeenCalled();
  });

  it('an earlier refusal is respected without asking again', async () => {
    const shell = fakeShell({ receive: 'denied' });
    await expect(shell.nativePush.start()).resolves.toBe('not-permitted');
    expect(shell.push.requestPermissions).not.toHaveBeenCalled();
    expect(shell.push.register).not.toHaveBeenCalled();
  });

  it('sends the registration token to the API; a failure is only logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const shell = fakeShell();
    await shell.nativePush.start();
    await shell.fire('registration', { value: 'fcm-token-1' });
    expect(shell.sendToken).toHaveBeenCalledWith('fcm-token-1');

    shell.sendToken.mockRejectedValueOnce(new Error('offline'));
    await shell.fire('registration', { value: 'fcm-token-2' });
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(PUSH_SUBSCRIBE_ERROR, expect.any(Error)));
  });

  it('listeners are added once however often push is started (each login)', async () => {
    const shell = fakeShell();
    await shell.nativePush.start();
    await shell.nativePush.start();
    const registrationListeners = shell.push.addListener.mock.calls.filter(([event]) => event === 'registration');
    expect(registrationListeners).toHaveLength(1);
    expect(shell.push.register).toHaveBeenCalledTimes(2);
  });

  it('a push received while the app is open is shown locally 100 ms later on the important channel', async () => {
    const shell = fakeShell();
    await shell.nativePush.listen();
    const data = { notification_id: 'a1b2', type: 'system', url: '/employee/payments' };
    await shell.fire('pushNotificationReceived', { id: 'x', title: 'Выплата', body: 'Зачислено', data });

    await vi.waitFor(() => expect(shell.local.schedule).toHaveBeenCalledTimes(1));
    expect(shell.local.schedule).toHaveBeenCalledWith({
      notifications: [
        {
          id: localNotificationId('a1b2'),
          title: 'Выплата',
          body: 'Зачислено',
          extra: data,
          channelId: 'important',
          schedule: { at: new Date(shell.now() + LOCAL_NOTIFICATION_DELAY_MS) },
        },
      ],
    });
  });

  it('without display permission nothing is shown locally', async () => {
    const shell = fakeShell({ display: 'denied' });
    await shell.nativePush.listen();
    await shell.fire('pushNotificationReceived', { id: 'x', title: 'T', body: 'B', data: {} });
    await vi.waitFor(() => expect(shell.local.checkPermissions).toHaveBeenCalled());
    expect(shell.local.schedule).not.toHaveBeenCalled();
  });

  it('a tap on a push or on its local copy opens its page inside the app; foreign URLs are ignored', async () => {
    const shell = fakeShell();
    await shell.nativePush.listen();
    await shell.fire('pushNotificationActionPerformed', {
      actionId: 'tap',
      notification: { id: '1', data: { url: '/tasks/4' } },
    });
    await shell.fire('localNotificationActionPerformed', {
      actionId: 'tap',
      notification: { id: 1, extra: { url: '/employee/documents/9' } },
    });
    await shell.fire('pushNotificationActionPerformed', {
      actionId: 'tap',
      notification: { id: '2', data: { url: 'https://evil.example.com' } },
    });
    expect(shell.navigate.mock.calls).toEqual([['/tasks/4'], ['/employee/documents/9']]);
  });
});

describe('localNotificationId', () => {
  it('is a stable positive 32-bit integer per notification, so a repeated delivery replaces the shown one', () => {
    const id = localNotificationId('7f1c2a4e-1111-4222-8333-944455556666');
    expect(id).toBe(localNotificationId('7f1c2a4e-1111-4222-8333-944455556666'));
    expect(id).not.toBe(localNotificationId('7f1c2a4e-1111-4222-8333-944455556667'));
    expect(Number.isInteger(id) && id >= 0 && id < 2 ** 31).toBe(true);
    expect(localNotificationId(undefined, () => 2 ** 31 + 5)).toBe(6);
  });
});
