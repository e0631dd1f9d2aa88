import { apiPaths } from '@vyplaty/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../lib/http';
import { pathOf, stubAdapter } from '../test/http-stub';
import { startNativeShell } from './start-native-shell';

/** Inside the shell: Capacitor reports a native Android platform and the plugins answer over the bridge. */
const plugins = vi.hoisted(() => {
  const listeners = new Map<string, (payload: unknown) => void>();
  const addListener = async (event: string, listener: (payload: unknown) => void) => {
    listeners.set(event, listener);
    return { remove: async () => {} };
  };
  return {
    listeners,
    push: {
      checkPermissions: async () => ({ receive: 'granted' }),
      requestPermissions: async () => ({ receive: 'granted' }),
      createChannel: async () => {},
      register: async () => {
        listeners.get('registration')?.({ value: 'fcm-token' });
      },
      addListener,
    },
    local: { checkPermissions: async () => ({ display: 'granted' }), schedule: async () => ({}), addListener },
    statusBar: { setStyle: vi.fn(async () => {}), setBackgroundColor: vi.fn(async () => {}) },
  };
});
vi.mock('@capacitor/core', () => ({
  Capacitor: { isNativePlatform: () => true, getPlatform: () => 'android' },
}));
vi.mock('@capacitor/push-notifications', () => ({ PushNotifications: plugins.push }));
vi.mock('@capacitor/local-notifications', () => ({ LocalNotifications: plugins.local }));
vi.mock('@capacitor/status-bar', () => ({ StatusBar: plugins.statusBar, Style: { Light: 'LIGHT' } }));

const originalAdapter = http.defaults.adapter;

describe('startNativeShell inside the Capacitor shell', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('sets the status bar, and after login sends the FCM token as {token} to the notification token call', async () => {
    const adapter = stubAdapter(() => ({ status: 200, data: {} }));
    http.defaults.adapter = adapter;

    const shell = await startNativeShell({ navigate: vi.fn() });
    expect(plugins.statusBar.setStyle).toHaveBeenCalledWith({ style: 'LIGHT' });
    expect(plugins.statusBar.setBackgroundColor).toHaveBeenCalledWith({ color: '#ffffff' });
    expect(adapter.calls).toHaveLength(0);

    await shell?.startPush();
    await vi.waitFor(() => expect(adapter.calls).toHaveLength(1));
    const [call] = adapter.calls;
    expect(pathOf(call!)).toBe(apiPaths.notifications.token);
    expect(call!.method).toBe('post');
    expect(JSON.parse(call!.data as string)).toEqual({ token: 'fcm-token' });
  });
});
