import { Capacitor } from '@capacitor/core';

export type NativePlatform = 'android' | 'ios' | 'web';

export function nativePlatform(): NativePlatform {
  const platform = Capacitor.getPlatform();
  return platform === 'android' || platform === 'ios' ? platform : 'web';
}
