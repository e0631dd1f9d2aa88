import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths } from '@vyplaty/contracts';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BALANCE_REFETCH_MS } from '../../../lib/balance';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { balanceFixture } from '../../../test/fixtures/balance';
import { verifiedCustomerProfile } from '../../../test/fixtures/customer';
import { heldReply, pathOf, type StubHandler } from '../../../test/http-stub';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';

afterEach(() => vi.unstubAllGlobals());

// The pages of these routes are lazy chunks: loaded once here, so on a busy machine the first case does not
// spend its wait on their transform.
beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await preloadRoutes('/employee/profile/info', '/users', '/help', '/login');
}, 60_000);

const originalAdapter = http.defaults.adapter;
const customer = { role: 'user', entity_id: 'c1', is_verified: true } as const;
const employee = { role: 'employee', entity_id: 'e1', is_verified: true } as const;

const employeeRecord = {
  id: 'e1',
  last_name: 'Иванов',
  first_name: 'Иван',
  patronymic: 'Иванович',
  phone_number: '+79990000001',
  email: null,
  inn: null,
  is_verified: true,
  status: 'ACTIVE',
};

const customerProfile = verifiedCustomerProfile;

function callsTo(adapter: { calls: InternalAxiosRequestConfig[] }, path: string): number {
  return adapter.calls.filter((c) => pathOf(c) === path).length;
}

function api(extra: StubHandler = () => ({ status: 404, data: {} })): StubHandler {
  return (req) => {
    if (pathOf(req) === apiPaths.employee) return { status: 200, data: employeeRecord };
    if (pathOf(req) === apiPaths.userProfile) return { status: 200, data: customerProfile };
    if (pathOf(req) === apiPaths.notifications.notReadCount) return { status: 200, data: { count: 2 } };
    // A company's header shows its balance (issue 24.8).
    if (pathOf(req) === apiPaths.balance.balance) return { status: 200, data: balanceFixture() };
    // The page these tests open (/users) lists the company's logins (issue 28).
    if (pathOf(req) === apiPaths.companyUsers.list) return { status: 200, data: { items: [], totalCount: 0 } };
    // A verified company's header counts its open tax risks (issue 28).
    if (pathOf(req) === apiPaths.riskAlerts.list)
      return { status: 200, data: { items: [], totalCount: 0, open_count: 0 } };
    return extra(req);
  };
}

describe('header user menu and logout', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  // The info page's own content is tested with the page (features/employee-profile).
  it('shows a contractor as surname plus initials', async () => {
    renderApp('/employee/profile/info', { session: employee, api: api() });
    expect(await screen.findByRole('button', { name: 'Иванов И. И.' })).toBeInTheDocument();
  });

  it('shows a contractor without a name yet by formatted phone number', async () => {
    const nameless = { ...employeeRecord, last_name: null, first_name: null, patronymic: null };
    renderApp('/employee/profile/info', {
      session: employee,
      api: (req) => (pathOf(req) === apiPaths.employee ? { status: 200, data: nameless } : { status: 404, data: {} }),
    });
    expect(await screen.findByRole('button', { name: '+7 999 000-00-01' })).toBeInTheDocument();
  });

  it('shows an organisation name whole', async () => {
    renderApp('/users', { session: customer, api: api() });
    expect(await screen.findByRole('button', { name: 'ООО "Ромашка"' })).toBeInTheDocument();
  });

  it("'Выйти' calls the server, clears the cache, unsubscribes push and goes to /login", async () => {
    const unsubscribe = vi.fn(() => Promise.resolve(true));
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => ({ pushManager: { getSubscription: async () => ({ unsubscribe }) } }) },
    });
    // However slow the machine: a profile request is still in flight when 'Выйти' is clicked, and the server's
    // logout answers only after the test has asked the screen on display to refetch everything.
    const inFlightProfile = heldReply();
    const serverLogout = heldReply();
    let isProfileHeld = false;
    const { router, queryClient, adapter } = renderApp('/users', {
      session: customer,
      api: (req) => {
        if (isProfileHeld && pathOf(req) === apiPaths.userProfile) return inFlightProfile.reply;
        if (pathOf(req) === apiPaths.auth.logout) return serverLogout.reply;
        return api(() => ({ status: 401, data: {} }))(req);
      },
    });
    const menuButton = await screen.findByRole('button', { name: 'ООО "Ромашка"' });
    isProfileHeld = true;
    void queryClient.refetchQueries({ queryKey: queryKeys.user.profile });
    await waitFor(() => expect(callsTo(adapter, apiPaths.userProfile)).toBe(2));
    isProfileHeld = false;

    const sentBefore = adapter.calls.length;
    await userEvent.click(menuButton);
    await userEvent.click(within(await screen.findByRole('menu')).getByText('Выйти'));
    await waitFor(() => expect(callsTo(adapter, apiPaths.auth.logout)).toBe(1));
    // The session has ended here: nothing on the screen still on display asks the API again.
    await queryClient.invalidateQueries();
    await queryClient.refetchQueries();
    serverLogout.release({ status: 200, data: { ok: true } });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The profile answer arriving after the logout lands nowhere.
    inFlightProfile.release({ status: 200, data: customerProfile });
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(adapter.calls.slice(sentBefore).map(pathOf)).toEqual([apiPaths.auth.logout]);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(queryKeys.user.profile)).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.auth.me)).toBeUndefined();
    expect(queryClient.getQueryCache().findAll({ predicate: (q) => q.state.data !== undefined })).toEqual([]);
  });

  it('when the server logout fails, still clears local state and goes to /login', async () => {
    const { router, queryClient } = renderApp('/users', {
      session: customer,
      api: api((req) => (pathOf(req) === apiPaths.auth.logout ? 'network-error' : { status: 401, data: {} })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'ООО "Ромашка"' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByText('Выйти'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(queryClient.getQueryData(['user', 'profile'])).toBeUndefined();
  });
});

describe('header notifications bell', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('shows the unread count to a logged-in person and opens the popup', async () => {
    renderApp('/users', { session: customer, api: api() });
    const bell = await screen.findByRole('button', { name: 'Уведомления' });
    expect(await within(bell).findByText('2')).toBeInTheDocument();
    await userEvent.click(bell);
    const popup = await screen.findByRole('dialog', { name: 'Уведомления' });
    expect(popup).not.toHaveClass('MuiDialog-paperFullScreen');
    expect(within(popup).getByRole('switch', { name: 'Показать только непрочитанные' })).toBeChecked();
  });

  it('has no bell and asks nothing about notifications without a session', async () => {
    const { adapter } = renderApp('/help', { session: null, api: api() });
    expect(await screen.findByRole('link', { name: 'Войти' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Уведомления' })).not.toBeInTheDocument();
    expect(adapter.calls.some((c) => pathOf(c) === apiPaths.notifications.notReadCount)).toBe(false);
  });

  it("on a phone opens the notifications as a full-screen dialog closed by 'Закрыть'", async () => {
    setViewportWidth(375);
    renderApp('/employee/profile/info', { session: employee, api: api() });
    const bell = await screen.findByRole('button', { name: 'Уведомления' });
    expect(await within(bell).findByText('2')).toBeInTheDocument();
    await userEvent.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Уведомления' });
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Уведомления' })).not.toBeInTheDocument());
  });
});

describe('header balance (issue 24.8)', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    vi.useRealTimers();
  });

  /** An accessible name as the page has it: money groups thousands with a no-break space (ru-RU). */
  const named = (text: string) => text.replace(/(?<=\d) (?=\d)/g, '\u00a0');

  /** The company's GET balance, whose `available` the test changes as the statement job would. */
  function balanceApi() {
    const state = { available: '1500.00' };
    const base = api();
    const handler: StubHandler = (req) =>
      pathOf(req) === apiPaths.balance.balance
        ? { status: 200, data: balanceFixture({ available: state.available }) }
        : base(req);
    return { state, handler };
  }

  it('shows the company’s available balance, updates it when the polled value changes, and leads to the balance page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const balance = balanceApi();
    const { router } = renderApp('/users', { session: customer, api: balance.handler });
    const link = await screen.findByRole('link', { name: named('Баланс: 1 500,00 ₽') });
    expect(link).toHaveAttribute('href', '/profile/balance');
    expect(within(link).getByText('1 500,00 ₽')).toBeInTheDocument();

    // A top-up credited by the statement: the next poll brings it, no reload.
    balance.state.available = '201500.00';
    await vi.advanceTimersByTimeAsync(BALANCE_REFETCH_MS);
    expect(await screen.findByRole('link', { name: named('Баланс: 201 500,00 ₽') })).toBeInTheDocument();

    vi.useRealTimers();
    await userEvent.click(screen.getByRole('link', { name: named('Баланс: 201 500,00 ₽') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/balance'));
  });

  it('on a phone the balance is in the user menu, not in the 74 px header', async () => {
    setViewportWidth(390);
    const balance = balanceApi();
    renderApp('/users', { session: customer, api: balance.handler });
    await userEvent.click(await screen.findByRole('button', { name: 'Меню пользователя: ООО "Ромашка"' }));
    const menu = await screen.findByRole('menu');
    const item = await within(menu).findByRole('menuitem', { name: named('Баланс: 1 500,00 ₽') });
    expect(item).toHaveAttribute('href', '/profile/balance');
    expect(screen.getAllByText(/1 500,00 ₽/)).toHaveLength(1);
  });

  it('on a phone the owner finds the company’s users in the user menu, a colleague does not', async () => {
    setViewportWidth(390);
    const owner = renderApp('/profile/balance', { session: customer, api: api() });
    await userEvent.click(await screen.findByRole('button', { name: 'Меню пользователя: ООО "Ромашка"' }));
    const item = await within(await screen.findByRole('menu')).findByRole('menuitem', { name: 'Пользователи' });
    expect(item).toHaveAttribute('href', '/users');
    owner.unmount();

    renderApp('/profile/balance', { session: { ...customer, member_role: 'ACCOUNTANT' }, api: api() });
    await userEvent.click(await screen.findByRole('button', { name: 'Меню пользователя: ООО "Ромашка"' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Выйти' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Пользователи' })).not.toBeInTheDocument();
  });

  it('a contractor sees no balance and asks for none', async () => {
    const { adapter } = renderApp('/employee/profile/info', { session: employee, api: api() });
    expect(await screen.findByRole('button', { name: 'Иванов И. И.' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Баланс/ })).not.toBeInTheDocument();
    expect(adapter.calls.some((c) => pathOf(c) === apiPaths.balance.balance)).toBe(false);
  });
});
