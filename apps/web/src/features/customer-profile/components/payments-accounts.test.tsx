import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type BankAccount } from '@vyplaty/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { SBER_SUGGESTION } from '../../../test/fixtures/banks';
import { verifiedCustomerProfile } from '../../../test/fixtures/customer';
import { pathOf, type StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';

const originalAdapter = http.defaults.adapter;
const customer = { role: 'user', entity_id: 'c1', is_verified: true } as const;
const profile = verifiedCustomerProfile;
const sber: BankAccount = {
  id: '11111111-1111-4111-8111-111111111111',
  account_type: 'LEGAL_ENTITY',
  bik: '044525225',
  bank_name: 'ПАО Сбербанк',
  corr_account: '30101810400000000225',
  account_number: '40702810700380000001',
  integration: null,
  integration_status: null,
  is_default: true,
  created_at: '2026-11-20T09:00:00.000Z',
};
const otp: BankAccount = {
  ...sber,
  id: '22222222-2222-4222-8222-222222222222',
  bik: '044525311',
  bank_name: 'АО "ОТП Банк"',
  corr_account: '30101810000000000311',
  account_number: '40702810300180001774',
  integration: 'SBER_BALANCE',
  integration_status: 'ACTIVE',
  is_default: false,
};
const NEW_ACCOUNT = {
  bik: '044525225',
  bank_name: 'ПАО Сбербанк',
  corr_account: '30101810400000000225',
  account_number: '40702810700380012345',
};

type Call = { method: string; path: string; body: unknown };

/** A fake API holding the accounts, with the rules of the real one for the default account. */
function fakeApi(
  initial: BankAccount[],
  options: { createReply?: StubReply; lookupReply?: StubReply; deleteReply?: StubReply } = {},
) {
  let accounts = [...initial];
  const calls: Call[] = [];
  const handler = (req: Parameters<typeof pathOf>[0]): StubReply => {
    const path = pathOf(req);
    const method = (req.method ?? 'get').toUpperCase();
    const body: unknown = req.data ? JSON.parse(String(req.data)) : undefined;
    if (path === apiPaths.userProfile) return { status: 200, data: profile };
    if (path === apiPaths.notifications.notReadCount) return { status: 200, data: { count: 0 } };
    if (path === apiPaths.lookups.bank) {
      return options.lookupReply ?? { status: 200, data: { suggestions: [SBER_SUGGESTION] } };
    }
    if (path === apiPaths.userBanks && method === 'GET') return { status: 200, data: { items: accounts } };
    if (!path.startsWith(apiPaths.userBanks)) return { status: 404, data: {} };
    calls.push({ method, path, body });
    if (method === 'POST') {
      if (options.createReply) return options.createReply;
      const created = {
        ...sber,
        ...(body as object),
        id: '33333333-3333-4333-8333-333333333333',
        is_default: accounts.length === 0,
      };
      accounts = [...accounts, created];
      return { status: 201, data: created };
    }
    const id = path.split('/').at(-2);
    if (method === 'PATCH') {
      accounts = accounts.map((a) => ({ ...a, is_default: a.id === id }));
      return { status: 200, data: accounts.find((a) => a.id === id) };
    }
    if (method === 'DELETE') {
      if (options.deleteReply) return options.deleteReply;
      accounts = accounts.filter((a) => a.id !== id);
      return { status: 204 };
    }
    return { status: 404, data: {} };
  };
  return { handler, calls };
}

const PAGE = '/profile/payments-accounts';

/** Opens the add dialog and types an account at Сбербанк; the БИК fills the bank from the directory. */
async function fillNewAccount(user: ReturnType<typeof userEvent.setup>, accountNumber: string) {
  await user.click(await screen.findByRole('button', { name: 'Добавить счёт' }));
  const dialog = await screen.findByRole('dialog', { name: 'Новый счёт' });
  await user.type(within(dialog).getByLabelText('БИК'), NEW_ACCOUNT.bik);
  await waitFor(() => expect(within(dialog).getByLabelText('Банк')).toHaveValue(NEW_ACCOUNT.bank_name));
  expect(within(dialog).getByLabelText('Корр. счёт')).toHaveValue(NEW_ACCOUNT.corr_account);
  await user.type(within(dialog).getByLabelText('Расчётный счёт'), accountNumber);
  await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
  return dialog;
}

/** Opens the ⋮ menu of an account and picks one of its items. */
async function chooseAction(user: ReturnType<typeof userEvent.setup>, account: string, item: string) {
  await user.click(await screen.findByRole('button', { name: `Действия со счётом: ${account}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

async function rowOf(text: string) {
  const table = await screen.findByRole('table', { name: 'Счета компании' });
  return within(table).getByText(text).closest('tr') as HTMLElement;
}

describe('profile → payments-accounts', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    vi.unstubAllGlobals();
  });

  it('lists the accounts with bank, БИК, number, type, integration and the default chip', async () => {
    renderApp(PAGE, { session: customer, api: fakeApi([sber, otp]).handler });
    const sberRow = await rowOf('ПАО Сбербанк');
    expect(within(sberRow).getByText('044525225')).toBeInTheDocument();
    expect(within(sberRow).getByText('40702810700380000001')).toBeInTheDocument();
    expect(within(sberRow).getByText('Юрлицо')).toBeInTheDocument();
    expect(within(sberRow).getByText('Основной')).toBeInTheDocument();
    expect(within(sberRow).getByText('Не подключена')).toBeInTheDocument();
    await userEvent.click(within(sberRow).getByRole('button', { name: 'Действия со счётом: ПАО Сбербанк, …0001' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Сделать основным' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    const otpRow = await rowOf('АО "ОТП Банк"');
    expect(within(otpRow).getByText('Номинальный счёт (Сбербанк)')).toBeInTheDocument();
    expect(within(otpRow).getByText('Подключена')).toBeInTheDocument();
    expect(within(otpRow).queryByText('Основной')).not.toBeInTheDocument();
  });

  it('says when there are no accounts yet', async () => {
    renderApp(PAGE, { session: customer, api: fakeApi([]).handler });
    expect(await screen.findByText('Счетов пока нет. Добавьте расчётный счёт компании.')).toBeInTheDocument();
  });

  it('adds an account through the dialog, the БИК filling the bank, and the list shows it', async () => {
    const api = fakeApi([sber]);
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Добавить счёт' }));
    expect(await screen.findByRole('radio', { name: 'Юрлицо' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Отменить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await fillNewAccount(user, NEW_ACCOUNT.account_number);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls).toEqual([
      { method: 'POST', path: apiPaths.userBanks, body: { account_type: 'LEGAL_ENTITY', ...NEW_ACCOUNT } },
    ]);
    expect(await screen.findByText('40702810700380012345')).toBeInTheDocument();
    expect(screen.getByText('Счёт добавлен')).toBeInTheDocument();
  });

  it('takes the bank and corr. account typed by hand when the bank lookup is down', async () => {
    const api = fakeApi([], {
      lookupReply: {
        status: 503,
        data: { error_message: 'Сервис подсказок временно недоступен', code: 'LOOKUP_UNAVAILABLE' },
      },
    });
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Добавить счёт' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый счёт' });
    await user.type(within(dialog).getByLabelText('БИК'), NEW_ACCOUNT.bik);
    expect(await within(dialog).findByText(/Справочник банков недоступен/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Банк'), NEW_ACCOUNT.bank_name);
    await user.type(within(dialog).getByLabelText('Корр. счёт'), NEW_ACCOUNT.corr_account);
    await user.type(within(dialog).getByLabelText('Расчётный счёт'), NEW_ACCOUNT.account_number);
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls).toEqual([
      { method: 'POST', path: apiPaths.userBanks, body: { account_type: 'LEGAL_ENTITY', ...NEW_ACCOUNT } },
    ]);
  });

  it('checks the account key against the БИК before sending', async () => {
    const api = fakeApi([sber]);
    renderApp(PAGE, { session: customer, api: api.handler });
    const dialog = await fillNewAccount(userEvent.setup(), '40702810700380012346');
    expect(
      await within(dialog).findByText('Неверный номер счёта: не сходится контрольный ключ с БИК банка'),
    ).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it.each([
    [400, 'VALIDATION_ERROR', 'Неверный номер счёта: не сходится контрольный ключ с БИК банка'],
    [409, 'CONFLICT', 'Такой счёт уже добавлен'],
  ])(
    'puts the server’s %i about the account on the account field and keeps the dialog open',
    async (status, code, message) => {
      const api = fakeApi([sber], {
        createReply: { status, data: { error_message: message, code, fields: { account_number: message } } },
      });
      renderApp(PAGE, { session: customer, api: api.handler });
      const dialog = await fillNewAccount(userEvent.setup(), NEW_ACCOUNT.account_number);

      const field = within(dialog).getByLabelText('Расчётный счёт');
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      expect(screen.getAllByText(message)).toHaveLength(1);
      expect(screen.getByRole('dialog', { name: 'Новый счёт' })).toBeInTheDocument();
      expect(api.calls).toHaveLength(1);
    },
  );

  it('edits an account with its values filled in', async () => {
    const api = fakeApi([sber]);
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup();
    await chooseAction(user, 'ПАО Сбербанк, …0001', 'Изменить');
    const dialog = await screen.findByRole('dialog', { name: 'Изменение счёта' });
    expect(within(dialog).getByLabelText('Банк')).toHaveValue('ПАО Сбербанк');
    const account = within(dialog).getByLabelText('Расчётный счёт');
    expect(account).toHaveValue(sber.account_number);
    await user.clear(account);
    await user.type(account, NEW_ACCOUNT.account_number);
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls).toEqual([
      {
        method: 'PATCH',
        path: `/v1/user/bank/${sber.id}/`,
        body: {
          account_type: 'LEGAL_ENTITY',
          bik: sber.bik,
          bank_name: sber.bank_name,
          corr_account: sber.corr_account,
          account_number: NEW_ACCOUNT.account_number,
        },
      },
    ]);
    expect(screen.getByText('Счёт изменён')).toBeInTheDocument();
  });

  it('makes another account the default', async () => {
    const api = fakeApi([sber, otp]);
    renderApp(PAGE, { session: customer, api: api.handler });
    await chooseAction(userEvent.setup(), 'АО "ОТП Банк", …1774', 'Сделать основным');
    await waitFor(async () => expect(within(await rowOf('АО "ОТП Банк"')).getByText('Основной')).toBeInTheDocument());
    expect(within(await rowOf('ПАО Сбербанк')).queryByText('Основной')).not.toBeInTheDocument();
    expect(api.calls).toEqual([{ method: 'PATCH', path: `/v1/user/bank/${otp.id}/`, body: { is_default: true } }]);
  });

  it('removes an account after the confirmation', async () => {
    const api = fakeApi([sber, otp]);
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup();
    await chooseAction(user, 'ПАО Сбербанк, …0001', 'Удалить');
    const dialog = await screen.findByRole('dialog', { name: 'Вы уверены, что хотите удалить выбранный элемент?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByText('ПАО Сбербанк')).not.toBeInTheDocument());
    expect(api.calls).toEqual([{ method: 'DELETE', path: `/v1/user/bank/${sber.id}/`, body: undefined }]);
    expect(screen.getByText('АО "ОТП Банк"')).toBeInTheDocument();
  });

  it('keeps an account the server refuses to remove and says why', async () => {
    const message = 'Счёт подключён к интеграции с банком: сначала отключите интеграцию, затем удалите счёт';
    const api = fakeApi([sber, otp], {
      deleteReply: { status: 400, data: { error_message: message, code: 'VALIDATION_ERROR' } },
    });
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup();
    await chooseAction(user, 'АО "ОТП Банк", …1774', 'Удалить');
    const dialog = await screen.findByRole('dialog', { name: 'Вы уверены, что хотите удалить выбранный элемент?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('АО "ОТП Банк"')).toBeInTheDocument();
  });

  it('shows the accounts as cards on a phone, with the same menu', async () => {
    setViewportWidth(390);
    renderApp(PAGE, { session: customer, api: fakeApi([sber, otp]).handler });
    const list = await screen.findByRole('list', { name: 'Счета компании' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('ПАО Сбербанк')).toBeInTheDocument();
    expect(within(first!).getByText('Основной')).toBeInTheDocument();
    expect(within(first!).getByText('БИК 044525225 · Юрлицо')).toBeInTheDocument();
    expect(within(second!).getByText('Подключена')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await chooseAction(userEvent.setup(), 'АО "ОТП Банк", …1774', 'Изменить');
    expect(await screen.findByRole('dialog', { name: 'Изменение счёта' })).toBeInTheDocument();
  });
});
