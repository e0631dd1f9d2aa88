import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths } from '@vyplaty/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { pathOf } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';

const originalAdapter = http.defaults.adapter;
const customer = { role: 'user', entity_id: 'c1', is_verified: true } as const;

async function submitLogin(login = 'boss@romashka.ru', password = 'secret-1') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail или телефон'), login);
  await user.type(screen.getByLabelText('Пароль'), password);
  await user.click(screen.getByRole('button', { name: 'Войти' }));
  return user;
}

describe('login form', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('on a network error shows the fallback toast text', async () => {
    renderApp('/login', { api: () => 'network-error' });
    await submitLogin();
    expect(await screen.findByText('Сервис временно не доступен, попробуйте позже')).toBeInTheDocument();
  });

  it("shows the server's message when the login is refused", async () => {
    renderApp('/login', {
      api: () => ({ status: 401, data: { error_message: 'Неверный логин или пароль', code: 'INVALID_CREDENTIALS' } }),
    });
    await submitLogin();
    expect(await screen.findByText('Неверный логин или пароль')).toBeInTheDocument();
  });

  it('validates on blur with the messages of the contracts', async () => {
    renderApp('/login', {});
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('E-mail или телефон'));
    await user.tab();
    expect(await screen.findByText('Введите e-mail или телефон')).toBeInTheDocument();
  });

  it('after login goes to a same-origin redirect_url', async () => {
    const redirectUrl = encodeURIComponent(`${window.location.origin}/tasks?page=2`);
    const { router, adapter } = renderApp(`/login?redirect_url=${redirectUrl}`, {
      api: (req) => {
        if (pathOf(req) === apiPaths.auth.login) return { status: 200, data: { role: 'user' } };
        if (pathOf(req) === apiPaths.auth.me) return { status: 200, data: customer };
        return { status: 404, data: {} };
      },
    });
    await submitLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks'));
    expect(router.state.location.search).toBe('?page=2');
    const loginCall = adapter.calls.find((c) => pathOf(c) === apiPaths.auth.login);
    expect(JSON.parse(loginCall!.data as string)).toEqual({ login: 'boss@romashka.ru', password: 'secret-1' });
  });

  it("ignores a foreign redirect_url and goes to main, i.e. the role's start page", async () => {
    const { router } = renderApp(`/login?redirect_url=${encodeURIComponent('https://evil.example/x')}`, {
      api: (req) => {
        if (pathOf(req) === apiPaths.auth.login) return { status: 200, data: { role: 'user' } };
        if (pathOf(req) === apiPaths.auth.me) return { status: 200, data: customer };
        return { status: 404, data: {} };
      },
    });
    await submitLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/payments-accounts'));
  });

  it("toasts 'Что-то пошло не так' when the session cannot be read after login", async () => {
    const { router } = renderApp('/login', {
      api: (req) => {
        if (pathOf(req) === apiPaths.auth.login) return { status: 200, data: { role: 'user' } };
        return { status: 500, data: { error_message: 'Внутренняя ошибка', code: 'INTERNAL' } };
      },
    });
    await submitLogin();
    expect(await screen.findByText('Что-то пошло не так')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('asks to accept a new offer first, then continues', async () => {
    const offer = {
      id: '7d7b4a52-0c1e-4c36-9d8e-3b1f2a4c5d6e',
      version: '2',
      title: 'Оферта платформы',
      published_at: '2025-01-10',
    };
    const { router, adapter } = renderApp('/login', {
      api: (req) => {
        const path = pathOf(req);
        if (path === apiPaths.auth.login) return { status: 200, data: { role: 'user', user_offer: offer } };
        if (path === apiPaths.offer.fileContent) return { status: 200, data: { ...offer, text: 'Текст оферты' } };
        if (path === apiPaths.offer.accept) return { status: 200, data: { ok: true } };
        if (path === apiPaths.auth.me) return { status: 200, data: customer };
        return { status: 404, data: {} };
      },
    });
    const user = await submitLogin();
    expect(await screen.findByText('Текст оферты')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    await user.click(screen.getByRole('button', { name: 'Принимаю условия' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/payments-accounts'));
    const accept = adapter.calls.find((c) => pathOf(c) === apiPaths.offer.accept);
    expect(JSON.parse(accept!.data as string)).toEqual({ offer_id: offer.id });
  });
});
