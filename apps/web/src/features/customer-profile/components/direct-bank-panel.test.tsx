import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type DirectBankSession } from '@vyplaty/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { verifiedCustomerProfile } from '../../../test/fixtures/customer';
import { pathOf, type StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';

const originalAdapter = http.defaults.adapter;
const customer = { role: 'user', entity_id: 'c1', is_verified: true } as const;
const PAGE = '/profile/payments-accounts';
const paths = apiPaths.oneCDirectBank;

const state = (fields: Partial<DirectBankSession>): DirectBankSession => ({
  status: 'NONE',
  phone_mask: null,
  session_code: null,
  expires_at: null,
  updated_at: null,
  ...fields,
});
const NONE = state({});
const WAITING = state({
  status: 'OTP_REQUIRED',
  phone_mask: '7916***4567',
  session_code: 'A7',
  expires_at: '2026-11-24T10:05:00.000Z',
});
const ACTIVE = state({ status: 'ACTIVE', expires_at: '2026-11-24T10:10:00.000Z' });
const WRONG_PASSWORD = 'Неверный логин или пароль банка';

type Call = { path: string; body: unknown };

/** The bank's steps as the API answers them: `Demo-1` is the password, `654321` the code. */
function directBankApi(initial: DirectBankSession, options: { otpReply?: StubReply } = {}) {
  let current = initial;
  const calls: Call[] = [];
  let release: (() => void) | null = null;
  const handler = async (req: Parameters<typeof pathOf>[0]): Promise<StubReply> => {
    const path = pathOf(req);
    const body = req.data ? (JSON.parse(String(req.data)) as Record<string, string>) : {};
    if (path === apiPaths.userProfile) return { status: 200, data: verifiedCustomerProfile };
    if (path === apiPaths.notifications.notReadCount) return { status: 200, data: { count: 0 } };
    if (path === apiPaths.userBanks) return { status: 200, data: { items: [] } };
    if (path === paths.session) return { status: 200, data: current };
    calls.push({ path, body });
    if (path === paths.login) {
      if (body.password !== 'Demo-1') {
        return {
          status: 400,
          data: { code: 'VALIDATION_ERROR', error_message: WRONG_PASSWORD, fields: { password: WRONG_PASSWORD } },
        };
      }
      current = WAITING;
    } else if (path === paths.loginOtp) {
      if (options.otpReply) return options.otpReply;
      // Held until the test lets it go, so a second press would be seen while the first is on its way.
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      current = ACTIVE;
    } else if (path === paths.logout) {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      current = state({ status: 'LOGGED_OUT', updated_at: '2026-11-24T10:06:00.000Z' });
    } else return { status: 404, data: {} };
    return { status: 200, data: current };
  };
  const to = (path: string) => calls.filter((c) => c.path === path);
  return { handler, to, release: () => release?.() };
}

async function panel() {
  return screen.findByRole('region', { name: '1С:ДиректБанк' });
}

describe('profile → payments-accounts → 1С:ДиректБанк', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('connects: the bank’s refusal on the password, then the SMS step with the phone and session code, one call per double click', async () => {
    const api = directBankApi(NONE);
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup({ delay: null });
    const section = await panel();
    expect(await within(section).findByText('Не подключено')).toBeInTheDocument();
    expect(
      within(section).getByText(/подписывается КЭП руководителя или ответственного лица с МЧД в карточке выплаты/),
    ).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Подключить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подключение 1С:ДиректБанк' });
    await user.click(within(dialog).getByRole('button', { name: 'Войти в банк' }));
    expect(await within(dialog).findByText('Введите логин банка')).toBeInTheDocument();
    expect(api.to(paths.login)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Логин банка'), 'vyplaty-demo');
    await user.type(within(dialog).getByLabelText('Пароль банка'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Войти в банк' }));
    expect(await within(dialog).findByText(WRONG_PASSWORD)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Пароль банка')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(dialog).getByLabelText('Пароль банка'));
    await user.type(within(dialog).getByLabelText('Пароль банка'), 'Demo-1');
    await user.click(within(dialog).getByRole('button', { name: 'Войти в банк' }));
    expect(await within(dialog).findByText('Банк отправил код в СМС на номер 7916***4567.')).toBeInTheDocument();
    expect(within(dialog).getByText('Код сессии: A7')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Код действует до \d{2}\.11\.2026 \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(api.to(paths.login).at(-1)?.body).toEqual({ login: 'vyplaty-demo', password: 'Demo-1' });

    const code = within(dialog).getByLabelText('Код из СМС');
    await user.type(code, '12ab3');
    expect(code).toHaveValue('123');
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    expect(await within(dialog).findByText('Код из СМС — 6 или 7 цифр')).toBeInTheDocument();

    await user.type(code, '456');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(api.to(paths.loginOtp)).toHaveLength(1));
    api.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to(paths.loginOtp)).toHaveLength(1);
    expect(api.to(paths.loginOtp)[0]?.body).toEqual({ otp: '123456' });
    expect(await within(section).findByText('Подключено')).toBeInTheDocument();
    expect(within(section).getByText(/^Сессия банка действует до /)).toBeInTheDocument();
  });

  it('disconnects once per double click', async () => {
    const api = directBankApi(ACTIVE);
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup({ delay: null });
    const section = await panel();
    await user.dblClick(await within(section).findByRole('button', { name: 'Отключить' }));
    await waitFor(() => expect(api.to(paths.logout)).toHaveLength(1));
    api.release();
    expect(await within(section).findByText('Отключено')).toBeInTheDocument();
    expect(api.to(paths.logout)).toHaveLength(1);
    expect(within(section).getByRole('button', { name: 'Подключить' })).toBeInTheDocument();
  });

  it('a code the bank no longer takes sends the person back to the password, saying why', async () => {
    const expired = 'Код из СМС больше не действует. Войдите в банк снова';
    const api = directBankApi(WAITING, {
      otpReply: { status: 409, data: { code: 'INVALID_STATE', error_message: expired } },
    });
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup({ delay: null });
    const section = await panel();
    expect(await within(section).findByText('Ждём код из СМС')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Ввести код' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подключение 1С:ДиректБанк' });
    await user.type(within(dialog).getByLabelText('Код из СМС'), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText(expired)).toBeInTheDocument();
    expect(await within(dialog).findByLabelText('Пароль банка')).toBeInTheDocument();
  });
});
