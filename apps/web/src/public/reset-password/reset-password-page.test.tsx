/** @jsxImportSource preact */
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { apiPaths } from '@vyplaty/contracts/paths';
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeLoginNotice } from '../../lib/login-notice';
import { stubFetch } from '../../test/fetch-stub';
import { shapePhone } from '../components/phone-field';
import { hydrateOrDraw } from '../hydrate-or-draw';
import { ResetPasswordPage } from './reset-password-page';
import { render as renderHtml, title } from './reset-password-render';
import { viewKey, viewOf } from './reset-view';

const TOKEN = 'Zx8_kQ2-abcdefghijklmnopqrstuvwxyz012345678';

let container: HTMLElement;
let leftFor: ReturnType<typeof vi.fn<(path: string) => void>>;

/** The page as a visitor gets it: the build's HTML for the address, then made live as reset-password-entry.tsx does. */
function openPage(pathname: string, search = '') {
  window.history.replaceState(null, '', `${pathname}${search}`);
  container.innerHTML = renderHtml(pathname, search);
  const view = viewOf(pathname, search);
  hydrateOrDraw(container, <ResetPasswordPage view={view} leaveFor={leftFor} />, viewKey(view));
}

const sent = (index: number, calls: ReturnType<typeof stubFetch>) => ({
  url: calls[index]!.url,
  body: JSON.parse(String(calls[index]!.init.body)) as Record<string, unknown>,
});

async function pressWhenLive(name: string) {
  await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled());
  await userEvent.click(screen.getByRole('button', { name }));
}

describe('the public /reset-password', () => {
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    leftFor = vi.fn<(path: string) => void>();
    sessionStorage.clear();
  });
  afterEach(() => {
    render(null, container);
    container.remove();
  });

  it('is drawn by the build as each view its address can ask for, with the title of each', () => {
    const html = (search: string, pathname = '/reset-password') => {
      container.innerHTML = renderHtml(pathname, search);
      return within(container);
    };
    expect(html('').getByRole('tab', { name: 'Компания' })).toHaveAttribute('aria-selected', 'true');
    expect(html('').getByLabelText('E-mail')).toBeInTheDocument();
    expect(html('?role=contractor').getByRole('tab', { name: 'Исполнитель' })).toHaveAttribute('aria-selected', 'true');
    expect(html('?role=contractor').getByLabelText('Номер телефона')).toBeInTheDocument();
    // The e-mail link's form, drawn before its token is read.
    expect(html('?action=UPDATE_PASSWORD').getByLabelText('Новый пароль')).toBeInTheDocument();
    expect(html('', '/reset-password/check-email').getByRole('heading', { level: 1 })).toHaveTextContent(
      'Проверьте почту',
    );
    expect(title('/reset-password', '?action=UPDATE_PASSWORD')).toBe('Новый пароль — Выплаты и документы');
    expect(title('/reset-password')).toBe('Восстановление пароля — Выплаты и документы');
  });

  it('a company: presence checked here, the e-mail sent, then «Проверьте почту» with the address from the history only', async () => {
    const calls = stubFetch({ status: 200, body: {} });
    openPage('/reset-password');
    await pressWhenLive('Восстановить пароль');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Введите e-mail');
    expect(calls).toEqual([]);

    await userEvent.type(screen.getByLabelText('E-mail'), ' boss@romashka.ru ');
    await userEvent.click(screen.getByRole('button', { name: 'Восстановить пароль' }));
    await screen.findByRole('heading', { level: 1, name: 'Проверьте почту' });
    expect(sent(0, calls)).toEqual({ url: apiPaths.auth.resetPassword, body: { email: 'boss@romashka.ru' } });
    expect(window.location.pathname).toBe('/reset-password/check-email');
    // Personal data: in the history entry, never in the address.
    expect(window.location.search).toBe('');
    expect(window.history.state).toEqual({ email: 'boss@romashka.ru' });
    expect(screen.getByText('boss@romashka.ru').tagName).toBe('STRONG');
    await waitFor(() => expect(document.title).toBe('Проверьте почту — Выплаты и документы'));
    expect(screen.getByRole('link', { name: 'Отправить ещё раз' })).toHaveAttribute('href', '/reset-password');
  });

  it('a company: the server’s field message on the field, another refusal as its reason, no answer as the fallback', async () => {
    stubFetch(
      { status: 422, body: { error_message: 'Ошибка проверки', fields: { email: 'Некорректный e-mail' } } },
      'network-error',
    );
    openPage('/reset-password');
    await userEvent.type(screen.getByLabelText('E-mail'), 'boss@');
    await pressWhenLive('Восстановить пароль');
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Некорректный e-mail'));
    await userEvent.click(screen.getByRole('button', { name: 'Восстановить пароль' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервис временно не доступен, попробуйте позже');
    expect(window.location.pathname).toBe('/reset-password');
  });

  it('a contractor: the number shaped as typed, the code sent, the countdown, then the new password and /login with its line', async () => {
    const calls = stubFetch({ status: 200, body: { resend_after: 60 } }, { status: 200, body: {} });
    openPage('/reset-password', '?role=contractor');
    await userEvent.type(screen.getByLabelText('Номер телефона'), '89123456789');
    expect(screen.getByLabelText('Номер телефона')).toHaveValue('+7 912 345-67-89');
    await pressWhenLive('Получить код');
    expect(await screen.findByText(/Код отправлен на номер/)).toHaveTextContent(
      'Код отправлен на номер +7 912 345-67-89.',
    );
    expect(screen.getByText('Отправить код повторно можно через 60 с')).toBeInTheDocument();
    expect(sent(0, calls)).toEqual({
      url: apiPaths.employeeAuth.verifyPhoneSend,
      body: { phone: '+7 912 345-67-89', purpose: 'RESET_PASSWORD' },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(screen.getByLabelText('Код из СМС')).toHaveAccessibleDescription('Введите код из СМС');
    await userEvent.type(screen.getByLabelText('Код из СМС'), '123456');
    await userEvent.type(screen.getByLabelText('Новый пароль'), 'Restored-2026');
    await userEvent.type(screen.getByLabelText('Повторите пароль'), 'Restored-2025');
    await userEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(screen.getByLabelText('Повторите пароль')).toHaveAccessibleDescription('Пароли не совпадают');
    expect(calls).toHaveLength(1);

    await userEvent.clear(screen.getByLabelText('Повторите пароль'));
    await userEvent.type(screen.getByLabelText('Повторите пароль'), 'Restored-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('/login'));
    expect(sent(1, calls)).toEqual({
      url: apiPaths.employeeAuth.resetPassword,
      body: { phone: '+7 912 345-67-89', code: '123456', password: 'Restored-2026' },
    });
    // The login page says it once (lib/login-notice.ts).
    expect(takeLoginNotice()).toBe('Пароль изменён. Войдите с новым паролем');
    expect(takeLoginNotice()).toBeNull();
  });

  it('a contractor: a wrong code is the server’s message on the code’s field, and the number can be changed', async () => {
    stubFetch(
      { status: 200, body: { resend_after: 0 } },
      { status: 422, body: { error_message: 'Ошибка проверки', fields: { code: 'Неверный код' } } },
    );
    openPage('/reset-password', '?role=contractor');
    await userEvent.type(screen.getByLabelText('Номер телефона'), '9123456789');
    await pressWhenLive('Получить код');
    await userEvent.type(await screen.findByLabelText('Код из СМС'), '000000');
    await userEvent.type(screen.getByLabelText('Новый пароль'), 'Restored-2026');
    await userEvent.type(screen.getByLabelText('Повторите пароль'), 'Restored-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    await waitFor(() => expect(screen.getByLabelText('Код из СМС')).toHaveAccessibleDescription('Неверный код'));
    expect(leftFor).not.toHaveBeenCalled();
    // The countdown is over: the code may be asked for again; or the number corrected.
    expect(screen.getByRole('button', { name: 'Отправить код ещё раз' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Изменить номер' }));
    expect(screen.getByLabelText('Номер телефона')).toHaveValue('+7 912 345-67-89');
  });

  it('switches the tabs in the address, by a press and by the arrows', async () => {
    stubFetch();
    openPage('/reset-password');
    await userEvent.click(screen.getByRole('tab', { name: 'Исполнитель' }));
    expect(window.location.search).toBe('?role=contractor');
    expect(screen.getByRole('tabpanel')).toContainElement(screen.getByLabelText('Номер телефона'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Компания' })).toHaveFocus();
    expect(window.location.search).toBe('?role=company');
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
  });

  it('the e-mail link: the token and the new password sent, then /login; a broken token says so and is never sent', async () => {
    const calls = stubFetch({ status: 200, body: {} });
    openPage('/reset-password', `?action=UPDATE_PASSWORD&token=${TOKEN}`);
    await userEvent.type(screen.getByLabelText('Новый пароль'), 'Restored-2026');
    await userEvent.type(screen.getByLabelText('Повторите пароль'), 'Restored-2026');
    await pressWhenLive('Сохранить пароль');
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('/login'));
    expect(sent(0, calls)).toEqual({
      url: apiPaths.auth.setPassword,
      body: { token: TOKEN, password: 'Restored-2026' },
    });

    render(null, container);
    openPage('/reset-password', '?action=UPDATE_PASSWORD&token=short');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ссылка недействительна. Запросите восстановление пароля ещё раз.',
    );
    expect(screen.queryByLabelText('Новый пароль')).toBeNull();
    expect(screen.getByRole('link', { name: 'Восстановить пароль' })).toHaveAttribute('href', '/reset-password');
    expect(calls).toHaveLength(1);
  });
});

describe('shapePhone', () => {
  it('shapes a Russian mobile as +7 XXX XXX-XX-XX however it is written, the 8 or 7 in front being the country’s', () => {
    expect(shapePhone('89123456789')).toBe('+7 912 345-67-89');
    expect(shapePhone('+7 (912) 345-67-89')).toBe('+7 912 345-67-89');
    expect(shapePhone('9123456789')).toBe('+7 912 345-67-89');
    expect(shapePhone('912')).toBe('+7 912');
    expect(shapePhone('+7 9123')).toBe('+7 912 3');
    expect(shapePhone('+7 912 345-67-899999')).toBe('+7 912 345-67-89');
    expect(shapePhone('8')).toBe('');
    expect(shapePhone('')).toBe('');
  });
});
