import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type PaymentMethodsResponse } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { verifiedCustomerProfile } from '../../../test/fixtures/customer';
import { pathOf, type StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';
import { captureSavedFiles } from '../../../test/saved-files';
import { setViewportWidth } from '../../../test/viewport';

const originalAdapter = http.defaults.adapter;
const session = { role: 'user', entity_id: 'c1', is_verified: true } as const;

const METHODS: PaymentMethodsResponse = {
  items: [
    {
      kind: 'NOMINAL_ACCOUNT',
      title: 'Баланс на номинальном счёте',
      description: 'Компания пополняет баланс платёжным поручением на номинальный счёт платформы.',
      available: true,
      connected: true,
      steps: [],
    },
    {
      kind: 'ONE_C_DIRECT_BANK',
      title: 'Свой расчётный счёт через 1С:ДиректБанк',
      description: 'Платёжные поручения уходят в банк компании по 1С:ДиректБанк.',
      available: false,
      connected: false,
      steps: [
        {
          code: 'BIND_NOMINAL_ACCOUNT',
          text: 'Подключите номинальный счёт',
          path: '/customer-complete-registration/sber-balance',
        },
        {
          code: 'LOGIN_DIRECT_BANK',
          text: 'Войдите в банк через 1С:ДиректБанк: логин, пароль и код из СМС',
          path: '/profile/payments-accounts',
        },
      ],
    },
  ],
};

function fakeApi(routes: Record<string, () => StubReply>) {
  const asked: string[] = [];
  const handler = (req: Parameters<typeof pathOf>[0]): StubReply => {
    const path = pathOf(req);
    asked.push(path);
    if (routes[path]) return routes[path]();
    if (path === apiPaths.userProfile) return { status: 200, data: verifiedCustomerProfile };
    if (path === apiPaths.notifications.notReadCount) return { status: 200, data: { count: 0 } };
    if (path === apiPaths.userBanks) return { status: 200, data: { items: [] } };
    if (path === apiPaths.oneCDirectBank.session) {
      return {
        status: 200,
        data: { status: 'NONE', phone_mask: null, session_code: null, expires_at: null, updated_at: null },
      };
    }
    if (path === apiPaths.agreement.list) return { status: 200, data: { items: [], totalCount: 0 } };
    return { status: 404, data: { code: 'NOT_FOUND', error_message: 'Не найдено' } };
  };
  return { handler, asked };
}

beforeAll(() => configure({ asyncUtilTimeout: 15_000 }));
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('«Способы оплаты» on /profile/payments-accounts', () => {
  it('shows each way to pay, available or not, and the steps left — a link where the step is taken elsewhere', async () => {
    setViewportWidth(1280);
    const api = fakeApi({ [apiPaths.userPaymentMethods]: () => ({ status: 200, data: METHODS }) });
    renderApp('/profile/payments-accounts', { session, api: api.handler });
    const block = await screen.findByRole('region', { name: 'Способы оплаты' }, { timeout: 15_000 });
    const nominal = await within(block).findByRole('article', { name: 'Баланс на номинальном счёте' });
    expect(within(nominal).getByText('Доступен')).toBeInTheDocument();
    expect(within(nominal).queryByText('Что осталось сделать:')).not.toBeInTheDocument();
    const own = within(block).getByRole('article', { name: 'Свой расчётный счёт через 1С:ДиректБанк' });
    expect(within(own).getByText('Недоступен')).toBeInTheDocument();
    const steps = within(own).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Подключите номинальный счёт',
      'Войдите в банк через 1С:ДиректБанк: логин, пароль и код из СМС',
    ]);
    expect(within(steps[0]!).getByRole('link')).toHaveAttribute('href', '/customer-complete-registration/sber-balance');
    // The bank is logged in on this very page: no link to itself.
    expect(within(steps[1]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('a failed answer says so in Russian and asks again on «Повторить»', async () => {
    setViewportWidth(1280);
    let fail = true;
    const api = fakeApi({
      [apiPaths.userPaymentMethods]: () =>
        fail
          ? { status: 503, data: { code: 'INTERNAL', error_message: 'Сервис недоступен' } }
          : { status: 200, data: METHODS },
    });
    renderApp('/profile/payments-accounts', { session, api: api.handler });
    const block = await screen.findByRole('region', { name: 'Способы оплаты' }, { timeout: 15_000 });
    await within(block).findByRole('button', { name: /Повторить/ });
    fail = false;
    await userEvent.setup().click(within(block).getByRole('button', { name: /Повторить/ }));
    expect(await within(block).findByText('Доступен')).toBeInTheDocument();
  });
});

describe('«Скачать принятую оферту» on /profile/documents/agreements', () => {
  it('downloads the accepted offer under the name the API gives', async () => {
    setViewportWidth(1280);
    const api = fakeApi({
      [apiPaths.userOfferDownload]: () => ({
        status: 200,
        data: new Blob(['PK']),
        headers: {
          'content-disposition': `attachment; filename="x.zip"; filename*=UTF-8''${encodeURIComponent('Принятая оферта, редакция 2.zip')}`,
        },
      }),
    });
    const saved = captureSavedFiles();
    renderApp('/profile/documents/agreements', { session, api: api.handler });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Скачать принятую оферту' }, { timeout: 15_000 }));
    await waitFor(() => expect(saved).toEqual(['Принятая оферта, редакция 2.zip']));
    expect(api.asked).toContain(apiPaths.userOfferDownload);
  });

  it('not accepted: the API’s Russian reason is shown', async () => {
    setViewportWidth(1280);
    const api = fakeApi({
      [apiPaths.userOfferDownload]: () => ({
        status: 404,
        data: new Blob([JSON.stringify({ code: 'NOT_FOUND', error_message: 'Компания ещё не приняла оферту' })], {
          type: 'application/json',
        }),
      }),
    });
    renderApp('/profile/documents/agreements', { session, api: api.handler });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Скачать принятую оферту' }, { timeout: 15_000 }));
    expect(await screen.findByText('Компания ещё не приняла оферту')).toBeInTheDocument();
  });
});
