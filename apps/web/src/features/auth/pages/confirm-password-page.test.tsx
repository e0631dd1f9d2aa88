import { screen } from '@testing-library/react';
import { apiPaths } from '@vyplaty/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { verifiedCustomerProfile, verifiedCustomerSession } from '../../../test/fixtures/customer';
import { pathOf, type StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';

const originalAdapter = http.defaults.adapter;
const TOKEN = 'Zx8_kQ2-abcdefghijklmnopqrstuvwxyz012345678';
const LINK = `/confirm-password?action=VERIFY_EMAIL&token=${TOKEN}`;

/** The company logged in where it registered opens the letter's link: the token's one call answers `verifyReply`. */
function openLink(path: string, verifyReply: StubReply) {
  return renderApp(path, {
    session: verifiedCustomerSession,
    api: (req) => {
      if (pathOf(req) === apiPaths.auth.verifyEmail) return verifyReply;
      // What the confirmation refreshes (the profile's email_verified) and the session it reads again.
      if (pathOf(req) === apiPaths.userProfile) return { status: 200, data: verifiedCustomerProfile };
      if (pathOf(req) === apiPaths.auth.me) return { status: 200, data: verifiedCustomerSession };
      return { status: 404, data: { error_message: 'Не найдено', code: 'NOT_FOUND' } };
    },
  });
}

const verifyCalls = (calls: { url?: string; data?: unknown }[]) =>
  calls.filter((c) => c.url === apiPaths.auth.verifyEmail).map((c) => JSON.parse(String(c.data)) as unknown);

/**
 * The app's e-mail confirmation (a logged-in company, and the native shell; a visitor without a session gets
 * src/public/confirm-email/): the loader spends the token once and the page says how it went.
 */
describe('the app’s /confirm-password', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('spends the letter’s token once and says the e-mail is confirmed, with the way on', async () => {
    const { adapter } = openLink(LINK, { status: 200, data: { ok: true } });
    expect(await screen.findByRole('heading', { name: 'E-mail подтверждён' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Продолжить' })).toHaveAttribute('href', '/');
    expect(verifyCalls(adapter.calls)).toEqual([{ token: TOKEN }]);
  });

  it('a spent or expired link: the server’s reason and the way to a new letter', async () => {
    const refusal = { error_message: 'Ссылка устарела', code: 'TOKEN_EXPIRED' };
    openLink(LINK, { status: 400, data: refusal });
    expect(await screen.findByRole('heading', { name: 'Не удалось подтвердить e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ссылка устарела');
    expect(screen.getByRole('link', { name: 'Запросить новое письмо' })).toHaveAttribute(
      'href',
      '/customer-complete-registration/email-confirm',
    );
  });

  it('a broken token is refused without a call', async () => {
    const { adapter } = openLink('/confirm-password?action=VERIFY_EMAIL&token=short', { status: 200, data: {} });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ссылка недействительна');
    expect(verifyCalls(adapter.calls)).toEqual([]);
  });

  it('without the letter’s link a visitor is told where to find it (a logged-in person goes to main instead)', async () => {
    const { adapter } = renderApp('/confirm-password', { api: () => ({ status: 401, data: {} }) });
    expect(await screen.findByRole('heading', { name: 'Подтверждение e-mail' })).toBeInTheDocument();
    expect(screen.getByText(/перейдите по ссылке из письма/)).toBeInTheDocument();
    expect(verifyCalls(adapter.calls)).toEqual([]);
  });
});
