import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths } from '@vyplaty/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { pathOf, type StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';

const originalAdapter = http.defaults.adapter;
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
    const api = fakeApi();
    const { router, queryClient } = renderApp('/profile/security', { session: customer, api: api.handler });
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Пароль'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Прекратить работу' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.bodies).toEqual([{ password: PASSWORD }]);
    expect(
      await screen.findByText('Работа компании на платформе прекращена. Все сеансы завершены'),
    ).toBeInTheDocument();
    // Nobody is logged in, and nothing left on the old page asked the API with the ended session.
    expect(queryClient.getQueryData(queryKeys.auth.me) ?? null).toBeNull();
    expect(api.afterDeactivation.filter((p) => p !== apiPaths.auth.me)).toEqual([]);
  });
});
