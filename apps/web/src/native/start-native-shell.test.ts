import { describe, expect, it, vi } from 'vitest';
import { isNativeShell } from './is-native-shell';
import { startNativeShell } from './start-native-shell';

describe('startNativeShell', () => {
  it('in a browser it is not the native shell and starts nothing; the bridge global tells the shell apart', async () => {
    expect(isNativeShell()).toBe(false);
    expect(isNativeShell({ Capacitor: { isNativePlatform: () => false } })).toBe(false);
    expect(isNativeShell({ Capacitor: { isNativePlatform: () => true } })).toBe(true);
    const navigate = vi.fn();
    await expect(startNativeShell({ navigate })).resolves.toBeNull();
  });
});
