/** @jsxImportSource preact */
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { apiPaths, CSRF_HEADER } from '@vyplaty/contracts/paths';
import { hydrate, render } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveLoginNotice } from '../../lib/login-notice';
import { stubFetch } from '../../test/fetch-stub';
import { typedBeforeStart } from './login-form';
import { LoginPage } from './login-page';

let container: HTMLElement;
let leftFor: ReturnType<typeof vi.fn<(path: string) => void>>;

/** The page as a visitor gets it: the build's HTML, then made live by hydration (login-entry.tsx). */
function openPage(search = '', typed?: { login: string; password: string }) {
  window.history.replaceState(null, '', `/login${search}`);
  container.innerHTML = renderToString(<LoginPage />);
  hydrate(<LoginPage leaveFor={leftFor} {...(typed ? { initial: typed } : {})} />, container);
}

async function submit(login: string, password: string) {
  const user = userEvent.setup();
  if (login) await user.type(screen.getByLabelText('E-mail или телефон'), login);
  if (password) await user.type(screen.getByLabelText('Пароль'), password);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Войти' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('the public /login', () => {
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    leftFor = vi.fn<(path: string) => void>();
  });
  afterEach(() => {
    render(null, container);
    container.remove();
  });

  it('says once what the flow that ended here left to say (a reset: «Пароль изменён…»), in its live region', async () => {
    stubFetch();
    leaveLoginNotice('password-changed');
    openPage();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Пароль изменён. Войдите с новым паролем'),
    );
    render(null, container);
    openPage();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Войти' })).toBeEnabled());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says what is missing, asks nothing of the API and focuses the first empty field', async () => {
    const calls = stubFetch();
    openPage();
    await submit('', '');
    expect(screen.getByText('Введите e-mail или телефон')).toBeInTheDocument();
    expect(screen.getByText('Введите пароль')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail или телефон')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail или телефон')).toHaveAccessibleDescription('Введите e-mail или телефон');
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail или телефон'));
    expect(calls).toEqual([]);
  });

  it('sends the login with the CSRF header a browser with the cookie has, and goes to a same-origin redirect_url', async () => {
    const calls = stubFetch({ status: 200, body: { role: 'user' } });
    openPage(`?redirect_url=${encodeURIComponent(`${window.location.origin}/tasks?page=2`)}`);
    await submit('boss@romashka.ru', 'secret-1');
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('/tasks?page=2'));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(apiPaths.auth.login);
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ login: 'boss@romashka.ru', password: 'secret-1' });
    expect((calls[0]!.init.headers as Record<string, string>)[CSRF_HEADER]).toBe('test-csrf-token');
  });

  it('ignores a foreign redirect_url and goes to main', async () => {
    stubFetch({ status: 200, body: { role: 'employee' } });
    openPage(`?redirect_url=${encodeURIComponent('https://evil.example/x')}`);
    await submit('+79990000001', 'secret-1');
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('/'));
  });

  it('hands a login with a new edition of the offer to the app’s offer step, redirect_url kept', async () => {
    stubFetch({
      status: 200,
      body: { role: 'user', user_offer: { id: 'o2', version: '2', title: 'Оферта', published_at: '2026-01-10' } },
    });
    const target = `${window.location.origin}/documents`;
    openPage(`?redirect_url=${encodeURIComponent(target)}`);
    await submit('boss@romashka.ru', 'secret-1');
    await waitFor(() =>
      expect(leftFor).toHaveBeenCalledWith(`/login/offer?redirect_url=${encodeURIComponent(target)}`),
    );
  });

  it("shows the server's message when the login is refused, and stays", async () => {
    stubFetch({ status: 401, body: { error_message: 'Неверный логин или пароль', code: 'INVALID_CREDENTIALS' } });
    openPage();
    await submit('boss@romashka.ru', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный логин или пароль');
    expect(screen.getByLabelText('E-mail или телефон')).toHaveValue('boss@romashka.ru');
    expect(screen.getByRole('button', { name: 'Войти' })).toBeEnabled();
    expect(leftFor).not.toHaveBeenCalled();
  });

  it('puts the server’s field messages on their fields', async () => {
    stubFetch({
      status: 422,
      body: {
        error_message: 'Проверьте поля',
        code: 'VALIDATION_ERROR',
        fields: { password: 'Неверный логин или пароль' },
      },
    });
    openPage();
    await submit('boss@romashka.ru', 'x'.repeat(300));
    const password = screen.getByLabelText('Пароль');
    await waitFor(() => expect(password).toHaveAccessibleDescription('Неверный логин или пароль'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('on a network error or an answer without a Russian message shows the fallback text', async () => {
    stubFetch('network-error', { status: 502, body: { error_message: 'Bad Gateway' } });
    openPage();
    await submit('boss@romashka.ru', 'secret-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервис временно не доступен, попробуйте позже');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('alert')).toHaveTextContent('Сервис временно не доступен, попробуйте позже');
  });

  it('keeps what was typed before the script arrived, and its button only works once the script has', async () => {
    const calls = stubFetch({ status: 200, body: { role: 'user' } });
    window.history.replaceState(null, '', '/login');
    container.innerHTML = renderToString(<LoginPage />);
    expect(within(container).getByRole('button', { name: 'Войти' })).toBeDisabled();
    // Typed into the page's HTML before its script ran.
    within(container).getByLabelText<HTMLInputElement>('E-mail или телефон').value = 'boss@romashka';
    hydrate(<LoginPage leaveFor={leftFor} initial={typedBeforeStart(container)} />, container);
    await submit('.ru', 'secret-1');
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('/'));
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ login: 'boss@romashka.ru', password: 'secret-1' });
  });

  it('shows and hides the password', async () => {
    openPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Скрыть пароль' }));
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('type', 'password');
  });
});
