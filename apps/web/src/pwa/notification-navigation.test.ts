import { describe, expect, it, vi } from 'vitest';
import { SW_MESSAGE } from './messages';
import { listenForNotificationNavigation, notificationTargetPath } from './notification-navigation';

const ORIGIN = 'https://portal.example.ru';

describe('notificationTargetPath', () => {
  it('keeps paths and same-origin URLs, with query and hash', () => {
    expect(notificationTargetPath('/employee/payments/42', ORIGIN)).toBe('/employee/payments/42');
    expect(notificationTargetPath('/tasks?tab=new#top', ORIGIN)).toBe('/tasks?tab=new#top');
    expect(notificationTargetPath(`${ORIGIN}/help`, ORIGIN)).toBe('/help');
  });

  it('rejects other origins, protocol-relative and script URLs, and non-strings', () => {
    expect(notificationTargetPath('https://evil.example.com/login', ORIGIN)).toBeNull();
    expect(notificationTargetPath('//evil.example.com/login', ORIGIN)).toBeNull();
    expect(notificationTargetPath('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(notificationTargetPath('', ORIGIN)).toBeNull();
    expect(notificationTargetPath(null, ORIGIN)).toBeNull();
    expect(notificationTargetPath(42, ORIGIN)).toBeNull();
  });
});

describe('listenForNotificationNavigation', () => {
  const post = (source: EventTarget, data: unknown) => source.dispatchEvent(new MessageEvent('message', { data }));

  it('navigates on NAVIGATE_FROM_NOTIFICATION from the service worker', () => {
    const source = new EventTarget();
    const navigate = vi.fn();
    listenForNotificationNavigation(navigate, source as ServiceWorkerContainer, ORIGIN);
    post(source, { type: SW_MESSAGE.navigateFromNotification, url: '/employee/documents/7' });
    expect(navigate).toHaveBeenCalledWith('/employee/documents/7');
  });

  it('ignores other messages, malformed ones and foreign URLs', () => {
    const source = new EventTarget();
    const navigate = vi.fn();
    listenForNotificationNavigation(navigate, source as ServiceWorkerContainer, ORIGIN);
    post(source, { type: SW_MESSAGE.updateNotificationCount });
    post(source, { type: SW_MESSAGE.navigateFromNotification });
    post(source, { type: SW_MESSAGE.navigateFromNotification, url: 'https://evil.example.com/' });
    post(source, 'NAVIGATE_FROM_NOTIFICATION');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stops listening when asked; without service workers it is a no-op', () => {
    const source = new EventTarget();
    const navigate = vi.fn();
    const stop = listenForNotificationNavigation(navigate, source as ServiceWorkerContainer, ORIGIN);
    stop();
    post(source, { type: SW_MESSAGE.navigateFromNotification, url: '/help' });
    expect(navigate).not.toHaveBeenCalled();
    expect(() => listenForNotificationNavigation(navigate, undefined, ORIGIN)()).not.toThrow();
  });
});
