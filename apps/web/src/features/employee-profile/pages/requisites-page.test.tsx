import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type Requisite } from '@vyplaty/contracts';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { SBER_SUGGESTION } from '../../../test/fixtures/banks';
import { pathOf, type StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';

const originalAdapter = http.defaults.adapter;
const session = { role: 'employee', entity_id: 'e1', is_verified: true } as const;
const PAGE = '/employee/profile/requisites';
const BANKS = [
  { id: '100000000111', name: 'Сбербанк', bik: '044525225' },
  { id: '100000000004', name: 'Т-Банк', bik: '044525974' },
  { id: '110000000005', name: 'Банк ВТБ', bik: '044525187' },
];

const base: Omit<Requisite, 'id' | 'kind' | 'is_primary'> = {
  bik: null,
  bank_name: null,
  corr_account: null,
  account_number: null,
  card_number_masked: null,
  sbp_phone: null,
  sbp_bank_id: null,
  sbp_bank_name: null,
  created_at: '2026-11-01T09:00:00.000Z',
};
const SBP_PRIMARY: Requisite = {
  ...base,
  id: '8a0c4f3e-1b2d-4c5e-9f60-7a8b9c0d1e01',
  kind: 'SBP',
  is_primary: true,
  sbp_phone: '+79990000001',
  sbp_bank_id: '100000000111',
  sbp_bank_name: 'Сбербанк',
};
const CARD: Requisite = {
  ...base,
  id: '8a0c4f3e-1b2d-4c5e-9f60-7a8b9c0d1e02',
  kind: 'CARD',
  is_primary: false,
  card_number_masked: '•••• 0004',
};
const ACCOUNT: Requisite = {
  ...base,
  id: '8a0c4f3e-1b2d-4c5e-9f60-7a8b9c0d1e03',
  kind: 'BANK_ACCOUNT',
  is_primary: false,
  bik: '044525225',
  bank_name: 'ПАО Сбербанк',
  corr_account: '30101810400000000225',
  account_number: '40817810200001234567',
};

type Sent = { method: string; path: string; body: unknown };

/** A fake API holding the contractor's requisites, answering like the real one. */
function fakeApi(initial: Requisite[], override?: (req: InternalAxiosRequestConfig) => StubReply | undefined) {
  let items = [...initial];
  const sent: Sent[] = [];
  const handler = (req: InternalAxiosRequestConfig): StubReply => {
    const path = pathOf(req);
    const method = req.method ?? 'get';
    const body: Record<string, unknown> = typeof req.data === 'string' ? JSON.parse(req.data) : {};
    if (method !== 'get') sent.push({ method, path, body });
    const overridden = override?.(req);
    if (overridden) return overridden;
    if (path === apiPaths.lookups.bank) return { status: 200, data: { suggestions: [SBER_SUGGESTION] } };
    if (path === apiPaths.catalogBankSbp) return { status: 200, data: { items: BANKS } };
    if (path === apiPaths.employeeRequisites && method === 'get') return { status: 200, data: { items } };
    if (path === apiPaths.employeeRequisites && method === 'post') {
      const created: Requisite = {
        ...base,
        id: `8a0c4f3e-1b2d-4c5e-9f60-7a8b9c0d1e${String(10 + items.length)}`,
        kind: body.kind as Requisite['kind'],
        is_primary: items.length === 0,
        card_number_masked: body.card_number ? `•••• ${String(body.card_number).slice(-4)}` : null,
        sbp_phone: (body.phone as string) ?? null,
        sbp_bank_id: (body.sbp_bank_id as string) ?? null,
        sbp_bank_name: BANKS.find((b) => b.id === body.sbp_bank_id)?.name ?? null,
      };
      items = [...items, created];
      return { status: 201, data: created };
    }
    const id = path.split('/').at(-2);
    const target = items.find((r) => r.id === id);
    if (target && method === 'patch') {
      items = items.map((r) =>
        body.is_primary ? { ...r, is_primary: r.id === id } : r.id === id ? { ...r, ...toFields(body) } : r,
      );
      return { status: 200, data: items.find((r) => r.id === id) };
    }
    if (target && method === 'delete') {
      items = items.filter((r) => r.id !== id);
      return { status: 204 };
    }
    return { status: 404, data: { error_message: 'Не найдено', code: 'NOT_FOUND' } };
  };
  return { handler, sent };
}

const toFields = (body: Record<string, unknown>): Partial<Requisite> =>
  body.kind === 'BANK_ACCOUNT'
    ? {
        bik: body.bik as string,
        bank_name: body.bank_name as string,
        corr_account: body.corr_account as string,
        account_number: body.account_number as string,
      }
    : {};

const item = async (name: RegExp) => screen.findByRole('listitem', { name });

async function openAddDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Добавить реквизиты' }));
  return screen.findByRole('dialog', { name: 'Новые реквизиты' });
}

describe('employee profile → requisites', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('lists the requisites: kind, masked details, the primary one marked', async () => {
    const api = fakeApi([SBP_PRIMARY, CARD, ACCOUNT]);
    renderApp(PAGE, { session, api: api.handler });
    const sbp = await item(/^СБП/);
    expect(within(sbp).getByText('+7 999 000-00-01 · Сбербанк')).toBeInTheDocument();
    expect(within(sbp).getByText('Основные')).toBeInTheDocument();
    expect(within(sbp).queryByRole('button', { name: 'Сделать основными' })).not.toBeInTheDocument();
    const card = await item(/^Карта/);
    expect(within(card).getByText('•••• 0004')).toBeInTheDocument();
    expect(within(card).queryByText('Основные')).not.toBeInTheDocument();
    const account = await item(/^Банковский счёт/);
    expect(within(account).getByText('40817810200001234567 · ПАО Сбербанк, БИК 044525225')).toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    renderApp(PAGE, { session, api: fakeApi([]).handler });
    expect(await screen.findByText('Реквизиты для выплат ещё не добавлены.')).toBeInTheDocument();
  });

  it('adding requisites with a wrong account key shows the error', async () => {
    const api = fakeApi([]);
    renderApp(PAGE, { session, api: api.handler });
    const dialog = await openAddDialog();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('БИК'), '044525225');
    await waitFor(() => expect(within(dialog).getByLabelText('Банк')).toHaveValue('ПАО Сбербанк'));
    await user.type(within(dialog).getByLabelText('Номер счёта'), '40817810200001234568');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(
      await within(dialog).findByText('Неверный номер счёта: не сходится контрольный ключ с БИК банка'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Номер счёта')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent.filter((s) => s.path === apiPaths.employeeRequisites)).toEqual([]);
  });

  it('puts the server’s field message on the field', async () => {
    const api = fakeApi([], (req) =>
      pathOf(req) === apiPaths.employeeRequisites && req.method === 'post'
        ? {
            status: 400,
            data: {
              error_message: 'Эти реквизиты уже добавлены',
              code: 'VALIDATION_ERROR',
              fields: { account_number: 'Эти реквизиты уже добавлены' },
            },
          }
        : undefined,
    );
    renderApp(PAGE, { session, api: api.handler });
    const dialog = await openAddDialog();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('БИК'), '044525225');
    await waitFor(() => expect(within(dialog).getByLabelText('Корр. счёт')).toHaveValue('30101810400000000225'));
    await user.type(within(dialog).getByLabelText('Номер счёта'), '40817810200001234567');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await within(dialog).findByText('Эти реквизиты уже добавлены')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Номер счёта')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent.find((s) => s.path === apiPaths.employeeRequisites)?.body).toEqual({
      kind: 'BANK_ACCOUNT',
      bik: '044525225',
      bank_name: 'ПАО Сбербанк',
      corr_account: '30101810400000000225',
      account_number: '40817810200001234567',
    });
  });

  it('adds an СБП requisite with the bank chosen from the СБП catalog', async () => {
    const api = fakeApi([]);
    renderApp(PAGE, { session, api: api.handler });
    const dialog = await openAddDialog();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'СБП' }));
    await user.type(within(dialog).getByLabelText('Телефон'), '8 999 123-45-67');
    await user.type(within(dialog).getByRole('combobox', { name: 'Банк получателя' }), 'т-б');
    await user.click(await screen.findByRole('option', { name: 'Т-Банк' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent.find((s) => s.path === apiPaths.employeeRequisites)?.body).toEqual({
      kind: 'SBP',
      phone: '+79991234567',
      sbp_bank_id: '100000000004',
    });
    const added = await item(/^СБП/);
    expect(within(added).getByText('+7 999 123-45-67 · Т-Банк')).toBeInTheDocument();
    expect(within(added).getByText('Основные')).toBeInTheDocument();
    expect(await screen.findByText('Реквизиты добавлены')).toBeInTheDocument();
  });

  it('adds a card (Luhn checked before sending) and may make it primary at once', async () => {
    const api = fakeApi([SBP_PRIMARY]);
    renderApp(PAGE, { session, api: api.handler });
    const dialog = await openAddDialog();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Карта' }));
    const number = within(dialog).getByLabelText('Номер карты');
    await user.type(number, '4111 1111 1111 1112');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Некорректный номер карты')).toBeInTheDocument();

    await user.clear(number);
    await user.type(number, '2200 0000 0000 0004');
    await user.click(within(dialog).getByLabelText('Сделать основными для выплат'));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent.filter((s) => s.path === apiPaths.employeeRequisites).map((s) => s.body)).toEqual([
      { kind: 'CARD', card_number: '2200000000000004', is_primary: true },
    ]);
  });

  it('makes another requisite primary', async () => {
    const api = fakeApi([SBP_PRIMARY, CARD]);
    renderApp(PAGE, { session, api: api.handler });
    await userEvent.click(within(await item(/^Карта/)).getByRole('button', { name: 'Сделать основными' }));
    await waitFor(() =>
      expect(within(screen.getByRole('listitem', { name: /^Карта/ })).getByText('Основные')).toBeVisible(),
    );
    expect(within(screen.getByRole('listitem', { name: /^СБП/ })).queryByText('Основные')).not.toBeInTheDocument();
    expect(api.sent).toEqual([
      { method: 'patch', path: `/v1/employee/requisite/${CARD.id}/`, body: { is_primary: true } },
    ]);
  });

  it('edits a bank account', async () => {
    const api = fakeApi([SBP_PRIMARY, ACCOUNT]);
    renderApp(PAGE, { session, api: api.handler });
    await userEvent.click(within(await item(/^Банковский счёт/)).getByRole('button', { name: 'Изменить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменение реквизитов' });
    const number = within(dialog).getByLabelText('Номер счёта');
    expect(number).toHaveValue('40817810200001234567');
    const user = userEvent.setup();
    await user.clear(number);
    await user.type(number, '40820810400000000042');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent).toEqual([
      {
        method: 'patch',
        path: `/v1/employee/requisite/${ACCOUNT.id}/`,
        body: {
          kind: 'BANK_ACCOUNT',
          bik: '044525225',
          bank_name: 'ПАО Сбербанк',
          corr_account: '30101810400000000225',
          account_number: '40820810400000000042',
        },
      },
    ]);
    expect(await screen.findByText('40820810400000000042 · ПАО Сбербанк, БИК 044525225')).toBeInTheDocument();
  });

  it('deletes after the confirmation', async () => {
    const api = fakeApi([SBP_PRIMARY, CARD]);
    renderApp(PAGE, { session, api: api.handler });
    await userEvent.click(within(await item(/^Карта/)).getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вы уверены, что хотите удалить выбранный элемент?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /^Карта/ })).not.toBeInTheDocument());
    expect(api.sent).toEqual([{ method: 'delete', path: `/v1/employee/requisite/${CARD.id}/`, body: {} }]);
    expect(await screen.findByText('Реквизиты удалены')).toBeInTheDocument();
  });
});
