import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { heldReply, pathOf, type StubReply } from '../../../test/http-stub';
import { preloadRoutes, renderApp } from '../../../test/render-app';

const originalAdapter = http.defaults.adapter;

// The pages of these routes are lazy chunks: loaded once here, so on a busy machine the first case does not
// spend its wait on their transform.
beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await preloadRoutes('/profile/security', '/employee/profile/security', '/login');
}, 60_000);
const customer = { role: 'user', entity_id: 'c1', is_verified: true } as const;
const contractor = { role: 'employee', entity_id: 'e1', is_verified: true } as const;
const PASSWORD = 'Секрет-пароль-1';
const SECTION = 'Прекратить работу с платформой';

/** A fake API: the password is checked like the real one; after deactivation every call is 401. */
function fakeApi() {
  const bodies: unknown[] = [];
  const afterDeactivation: string[] = [];
  let isDeactivated = false;
  const handler = (req: Parameters<typeof pathOf>[0]): StubReply => {
    const path = pathOf(req);
    if (isDeactivated) {
      afterDeactivation.push(path);
      return { status: 401, data: { code: 'UNAUTHORIZED', error_message: 'Сеанс завершён' } };
    }
    if (path === apiPaths.notifications.notReadCount) return { status: 200, data: { count: 0 } };
    if (path === apiPaths.auth.sessions) return { status: 200, data: { items: [] } };
    if (path === apiPaths.userDeactivate) {
      const body = JSON.parse(String(req.data)) as { password: string };
      bodies.push(body);
      if (body.password !== PASSWORD) {
        return {
          status: 400,
          data: { code: 'WRONG_PASSWORD', error_message: 'Неверный пароль', fields: { password: 'Неверный пароль' } },
        };
      }
      isDeactivated = true;
      return { status: 204 };
    }
    return { status: 404, data: {} };
  };
  return { handler, bodies, afterDeactivation };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  const section = await screen.findByRole('region', { name: SECTION });
  await user.click(within(section).getByRole('button', { name: SECTION }));
  return screen.findByRole('dialog', { name: 'Прекратить работу с платформой?' });
}

describe('security → company deactivation', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('is offered to a customer with a warning of what happens', async () => {
    renderApp('/profile/security', { session: customer, api: fakeApi().handler });
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    expect(within(dialog).getByText(/Все учётные записи компании будут заблокированы/)).toBeVisible();
    expect(within(dialog).getByText(/Сеансы на всех устройствах, включая этот, будут завершены/)).toBeVisible();
    expect(within(dialog).getByText(/только через службу поддержки/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Отменить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is not on a contractor’s security page', async () => {
    renderApp('/employee/profile/security', { session: contractor, api: fakeApi().handler });
    expect(await screen.findByRole('heading', { name: 'Безопасность' })).toBeInTheDocument();
    expect(screen.queryByText(SECTION)).not.toBeInTheDocument();
  });

  it('needs the password: empty is refused at once, a wrong one lands on the field', async () => {
    const api = fakeApi();
    const { router } = renderApp('/profile/security', { session: customer, api: api.handler });
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Прекратить работу' }));
    expect(await within(dialog).findByText('Введите пароль')).toBeVisible();
    expect(api.bodies).toEqual([]);

    await user.type(within(dialog).getByLabelText('Пароль'), 'не-тот-пароль');
    await user.click(within(dialog).getByRole('button', { name: 'Прекратить работу' }));
    expect(await within(dialog).findByText('Неверный пароль')).toBeVisible();
    expect(within(dialog).getByLabelText('Пароль')).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodies).toEqual([{ password: 'не-тот-пароль' }]);
    expect(router.state.location.pathname).toBe('/profile/security');
  });

  it('after the right password the session is gone: the login page and a message', async () => {
    // However slow the machine: an unread count is in flight when the company is deactivated, and the page
    // is held between the server's answer and leaving for /login (the push unsubscription waits) while the
    // test asks the screen on display to refetch everything.
    const api = fakeApi();
    const inFlightCount = heldReply();
    const pushRegistration = heldReply();
    let isCountHeld = false;
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: () => pushRegistration.reply.then(() => undefined) },
    });
    const { router, queryClient, adapter } = renderApp('/profile/security', {
      session: customer,
      api: (req) =>
        isCountHeld && pathOf(req) === apiPaths.notifications.notReadCount ? inFlightCount.reply : api.handler(req),
    });
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    isCountHeld = true;
    void queryClient.refetchQueries({ queryKey: queryKeys.notifications.notReadCount });
    await waitFor(() =>
      expect(adapter.calls.filter((c) => pathOf(c) === apiPaths.notifications.notReadCount)).toHaveLength(2),
    );
    isCountHeld = false;

    await user.type(within(dialog).getByLabelText('Пароль'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Прекратить работу' }));
    // The page has its answer (the message is up) and is still on the security page.
    expect(
      await screen.findByText('Работа компании на платформе прекращена. Все сеансы завершены'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/security');
    await queryClient.invalidateQueries();
    await queryClient.refetchQueries();
    pushRegistration.release({ status: 200 });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.bodies).toEqual([{ password: PASSWORD }]);
    expect(screen.getByText('Работа компании на платформе прекращена. Все сеансы завершены')).toBeInTheDocument();
    inFlightCount.release({ status: 200, data: { count: 7 } });
    await new Promise((resolve) => setTimeout(resolve, 0));

    // Nobody is logged in, and nothing left on the old page asked the API with the ended session.
    expect(queryClient.getQueryData(queryKeys.auth.me) ?? null).toBeNull();
    expect(queryClient.getQueryData(queryKeys.notifications.notReadCount)).toBeUndefined();
    expect(api.afterDeactivation.filter((p) => p !== apiPaths.auth.me)).toEqual([]);
  });
});
