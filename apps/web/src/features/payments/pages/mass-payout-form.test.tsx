import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, pathWithId } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { renderApp } from '../../../test/render-app';
import { importing, registryId } from '../test/mass-payouts-test-api';
import { customerSession, payoutsTestApi } from '../test/payouts-test-api';

const originalAdapter = http.defaults.adapter;
beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await import('./payments-pages');
}, 30_000);
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.restoreAllMocks();
});

const FORM = '/payments/mass-individual-payment/form';
const CREATE = apiPaths.individualMassPayouts.createFromForm;
const ID = registryId(7);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const created = {
  ...importing(7, 0, 2),
  kind: 'INDIVIDUAL' as const,
  import: { ...importing(7, 0, 2).import, status: 'NEW' as const, phase: 'READING' as const },
};

function formApi(answer: () => { status: number; data?: unknown }) {
  return payoutsTestApi((call) => {
    if (call.path === CREATE && call.method === 'POST') return answer();
    if (call.path === pathWithId(apiPaths.individualMassPayouts.one, ID)) return { status: 200, data: created };
    if (call.path === pathWithId(apiPaths.individualMassPayouts.history, ID))
      return { status: 200, data: { items: [] } };
    return undefined;
  });
}

const row = (n: number) => screen.getByRole('region', { name: `Строка ${n}` });

async function fillRow(user: ReturnType<typeof userEvent.setup>, n: number, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.type(within(row(n)).getByRole('textbox', { name: label }), value);
  }
}

describe('the individuals’ registry entered by hand', { timeout: 60_000 }, () => {
  it('says what is missing beside the fields and sends nothing', async () => {
    const api = formApi(() => ({ status: 201, data: created }));
    renderApp(FORM, { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Создать реестр' }));
    expect(await within(row(1)).findByText('Укажите фамилию')).toBeInTheDocument();
    expect(within(row(1)).getByText('Укажите имя')).toBeInTheDocument();
    expect(within(row(1)).getByText('Укажите ИНН')).toBeInTheDocument();
    expect(within(row(1)).getByText('Укажите сумму')).toBeInTheDocument();
    expect(within(row(1)).getByText('Укажите номер карты')).toBeInTheDocument();
    expect(api.to(CREATE)).toHaveLength(0);
  });

  it('adds a row, keeps the running total, sends the rows with an Idempotency-Key and opens the registry', async () => {
    const api = formApi(() => ({ status: 201, data: created }));
    renderApp(FORM, { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('region', { name: 'Строка 1' });
    await fillRow(user, 1, {
      Фамилия: 'Кузнецов',
      Имя: 'Игорь',
      ИНН: '772612345619',
      'Сумма, ₽': '1500,50',
      'Номер карты': '4111111111111111',
    });
    await user.click(screen.getByRole('button', { name: 'Добавить строку' }));
    await fillRow(user, 2, { Фамилия: 'Сидорова', Имя: 'Анна', ИНН: '500100732259', 'Сумма, ₽': '1000' });
    await user.click(within(row(2)).getByRole('combobox', { name: /Способ выплаты/ }));
    await user.click(await screen.findByRole('option', { name: 'Счёт' }));
    await fillRow(user, 2, { 'Номер счёта': '40817810099910004312', БИК: '044525225' });
    expect(screen.getByText(/Итого: 2\s500,50 ₽/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Создать реестр' }));
    expect(await screen.findByText(/Реестр № 7/)).toBeInTheDocument();
    const calls = api.to(CREATE);
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call.key).toMatch(UUID);
    const rows = (call.body as { rows: Record<string, string>[] }).rows;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      last_name: 'Кузнецов',
      first_name: 'Игорь',
      inn: '772612345619',
      // The money mask shapes what is typed; the server reads «1 500,5» as 1 500,50 ₽.
      amount: '1 500,5',
      method: 'CARD',
      card_number: '4111111111111111',
      account_number: '',
    });
    expect(rows[1]).toMatchObject({ method: 'ACCOUNT', account_number: '40817810099910004312', bik: '044525225' });
  });

  it('shows the server’s refusal and its field messages', async () => {
    const api = formApi(() => ({
      status: 400,
      data: {
        code: 'VALIDATION_ERROR',
        error_message: 'ИНН — 12 цифр',
        fields: { 'rows.0.inn': 'ИНН — 12 цифр' },
      },
    }));
    renderApp(FORM, { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('region', { name: 'Строка 1' });
    await fillRow(user, 1, {
      Фамилия: 'Кузнецов',
      Имя: 'Игорь',
      ИНН: '7726',
      'Сумма, ₽': '100',
      'Номер карты': '4111111111111111',
    });
    await user.click(screen.getByRole('button', { name: 'Создать реестр' }));
    await waitFor(() => expect(screen.getAllByText('ИНН — 12 цифр').length).toBeGreaterThanOrEqual(2));
    expect(within(row(1)).getByText('ИНН — 12 цифр')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Создать реестр' })).toBeEnabled();
  });
});
