import { Capacitor } from '@capacitor/core';
import { LocalNotifications } from '@capacitor/local-notifications';
import { PushNotifications } from '@capacitor/push-notifications';
import { StatusBar, Style } from '@capacitor/status-bar';
import { apiPaths } from '@vyplaty/contracts';
import { http } from '../lib/http';
import { PUSH_SUBSCRIBE_ERROR } from '../pwa/push-subscription';
import { nativePlatform } from './platform';
import { createNativePush } from './push';
import { setupStatusBar } from './status-bar';

export type NativeShell = {
  /** Called when a person is logged in: the token can only be stored for an account. */
  startPush: () => Promise<void>;
};

type StartOptions = { navigate: (path: string) => void };

/**
 * The Capacitor shell's start: status bar, then the push listeners; null in a browser. main.tsx
 * imports this module (and with it the plugins) only when is-native-shell.ts says it runs in the shell.
 */
export async function startNativeShell({ navigate }: StartOptions): Promise<NativeShell | null> {
  if (!Capacitor.isNativePlatform()) return null;
  const platform = nativePlatform();
  await setupStatusBar(StatusBar, Style.Light, platform);
  const push = createNativePush({
    push: PushNotifications,
    local: LocalNotifications,
    platform,
    sendToken: (token) => http.post(apiPaths.notifications.token, { token }),
    navigate,
  });
  await push.listen();
  return {
    async startPush() {
      try {
        await push.start();
      } catch (error) {
        console.error(PUSH_SUBSCRIBE_ERROR, error);
      }
    },
  };
}
