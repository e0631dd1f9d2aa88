/**
 * Stops web push for this browser after logout, so the next person on the device does not receive the
 * previous account's notifications. Errors are ignored: logout must finish regardless.
 */
export async function unsubscribePush(): Promise<void> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // Push may be unsupported or blocked; nothing to undo then.
  }
}
