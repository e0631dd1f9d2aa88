import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AuthMe, apiPaths, pathWithId } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { ACCOUNTANT, PENDING_VIEWER, usersTestApi } from '../test/users-test-api';

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});
beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await preloadRoutes('/users');
}, 60_000);

const sessionAs = (member_role: AuthMe['member_role']): AuthMe => ({
  role: 'user',
  entity_id: 'c1',
  is_verified: true,
  member_role,
  full_name: null,
});

describe('the company users page (/users)', () => {
  it('lists each login with its name, e-mail, role, status, who invited and when, «Вы» for the caller', async () => {
    renderApp('/users', { session: sessionAs('OWNER'), api: usersTestApi().handler });
    const table = await screen.findByRole('table', { name: 'Пользователи' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Вы')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('owner@romashka.ru')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Владелец')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('При регистрации компании, 05.03.2026 00:30')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: /^Действия/ })).not.toBeInTheDocument();
    expect(within(rows[2]!).getByText('Анна Иванова')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Бухгалтер')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Активен')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('ООО "Ромашка", 05.03.2026 12:00')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Наблюдатель')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Приглашён')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Ссылка действует до 12.03.2026 12:00')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Пользователи' })).toHaveAttribute('aria-selected', 'true');
  });

  it('the owner invites a colleague: the dialog sends e-mail, name and role, and shows the server’s refusal', async () => {
    const message = 'Этот e-mail уже занят другим входом';
    let isTaken = true;
    const api = usersTestApi((call) => {
      if (call.path !== apiPaths.companyUsers.invite) return undefined;
      if (isTaken)
        return { status: 409, data: { code: 'CONFLICT', error_message: message, fields: { email: message } } };
      return { status: 200, data: { ...PENDING_VIEWER, id: '44444444-4444-4444-8444-444444444444' } };
    });
    renderApp('/users', { session: sessionAs('OWNER'), api: api.handler });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Пригласить пользователя' }));
    const dialog = await screen.findByRole('dialog', { name: 'Пригласить пользователя' });
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'new@romashka.ru');
    await user.type(within(dialog).getByRole('textbox', { name: /Имя и фамилия/ }), 'Ольга Петрова');
    expect(
      within(dialog).getByText('Выплаты, реестры, задания и документы; без пользователей и профиля компании'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Роль/ }));
    await user.click(await screen.findByRole('option', { name: 'Наблюдатель' }));
    expect(within(dialog).getByText('Только просмотр: ничего не меняет и не платит')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Пригласить' }));

    // The API's 409 names the field: the message stands under the e-mail, the dialog stays open.
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /E-mail/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.to(apiPaths.companyUsers.invite).map((c) => c.body)).toEqual([
      { email: 'new@romashka.ru', full_name: 'Ольга Петрова', role: 'VIEWER' },
    ]);

    isTaken = false;
    await user.click(within(dialog).getByRole('button', { name: 'Пригласить' }));
    expect(await screen.findByText('Приглашение отправлено на new@romashka.ru')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to(apiPaths.companyUsers.list, 'GET').length).toBeGreaterThan(1);
  });

  it('checks the invite form before sending anything', async () => {
    const api = usersTestApi();
    renderApp('/users', { session: sessionAs('OWNER'), api: api.handler });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Пригласить пользователя' }));
    const dialog = await screen.findByRole('dialog', { name: 'Пригласить пользователя' });
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'не почта');
    await user.click(within(dialog).getByRole('button', { name: 'Пригласить' }));
    expect(await within(dialog).findByText('Укажите имя')).toBeInTheDocument();
    expect(within(dialog).getByText('Некорректный e-mail')).toBeInTheDocument();
    expect(api.to(apiPaths.companyUsers.invite)).toEqual([]);
  });

  it('the owner changes a role, blocks, resends a pending invite and removes after confirming', async () => {
    const api = usersTestApi((call) => (call.method === 'GET' ? undefined : { status: 200, data: { ok: true } }));
    renderApp('/users', { session: sessionAs('OWNER'), api: api.handler });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Действия: Анна Иванова' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Изменить роль' }));
    const dialog = await screen.findByRole('dialog', { name: 'Роль: Анна Иванова' });
    await user.click(within(dialog).getByRole('combobox', { name: /Роль/ }));
    await user.click(await screen.findByRole('option', { name: 'Наблюдатель' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Роль изменена')).toBeInTheDocument();
    expect(api.to(pathWithId(apiPaths.companyUsers.one, ACCOUNTANT.id), 'PATCH').map((c) => c.body)).toEqual([
      { role: 'VIEWER' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Действия: Анна Иванова' }));
    expect(screen.queryByRole('menuitem', { name: 'Разблокировать' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Заблокировать' }));
    expect(await screen.findByText('Пользователь заблокирован')).toBeInTheDocument();
    expect(api.to(pathWithId(apiPaths.companyUsers.block, ACCOUNTANT.id))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Действия: Пётр Смирнов' }));
    expect(screen.queryByRole('menuitem', { name: 'Заблокировать' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Отправить приглашение ещё раз' }));
    expect(await screen.findByText('Приглашение отправлено ещё раз')).toBeInTheDocument();
    expect(api.to(pathWithId(apiPaths.companyUsers.resendInvite, PENDING_VIEWER.id))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Действия: Пётр Смирнов' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Удалить' }));
    const confirm = await screen.findByRole('dialog', { name: 'Вы уверены, что хотите удалить выбранный элемент?' });
    expect(api.to(pathWithId(apiPaths.companyUsers.one, PENDING_VIEWER.id), 'DELETE')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Пользователь удалён')).toBeInTheDocument();
    expect(api.to(pathWithId(apiPaths.companyUsers.one, PENDING_VIEWER.id), 'DELETE')).toHaveLength(1);
  });

  it('a server refusal of an action is shown in Russian', async () => {
    const message = 'Заблокировать можно только активного пользователя';
    const api = usersTestApi((call) =>
      call.method === 'GET' ? undefined : { status: 409, data: { code: 'INVALID_STATE', error_message: message } },
    );
    renderApp('/users', { session: sessionAs('OWNER'), api: api.handler });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Действия: Анна Иванова' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Заблокировать' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it.each([
    ['VIEWER', 'Наблюдатель'],
    ['ACCOUNTANT', 'Бухгалтер'],
  ] as const)(
    'a %s (%s) gets a note instead of the owner’s list, and no «Пользователи» in the menu',
    async (role, _label) => {
      const api = usersTestApi();
      renderApp('/users', { session: sessionAs(role), api: api.handler });
      expect(await screen.findByText(/видит и приглашает только владелец учётной записи компании/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Пригласить пользователя' })).not.toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const sections = await screen.findByRole('tablist', { name: 'Разделы' });
      expect(within(sections).queryByRole('tab', { name: 'Пользователи' })).not.toBeInTheDocument();
      // The API shows the list to an owner only: the page does not ask for a refusal.
      expect(api.to(apiPaths.companyUsers.list, 'GET')).toEqual([]);
    },
  );
});
