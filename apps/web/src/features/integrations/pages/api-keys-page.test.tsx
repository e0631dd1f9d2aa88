import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, pathWithId } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { moscowToday } from '../../../lib/format';
import { http } from '../../../lib/http';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { enterDay } from '../../../test/type-day';
import { setViewportWidth } from '../../../test/viewport';
import { defaultExpiry } from '../components/api-key-form';
import { apiKey, integrationsTestApi, keyId, list, sessionAs } from '../test/integrations-test-api';

const PAGE = '/profile/integrations/api-keys';
const SECRET = 'vpk_NewSecretValue0123456789abcdefghijklmnop';
const WARNING = 'Секрет показывается один раз — сохраните его';
const originalAdapter = http.defaults.adapter;
beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await preloadRoutes(PAGE);
}, 60_000);
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  localStorage.clear();
  sessionStorage.clear();
});

/** Nothing of the secret is left where a later visitor of this browser could read it. */
function expectSecretNowhereStored(router: { state: { location: { pathname: string; search: string } } }) {
  const stored = [localStorage, sessionStorage].flatMap((s) =>
    Array.from({ length: s.length }, (_, i) => s.getItem(s.key(i) ?? '') ?? ''),
  );
  expect(stored.join('\n')).not.toContain(SECRET);
  expect(`${router.state.location.pathname}${router.state.location.search}`).not.toContain(SECRET);
}

describe('API keys (/profile/integrations/api-keys)', () => {
  it('lists each key: name and prefix, role, status, expiry, last call with its address, who made it', async () => {
    setViewportWidth(1400);
    const used = apiKey(1, {
      name: '1С Бухгалтерия',
      last_used_at: '2026-11-29T09:00:00.000Z',
      last_used_ip: '203.0.113.10',
      previous_valid_until: '2999-01-01T00:00:00.000Z',
    });
    const revoked = apiKey(2, {
      name: 'Старый ERP',
      role: 'VIEWER',
      status: 'REVOKED',
      revoked_at: '2026-11-20T09:00:00.000Z',
    });
    const api = integrationsTestApi((call) =>
      call.path === apiPaths.apiKeys.list ? list([used, revoked]) : undefined,
    );
    renderApp(PAGE, { session: sessionAs('OWNER'), api: api.handler });
    const table = await screen.findByRole('table', { name: 'API-ключи' });
    const rowOf = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
    const first = rowOf('1С Бухгалтерия');
    expect(within(first).getByText('vpk_AbCd0001…')).toBeInTheDocument();
    expect(within(first).getByText('Бухгалтер: выплаты, реестры, задания и документы')).toBeInTheDocument();
    expect(within(first).getByText('Действует')).toBeInTheDocument();
    expect(within(first).getByText('30.11.2027')).toBeInTheDocument();
    expect(within(first).getByText('29.11.2026 12:00')).toBeInTheDocument();
    expect(within(first).getByText('203.0.113.10')).toBeInTheDocument();
    expect(within(first).getByText('ООО "Ромашка", 01.11.2026 12:00')).toBeInTheDocument();
    expect(within(first).getByText(/^Прежний секрет действует до/)).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Действия: 1С Бухгалтерия' })).toBeInTheDocument();

    const second = rowOf('Старый ERP');
    expect(within(second).getByText('Отозван')).toBeInTheDocument();
    expect(within(second).getByText('Наблюдатель: только чтение')).toBeInTheDocument();
    expect(within(second).getByText('Не использовался')).toBeInTheDocument();
    // A revoked key has nothing left to do.
    expect(within(second).queryByRole('button', { name: /^Действия/ })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Интеграции' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'API-ключи' })).toHaveAttribute('aria-selected', 'true');
  });

  it('on a phone each key is a card with the same facts and its menu', async () => {
    setViewportWidth(390);
    const api = integrationsTestApi((call) =>
      call.path === apiPaths.apiKeys.list ? list([apiKey(1, { name: '1С Бухгалтерия' })]) : undefined,
    );
    renderApp(PAGE, { session: sessionAs('OWNER'), api: api.handler });
    const cards = await screen.findByRole('list', { name: 'API-ключи' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [card] = within(cards).getAllByRole('listitem');
    expect(within(card!).getByText('vpk_AbCd0001…')).toBeInTheDocument();
    expect(within(card!).getByText('Действует до 30.11.2027')).toBeInTheDocument();
    expect(within(card!).getByRole('button', { name: 'Действия: 1С Бухгалтерия' })).toBeInTheDocument();
  });

  it('checks the create form in Russian before sending: an empty name, a date in the past', async () => {
    const user = userEvent.setup();
    const api = integrationsTestApi();
    renderApp(PAGE, { session: sessionAs('OWNER'), api: api.handler });
    await user.click(await screen.findByRole('button', { name: 'Создать ключ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый API-ключ' });
    expect(dialog.querySelector('input[type="date"]')).toBeNull();
    await enterDay(user, await within(dialog).findByRole('group', { name: /Действует до/ }), '01.01.2020');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText('Название ключа — от 2 знаков')).toBeInTheDocument();
    expect(within(dialog).getByText('Срок действия не может закончиться раньше сегодняшнего дня')).toBeInTheDocument();
    expect(api.to(apiPaths.apiKeys.list)).toEqual([]);
  });

  it('creates a key and shows its secret once: a warning, a copy button, gone for good after closing', async () => {
    const user = userEvent.setup();
    let keys = [apiKey(1)];
    const api = integrationsTestApi((call) => {
      if (call.path !== apiPaths.apiKeys.list) return undefined;
      if (call.method === 'GET') return list(keys);
      keys = [...keys, apiKey(2, { name: 'ERP' })];
      return { status: 201, data: { ...apiKey(2, { name: 'ERP' }), secret: SECRET } };
    });
    const { router } = renderApp(PAGE, { session: sessionAs('OWNER'), api: api.handler });
    await user.click(await screen.findByRole('button', { name: 'Создать ключ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый API-ключ' });
    await user.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'ERP');
    await user.click(within(dialog).getByRole('combobox', { name: /Роль/ }));
    await user.click(await screen.findByRole('option', { name: /^Бухгалтер/ }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Разрешённые адреса' }),
      '203.0.113.10, 198.51.100.0/24',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));

    const shown = await screen.findByRole('dialog', { name: 'Ключ создан' });
    expect(api.to(apiPaths.apiKeys.list).map((c) => c.body)).toEqual([
      {
        name: 'ERP',
        role: 'ACCOUNTANT',
        allowed_ips: ['203.0.113.10', '198.51.100.0/24'],
        expires_on: defaultExpiry(),
      },
    ]);
    // A year ahead by default.
    expect(defaultExpiry() > moscowToday()).toBe(true);
    expect(within(shown).getByText(WARNING)).toBeInTheDocument();
    expect(within(shown).getByText(SECRET)).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Скопировать секрет' })).toBeInTheDocument();
    expectSecretNowhereStored(router);

    await user.click(within(shown).getByRole('button', { name: 'Я сохранил секрет' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(await screen.findByText('ERP')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SECRET);
    expectSecretNowhereStored(router);
  });

  it('rotates with an overlap (24 hours by default) and shows the new secret once; revokes after confirming', async () => {
    const user = userEvent.setup();
    const api = integrationsTestApi((call) => {
      if (call.path === apiPaths.apiKeys.list) return list([apiKey(1)]);
      if (call.path === pathWithId(apiPaths.apiKeys.rotate, keyId(1)))
        return { status: 200, data: { ...apiKey(1), secret: SECRET } };
      if (call.path === pathWithId(apiPaths.apiKeys.revoke, keyId(1))) return { status: 200, data: { ok: true } };
      return undefined;
    });
    renderApp(PAGE, { session: sessionAs('OWNER'), api: api.handler });
    await user.click(await screen.findByRole('button', { name: 'Действия: Ключ 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Заменить секрет' }));
    const rotate = await screen.findByRole('dialog', { name: 'Заменить секрет ключа «Ключ 1»' });
    expect(within(rotate).getByRole('textbox', { name: /Прежний секрет действует ещё/ })).toHaveValue('24');
    await user.click(within(rotate).getByRole('button', { name: 'Заменить секрет' }));
    const shown = await screen.findByRole('dialog', { name: 'Новый секрет ключа' });
    expect(api.to(pathWithId(apiPaths.apiKeys.rotate, keyId(1))).map((c) => c.body)).toEqual([{ overlap_hours: 24 }]);
    expect(within(shown).getByText(WARNING)).toBeInTheDocument();
    expect(within(shown).getByText(SECRET)).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Я сохранил секрет' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Действия: Ключ 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Отозвать' }));
    const confirm = await screen.findByRole('dialog', { name: 'Отозвать ключ «Ключ 1»?' });
    expect(api.to(pathWithId(apiPaths.apiKeys.revoke, keyId(1)))).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Отозвать' }));
    expect(await screen.findByText('Ключ отозван')).toBeInTheDocument();
    expect(api.to(pathWithId(apiPaths.apiKeys.revoke, keyId(1)))).toHaveLength(1);
  });

  it('edits the name and the addresses; a server refusal of one address lands on the addresses field', async () => {
    const user = userEvent.setup();
    const message = 'Адрес 999.1.1.1 — не адрес и не сеть';
    const api = integrationsTestApi((call) => {
      if (call.path === apiPaths.apiKeys.list) return list([apiKey(1, { allowed_ips: ['203.0.113.10'] })]);
      if (call.path === pathWithId(apiPaths.apiKeys.one, keyId(1)))
        return {
          status: 400,
          data: { code: 'VALIDATION_ERROR', error_message: message, fields: { 'allowed_ips.1': message } },
        };
      return undefined;
    });
    renderApp(PAGE, { session: sessionAs('OWNER'), api: api.handler });
    await user.click(await screen.findByRole('button', { name: 'Действия: Ключ 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Изменить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ключ «Ключ 1»' });
    const addresses = within(dialog).getByRole('textbox', { name: 'Разрешённые адреса' });
    expect(addresses).toHaveValue('203.0.113.10');
    await user.type(addresses, '{Enter}999.1.1.1');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(addresses).toHaveAttribute('aria-invalid', 'true');
    expect(api.to(pathWithId(apiPaths.apiKeys.one, keyId(1)), 'PATCH').map((c) => c.body)).toEqual([
      { name: 'Ключ 1', allowed_ips: ['203.0.113.10', '999.1.1.1'] },
    ]);
  });

  it.each(['ACCOUNTANT', 'VIEWER'] as const)(
    'a %s has no «Интеграции» in the profile and gets a note',
    async (role) => {
      setViewportWidth(1400);
      const api = integrationsTestApi();
      renderApp(PAGE, { session: sessionAs(role), api: api.handler });
      expect(await screen.findByText(/настраивает только владелец учётной записи компании/)).toBeInTheDocument();
      const sections = await screen.findByRole('tablist', { name: 'Профиль компании' });
      expect(within(sections).getByRole('tab', { name: 'Баланс' })).toBeInTheDocument();
      expect(within(sections).queryByRole('tab', { name: 'Интеграции' })).not.toBeInTheDocument();
      expect(api.to(apiPaths.apiKeys.list, 'GET')).toEqual([]);
    },
  );

  it('the owner’s profile offers «Интеграции»', async () => {
    setViewportWidth(1400);
    renderApp('/profile/balance', { session: sessionAs('OWNER'), api: integrationsTestApi().handler });
    const sections = await screen.findByRole('tablist', { name: 'Профиль компании' });
    expect(within(sections).getByRole('tab', { name: 'Интеграции' })).toHaveAttribute('href', '/profile/integrations');
  });
});
