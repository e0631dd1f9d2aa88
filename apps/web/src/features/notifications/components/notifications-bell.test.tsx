import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type Notification } from '@vyplaty/contracts';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { createQueryClient } from '../../../lib/query-client';
import { SW_MESSAGE } from '../../../pwa/messages';
import { type StubHandler, stubAdapter } from '../../../test/http-stub';
import { appTheme } from '../../../theme/theme';
import { bodiesTo, countCallsTo, fakeNotificationsApi, makeNotification } from '../test/fake-notifications-api';
import { NotificationsBell } from './notifications-bell';

const originalAdapter = http.defaults.adapter;
const { list: LIST, notReadCount: COUNT, read: READ } = apiPaths.notifications;

/** Records what is observed, so a test can scroll an element into view by calling the callback. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  readonly elements = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
  }
  takeRecords() {
    return [];
  }
}

function scrollIntoView(element: Element) {
  act(() => {
    for (const observer of FakeIntersectionObserver.instances) {
      if (!observer.elements.has(element)) continue;
      const entry = { isIntersecting: true, target: element } as unknown as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  });
}

function renderBell(api: StubHandler, { isFullScreen = false } = {}) {
  const queryClient = createQueryClient();
  const adapter = stubAdapter(api);
  http.defaults.adapter = adapter;
  const router = createMemoryRouter([{ path: '*', element: <NotificationsBell isFullScreen={isFullScreen} /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={appTheme()}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { router, adapter };
}

async function openPopup() {
  await userEvent.click(await screen.findByRole('button', { name: /^Уведомления/ }));
  return screen.findByRole('dialog', { name: 'Уведомления' });
}

const range = (from: number, to: number, overrides: Partial<Notification> = {}) =>
  Array.from({ length: to - from + 1 }, (_, i) => makeNotification(from + i, overrides));

describe('notifications bell', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });

  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    vi.unstubAllGlobals();
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('shows the unread count in the badge', async () => {
    const { handler } = fakeNotificationsApi([...range(1, 3), makeNotification(4, { is_read: true })]);
    renderBell(handler);
    const bell = await screen.findByRole('button', { name: 'Уведомления' });
    expect(await within(bell).findByText('3')).toBeInTheDocument();
  });

  it('refetches the count every 60 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { state, handler } = fakeNotificationsApi(range(1, 2));
    renderBell(handler);
    const bell = await screen.findByRole('button', { name: 'Уведомления' });
    await within(bell).findByText('2');

    state.notifications = range(1, 5);
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(within(bell).getByText('2')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await within(bell).findByText('5')).toBeInTheDocument();
  });

  it('refetches the count when the service worker reports a push', async () => {
    const worker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker });
    const { state, handler } = fakeNotificationsApi(range(1, 3));
    const { adapter } = renderBell(handler);
    const bell = await screen.findByRole('button', { name: /^Уведомления/ });
    await within(bell).findByText('3');
    // What the badge shows is in the button's name (WCAG 2.5.3, «label in name»).
    expect(bell).toHaveAccessibleName('Уведомления: непрочитанных 3');

    state.notifications = range(1, 4);
    act(() => {
      worker.dispatchEvent(new MessageEvent('message', { data: { type: SW_MESSAGE.updateNotificationCount } }));
    });
    expect(await within(bell).findByText('4')).toBeInTheDocument();
    expect(countCallsTo(adapter.calls, COUNT)).toBe(2);
  });

  it("opens a 573 × 600 px popup titled 'Уведомления' asking only for unread ones; the toggle off drops the filter", async () => {
    const { handler } = fakeNotificationsApi([makeNotification(1), makeNotification(2, { is_read: true })]);
    const { adapter } = renderBell(handler);
    const popup = await openPopup();
    expect(popup).toHaveStyle({ width: '573px', maxHeight: 'min(600px, calc(100% - 32px))' });

    const toggle = within(popup).getByRole('switch', { name: 'Показать только непрочитанные' });
    expect(toggle).toBeChecked();
    await within(popup).findByText('Уведомление 1');
    expect(within(popup).queryByText('Уведомление 2')).not.toBeInTheDocument();
    expect(bodiesTo(adapter.calls, LIST)).toEqual([{ is_read: false, page: 1, page_size: 10 }]);

    await userEvent.click(toggle);
    expect(await within(popup).findByText('Уведомление 2')).toBeInTheDocument();
    const lastBody = bodiesTo(adapter.calls, LIST).at(-1);
    expect(lastBody).toEqual({ page: 1, page_size: 10 });
    expect(lastBody).not.toHaveProperty('is_read');
  });

  it('loads ten at a time and asks for the next page when the last item scrolls into view', async () => {
    const { handler } = fakeNotificationsApi(range(1, 25));
    const { adapter } = renderBell(handler);
    const popup = await openPopup();
    const list = await within(popup).findByRole('list', { name: 'Список уведомлений' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(countCallsTo(adapter.calls, LIST)).toBe(1);

    scrollIntoView(within(list).getAllByRole('listitem').at(-1) as Element);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    scrollIntoView(within(list).getAllByRole('listitem').at(-1) as Element);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(within(list).getByText('Уведомление 25')).toBeInTheDocument();

    scrollIntoView(within(list).getAllByRole('listitem').at(-1) as Element);
    expect(bodiesTo(adapter.calls, LIST)).toEqual([
      { is_read: false, page: 1, page_size: 10 },
      { is_read: false, page: 2, page_size: 10 },
      { is_read: false, page: 3, page_size: 10 },
    ]);
  });

  it('shows title, body, the time as DD.MM.YYYY HH:mm and a different icon for system notifications', async () => {
    const { handler } = fakeNotificationsApi([
      makeNotification(1, { type: 'system', title: 'Профиль подтверждён', added_at: '2026-03-05T09:07:00' }),
      makeNotification(2, { type: 'other', body: 'Новый документ на подпись', added_at: '2025-12-31T23:59:00' }),
    ]);
    renderBell(handler);
    const popup = await openPopup();
    const [system, other] = await within(popup).findAllByRole('listitem');
    expect(within(system as HTMLElement).getByText('Профиль подтверждён')).toBeInTheDocument();
    expect(within(system as HTMLElement).getByText('05.03.2026 09:07')).toBeInTheDocument();
    expect(within(system as HTMLElement).getByRole('img', { name: 'Системное' })).toBeInTheDocument();
    expect(within(other as HTMLElement).getByText('Новый документ на подпись')).toBeInTheDocument();
    expect(within(other as HTMLElement).getByText('31.12.2025 23:59')).toBeInTheDocument();
    expect(within(other as HTMLElement).getByRole('img', { name: 'Прочее' })).toBeInTheDocument();
  });

  it("makes only unread items clickable, with the tooltip 'Отметить как прочитанное'", async () => {
    const { handler } = fakeNotificationsApi([makeNotification(1), makeNotification(2, { is_read: true })]);
    renderBell(handler);
    const popup = await openPopup();
    await userEvent.click(within(popup).getByRole('switch', { name: 'Показать только непрочитанные' }));
    await within(popup).findByText('Уведомление 2');

    const unread = within(popup).getByRole('button', { name: /Уведомление 1/ });
    await userEvent.hover(unread);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Отметить как прочитанное');
    expect(within(popup).queryByRole('button', { name: /Уведомление 2/ })).not.toBeInTheDocument();
  });

  it('a click marks the notification read, then the list and the count are refetched', async () => {
    const { handler } = fakeNotificationsApi(range(1, 3));
    const { adapter, router } = renderBell(handler);
    const bell = await screen.findByRole('button', { name: /^Уведомления/ });
    await within(bell).findByText('3');
    // What the badge shows is in the button's name (WCAG 2.5.3, «label in name»).
    expect(bell).toHaveAccessibleName('Уведомления: непрочитанных 3');
    const popup = await openPopup();
    await userEvent.click(await within(popup).findByRole('button', { name: /Уведомление 2/ }));

    await waitFor(() => expect(within(popup).queryByText('Уведомление 2')).not.toBeInTheDocument());
    expect(bodiesTo(adapter.calls, READ)).toEqual([{ notification_ids: [makeNotification(2).id] }]);
    expect(await within(bell).findByText('2')).toBeInTheDocument();
    expect(bell).toHaveAccessibleName('Уведомления: непрочитанных 2');
    expect(countCallsTo(adapter.calls, COUNT)).toBe(2);
    expect(countCallsTo(adapter.calls, LIST)).toBe(2);
    // Without a url the person stays where they are, with the popup open.
    expect(router.state.location.pathname).toBe('/');
    expect(popup).toBeInTheDocument();
  });

  it('a click on a notification with a url marks it read, closes the popup and opens the url', async () => {
    const { handler } = fakeNotificationsApi([makeNotification(1, { url: '/employee/documents' })]);
    const { adapter, router } = renderBell(handler);
    const popup = await openPopup();
    await userEvent.click(await within(popup).findByRole('button', { name: /Уведомление 1/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/employee/documents'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(bodiesTo(adapter.calls, READ)).toEqual([{ notification_ids: [makeNotification(1).id] }]),
    );
  });

  it('never follows a url that leads outside the portal', async () => {
    const { handler } = fakeNotificationsApi([makeNotification(1, { url: '//evil.example/login' })]);
    const { adapter, router } = renderBell(handler);
    const popup = await openPopup();
    await userEvent.click(await within(popup).findByRole('button', { name: /Уведомление 1/ }));

    await waitFor(() => expect(bodiesTo(adapter.calls, READ)).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/');
    expect(popup).toBeInTheDocument();
  });

  it("'Отметить все как прочитанные' marks every unread one, loaded or not, then refetches", async () => {
    const { state, handler } = fakeNotificationsApi(range(1, 25));
    const { adapter } = renderBell(handler);
    const bell = await screen.findByRole('button', { name: /^Уведомления/ });
    await within(bell).findByText('25');
    const popup = await openPopup();
    await within(popup).findByText('Уведомление 1');

    await userEvent.click(within(popup).getByRole('button', { name: 'Отметить все как прочитанные' }));
    expect(await within(popup).findByText('Новых уведомлений нет')).toBeInTheDocument();
    const [readBody] = bodiesTo(adapter.calls, READ) as { notification_ids: string[] }[];
    expect(readBody?.notification_ids).toEqual(range(1, 25).map((n) => n.id));
    expect(state.notifications.every((n) => n.is_read)).toBe(true);
    // No badge at zero (not MUI's invisible one, which keeps the last number in the page).
    await waitFor(() => expect(bell.querySelector('.MuiBadge-badge')).toBeNull());
    expect(bell).toHaveAccessibleName('Уведомления');
    expect(within(popup).getByRole('button', { name: 'Отметить все как прочитанные' })).toBeDisabled();
  });

  it("says 'Новых уведомлений нет' when there is nothing to show", async () => {
    const { handler } = fakeNotificationsApi([]);
    renderBell(handler);
    const popup = await openPopup();
    expect(await within(popup).findByText('Новых уведомлений нет')).toBeInTheDocument();
  });

  it("offers 'Повторить' when the list fails to load", async () => {
    const { state, handler } = fakeNotificationsApi([makeNotification(1)]);
    state.isListFailing = true;
    renderBell(handler);
    const popup = await openPopup();
    const retry = await within(popup).findByRole('alert');
    expect(retry).toHaveTextContent('Что-то пошло не так');

    state.isListFailing = false;
    await userEvent.click(within(retry).getByRole('button', { name: 'Повторить' }));
    expect(await within(popup).findByText('Уведомление 1')).toBeInTheDocument();
  });

  it("on mobile opens a full-screen dialog closed by 'Закрыть'", async () => {
    const { handler } = fakeNotificationsApi([makeNotification(1)]);
    renderBell(handler, { isFullScreen: true });
    const dialog = await openPopup();
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
    expect(await within(dialog).findByText('Уведомление 1')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
