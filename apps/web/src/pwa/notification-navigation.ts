import { parseSwMessage, SW_MESSAGE } from './messages';

/**
 * The path inside the portal a notification points to, or null. Only this origin: a pushed payload
 * must not be able to send the person to another site (an open redirect through a notification).
 */
export function notificationTargetPath(url: unknown, origin: string): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

type MessageSource = Pick<ServiceWorkerContainer, 'addEventListener' | 'removeEventListener'>;

/**
 * SPEC §2: when the service worker posts NAVIGATE_FROM_NOTIFICATION (a notification was clicked while
 * a page was open), the app navigates there. Returns a stop function.
 */
export function listenForNotificationNavigation(
  navigate: (path: string) => void,
  source: MessageSource | undefined = typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? navigator.serviceWorker
    : undefined,
  origin: string = window.location.origin,
): () => void {
  if (!source) return () => {};
  const handleMessage = (event: Event) => {
    const message = parseSwMessage((event as MessageEvent).data);
    if (message?.type !== SW_MESSAGE.navigateFromNotification) return;
    const path = notificationTargetPath(message.url, origin);
    if (path) navigate(path);
  };
  source.addEventListener('message', handleMessage);
  return () => source.removeEventListener('message', handleMessage);
}
