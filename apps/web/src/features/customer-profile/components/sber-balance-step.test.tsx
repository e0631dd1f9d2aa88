import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type SberBalanceResponse, type SberBinding } from '@vyplaty/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { SBER_SUGGESTION } from '../../../test/fixtures/banks';
import { pathOf, type StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';

const originalAdapter = http.defaults.adapter;
const customer = { role: 'user', entity_id: 'c1', is_verified: false } as const;
const steps = { 'self-nep': true, 'sber-balance': false, 'email-confirm': false, 'sign-trusted-document': false };
const profile = {
  id: 'c1',
  inn: '7707083893',
  kpp: null,
  ogrn: null,
  organisation_name: 'ООО "Ромашка"',
  email: 'boss@romashka.ru',
  email_verified: false,
  phone_number: null,
  last_name: null,
  first_name: null,
  patronymic: null,
  is_verified: false,
  status: 'ACTIVE',
  registration_steps: steps,
};
const account = {
  id: '11111111-1111-4111-8111-111111111111',
  bank_name: 'ПАО Сбербанк',
  bik: '044525225',
  account_number: '40702810700380000001',
};
const binding = (status: SberBinding['status'], extra: Partial<SberBinding> = {}): SberBinding => ({
  id: '22222222-2222-4222-8222-222222222222',
  status,
  error_message: null,
  bank_account: account,
  requested_at: '2026-11-23T10:00:00.000Z',
  completed_at: status === 'AWAIT_BIND' ? null : '2026-11-23T10:00:05.000Z',
  ...extra,
});

type Options = {
  /** What GET answers, call by call (the last one repeats). */
  states: SberBalanceResponse[];
  postReply?: StubReply;
};

function fakeApi({ states, postReply }: Options) {
  const posts: unknown[] = [];
  const accountPosts: unknown[] = [];
  let gets = 0;
  let profileGets = 0;
  let current = [...states];
  const handler = (req: Parameters<typeof pathOf>[0]): StubReply => {
    const path = pathOf(req);
    const method = (req.method ?? 'get').toUpperCase();
    if (path === apiPaths.userProfile) {
      profileGets += 1;
      return { status: 200, data: profile };
    }
    if (path === apiPaths.notifications.notReadCount) return { status: 200, data: { count: 0 } };
    if (path === apiPaths.lookups.bank) return { status: 200, data: { suggestions: [SBER_SUGGESTION] } };
    if (path === apiPaths.userBanks && method === 'POST') {
      const body = JSON.parse(String(req.data));
      accountPosts.push(body);
      current = [{ binding: null, default_account: account }];
      const created = { ...body, id: account.id, is_default: true, integration: null, integration_status: null };
      return { status: 201, data: { ...created, created_at: '2026-11-23T10:00:00.000Z' } };
    }
    if (path !== apiPaths.sberBalance) return { status: 404, data: {} };
    if (method === 'POST') {
      posts.push(req.data ? JSON.parse(String(req.data)) : undefined);
      if (postReply) return postReply;
      const awaiting = { binding: binding('AWAIT_BIND'), default_account: account };
      current = [awaiting, { binding: binding('BIND'), default_account: account }];
      return { status: 202, data: awaiting };
    }
    gets += 1;
    const next = current.length > 1 ? current.shift()! : current[0]!;
    return { status: 200, data: next };
  };
  return { handler, posts, accountPosts, gets: () => gets, profileGets: () => profileGets };
}

const PAGE = '/customer-complete-registration/sber-balance';

describe('complete registration → sber-balance', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    vi.useRealTimers();
  });

  it('shows the account to bind, sends the request, waits for the bank and offers the next step', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({ states: [{ binding: null, default_account: account }] });
    renderApp(PAGE, { session: customer, api: api.handler });

    const summary = await screen.findByRole('group', { name: 'Расчётный счёт для подключения' });
    expect(within(summary).getByText('ПАО Сбербанк')).toBeInTheDocument();
    expect(within(summary).getByText('БИК 044525225, р/с 40702810700380000001')).toBeInTheDocument();

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Подключить' }));
    expect(await screen.findByText(/Заявка отправлена в банк/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Банк обрабатывает заявку' })).toBeInTheDocument();
    expect(api.posts).toEqual([{}]);
    const profileLoads = api.profileGets();

    // The page asks again every few seconds until the bank has answered.
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText(/Номинальный счёт подключён/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Связанный расчётный счёт' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Следующий шаг' })).toHaveAttribute(
      'href',
      '/customer-complete-registration/email-confirm',
    );
    // The stepper is refreshed to show the step done.
    await vi.waitFor(() => expect(api.profileGets()).toBeGreaterThan(profileLoads));
    const getsWhenDone = api.gets();
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(api.gets()).toBe(getsWhenDone);
  });

  it('shows the bank’s reason after a refusal and lets the company try again', async () => {
    const api = fakeApi({
      states: [
        {
          binding: binding('ERROR', { error_message: 'Банк отказал в подключении: не указан расчётный счёт компании' }),
          default_account: account,
        },
      ],
    });
    renderApp(PAGE, { session: customer, api: api.handler });
    expect(
      await screen.findByText('Банк отказал в подключении: не указан расчётный счёт компании'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Попробовать снова' }));
    expect(await screen.findByText(/Заявка отправлена в банк/)).toBeInTheDocument();
    expect(api.posts).toHaveLength(1);
  });

  it('lets a company without a settlement account add one right on the step, then offers to connect it', async () => {
    const api = fakeApi({ states: [{ binding: null, default_account: null }] });
    renderApp(PAGE, { session: customer, api: api.handler });
    expect(
      await screen.findByText('Чтобы подключить номинальный счёт, добавьте расчётный счёт компании.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Подключить' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Добавить счёт' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('БИК'), '044525225');
    await waitFor(() => expect(within(dialog).getByLabelText('Банк')).toHaveValue('ПАО Сбербанк'));
    await user.type(within(dialog).getByLabelText('Расчётный счёт'), account.account_number);
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));

    expect(await screen.findByRole('button', { name: 'Подключить' })).toBeInTheDocument();
    expect(api.accountPosts).toEqual([
      expect.objectContaining({
        account_type: 'LEGAL_ENTITY',
        bik: '044525225',
        account_number: account.account_number,
      }),
    ]);
  });

  it('shows the server’s message when the request is refused', async () => {
    const api = fakeApi({
      states: [{ binding: null, default_account: account }],
      postReply: {
        status: 409,
        data: { code: 'INVALID_STATE', error_message: 'Заявка на подключение уже отправлена в банк, дождитесь ответа' },
      },
    });
    renderApp(PAGE, { session: customer, api: api.handler });
    await userEvent.click(await screen.findByRole('button', { name: 'Подключить' }));
    expect(
      await screen.findByText('Заявка на подключение уже отправлена в банк, дождитесь ответа'),
    ).toBeInTheDocument();
  });

  it('an already connected account shows as done', async () => {
    const api = fakeApi({ states: [{ binding: binding('BIND'), default_account: account }] });
    renderApp(PAGE, { session: customer, api: api.handler });
    expect(await screen.findByText(/Номинальный счёт подключён/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Подключить' })).not.toBeInTheDocument();
  });
});
