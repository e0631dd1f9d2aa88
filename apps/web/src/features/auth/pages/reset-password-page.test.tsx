import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths } from '@vyplaty/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { pathOf, type StubHandler } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';

const originalAdapter = http.defaults.adapter;

/** The body a call was sent with, by its path: the n-th such call. */
const bodyOf = (calls: { url?: string; data?: unknown }[], path: string, n = 0) =>
  JSON.parse(String(calls.filter((c) => c.url === path)[n]?.data)) as Record<string, unknown>;

/**
 * The app's own access recovery by phone: the page of the native shell and of /reset-password reached inside the app
 * (the public page of the same address is src/public/reset-password/). The SMS step's countdown is the one
 * lib/resend-countdown.ts gives both.
 */
const TOKEN = 'Zx8_kQ2-abcdefghijklmnopqrstuvwxyz012345678';

describe('the app’s /reset-password for a company', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('sends the e-mail and says «Проверьте почту» with the address kept out of the URL', async () => {
    const api: StubHandler = (req) =>
      pathOf(req) === apiPaths.auth.resetPassword ? { status: 200, data: {} } : { status: 401, data: {} };
    const { adapter, router } = renderApp('/reset-password', { api });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('E-mail'), 'boss@romashka.ru');
    await user.click(screen.getByRole('button', { name: 'Восстановить пароль' }));

    expect(await screen.findByRole('heading', { name: 'Проверьте почту' })).toBeInTheDocument();
    expect(screen.getByText('boss@romashka.ru')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password/check-email');
    expect(router.state.location.search).toBe('');
    expect(bodyOf(adapter.calls, apiPaths.auth.resetPassword)).toEqual({ email: 'boss@romashka.ru' });
  });

  it('the letter’s link: the new password typed twice, then /login saying the password is changed', async () => {
    const api: StubHandler = (req) =>
      pathOf(req) === apiPaths.auth.setPassword ? { status: 200, data: {} } : { status: 401, data: {} };
    const { adapter, router } = renderApp(`/reset-password?action=UPDATE_PASSWORD&token=${TOKEN}`, { api });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Новый пароль'), 'Restored-2026');
    await user.type(screen.getByLabelText('Повторите пароль'), 'Restored-2025');
    await user.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument();
    expect(adapter.calls.filter((c) => c.url === apiPaths.auth.setPassword)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Повторите пароль'));
    await user.type(screen.getByLabelText('Повторите пароль'), 'Restored-2026');
    await user.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(bodyOf(adapter.calls, apiPaths.auth.setPassword)).toEqual({ token: TOKEN, password: 'Restored-2026' });
    expect(await screen.findByText('Пароль изменён. Войдите с новым паролем')).toBeInTheDocument();
  });

  it('a link whose token is broken says so and offers to ask again, with no form', async () => {
    renderApp('/reset-password?action=UPDATE_PASSWORD&token=short', { api: () => ({ status: 401, data: {} }) });
    expect(
      await screen.findByText('Ссылка недействительна. Запросите восстановление пароля ещё раз.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Восстановить пароль' })).toHaveAttribute('href', '/reset-password');
    expect(screen.queryByLabelText('Новый пароль')).not.toBeInTheDocument();
  });
});

describe('the app’s /reset-password for a contractor', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('sends the code, counts down to the resend, sends it again, then the new password and goes to /login', async () => {
    let sends = 0;
    const api: StubHandler = (req) => {
      if (pathOf(req) === apiPaths.employeeAuth.verifyPhoneSend) {
        sends += 1;
        // The first code may be asked for again in a second; the second one in a minute.
        return { status: 200, data: { ok: true, resend_after: sends === 1 ? 1 : 60 } };
      }
      if (pathOf(req) === apiPaths.employeeAuth.resetPassword) return { status: 200, data: {} };
      return { status: 401, data: {} };
    };
    const { adapter, router } = renderApp('/reset-password?role=contractor', { api });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Номер телефона'), '9123456789');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText(/Код отправлен на номер/)).toHaveTextContent('+7 912 345-67-89');
    expect(screen.getByText('Отправить код повторно можно через 1 с')).toBeInTheDocument();
    expect(bodyOf(adapter.calls, apiPaths.employeeAuth.verifyPhoneSend)).toEqual({
      phone: '+79123456789',
      purpose: 'RESET_PASSWORD',
    });

    // The second is over: the resend is offered, and a new code restarts the count with the API's term.
    await user.click(await screen.findByRole('button', { name: 'Отправить код ещё раз' }));
    expect(await screen.findByText('Отправить код повторно можно через 60 с')).toBeInTheDocument();
    expect(sends).toBe(2);
    expect(screen.queryByRole('button', { name: 'Отправить код ещё раз' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Код из СМС'), '123456');
    await user.type(screen.getByLabelText('Новый пароль'), 'Restored-2026');
    await user.type(screen.getByLabelText('Повторите пароль'), 'Restored-2026');
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(bodyOf(adapter.calls, apiPaths.employeeAuth.resetPassword)).toEqual({
      phone: '+79123456789',
      code: '123456',
      password: 'Restored-2026',
    });
    expect(await screen.findByText('Пароль изменён. Войдите с новым паролем')).toBeInTheDocument();
  });
});
