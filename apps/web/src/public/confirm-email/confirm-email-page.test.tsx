/** @jsxImportSource preact */
import { screen, waitFor, within } from '@testing-library/dom';
import { apiPaths } from '@vyplaty/contracts/paths';
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { hydrateOrDraw } from '../hydrate-or-draw';
import { ConfirmEmailPage, stateKey, stateOf } from './confirm-email-page';
import { render as renderHtml } from './confirm-email-render';

const TOKEN = 'Zx8_kQ2-abcdefghijklmnopqrstuvwxyz012345678';
let container: HTMLElement;

/** As confirm-email-entry.tsx opens it: the build's HTML for the address, hydrated when drawn as its state. */
function openPage(search: string) {
  container.innerHTML = renderHtml('/confirm-password', search);
  const initial = stateOf(search);
  hydrateOrDraw(container, <ConfirmEmailPage initial={initial} />, stateKey(initial));
}

describe('the public /confirm-password', () => {
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    render(null, container);
    container.remove();
  });

  it('is drawn by the build as «Подтверждаем e-mail…» for the letter’s link, and as what it is for without one', () => {
    container.innerHTML = renderHtml('/', '?action=VERIFY_EMAIL');
    expect(within(container).getByRole('status')).toHaveTextContent('Подтверждаем e-mail…');
    container.innerHTML = renderHtml('/confirm-password', '');
    expect(within(container).getByRole('heading', { level: 1 })).toHaveTextContent('Подтверждение e-mail');
    expect(within(container).getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
  });

  it('spends the letter’s token once and says the e-mail is confirmed, with the way on to main', async () => {
    const calls = stubFetch({ status: 200, body: {} });
    openPage(`?action=VERIFY_EMAIL&token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail подтверждён' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Продолжить' })).toHaveAttribute('href', '/');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(apiPaths.auth.verifyEmail);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ token: TOKEN });
    await waitFor(() => expect(document.title).toBe('E-mail подтверждён — Выплаты и документы'));
  });

  it('a spent or refused link: the server’s reason, the hint and where to ask for a new letter', async () => {
    stubFetch({ status: 400, body: { error_message: 'Ссылка уже использована', code: 'LINK_USED' } });
    openPage(`?action=VERIFY_EMAIL&token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Не удалось подтвердить e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ссылка уже использована');
    expect(screen.getByRole('link', { name: 'Запросить новое письмо' })).toHaveAttribute(
      'href',
      '/customer-complete-registration/email-confirm',
    );
  });

  it('no answer: the fallback; a token that is not one: never sent', async () => {
    stubFetch('network-error');
    openPage(`?action=VERIFY_EMAIL&token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось подтвердить e-mail, попробуйте позже');

    render(null, container);
    const calls = stubFetch();
    openPage('?action=VERIFY_EMAIL&token=short');
    expect(screen.getByRole('alert')).toHaveTextContent('Ссылка недействительна');
    expect(calls).toEqual([]);
  });
});
