type CapacitorGlobal = { isNativePlatform?: () => boolean };

/**
 * True inside the Capacitor shell (Android or iOS app). The shell's native bridge defines
 * window.Capacitor before any page script runs, so this reads it there and browsers never download
 * @capacitor/core; the shell's own code (start-native-shell.ts) checks Capacitor.isNativePlatform().
 */
export function isNativeShell(win: object | undefined = globalThis.window): boolean {
  return (win as { Capacitor?: CapacitorGlobal } | undefined)?.Capacitor?.isNativePlatform?.() === true;
}
