import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type CompanyUserInviteInfo } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { recordingApi, type StubReply } from '../../../test/http-stub';
import { preloadRoutes, renderApp } from '../../../test/render-app';

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});
beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await preloadRoutes(`/invite/user/x`, '/login');
}, 60_000);

const TOKEN = 'Zx8_kQ2-abcdefghijklmnopqrstuvwxyz012345678';
const PAGE = `/invite/user/${TOKEN}`;
const withToken = (path: string) => path.replace(':token', TOKEN);
const INFO: CompanyUserInviteInfo = {
  email: 'buh@romashka.ru',
  full_name: 'Анна Иванова',
  organisation_name: 'ООО "Ромашка"',
  role: 'ACCOUNTANT',
  invited_by_name: 'Иван Петров',
  // 09:00 UTC is 12:00 in Moscow.
  expires_at: '2026-03-12T09:00:00.000Z',
};

const fakeApi = (route: (path: string) => StubReply | undefined = () => undefined) =>
  recordingApi(
    (call) => route(call.path),
    (path) => (path === withToken(apiPaths.companyUsers.inviteInfo) ? { status: 200, data: INFO } : undefined),
  );

describe('the colleague’s invite page /invite/user/{token}', () => {
  it('says who invites whom to which company with which role; a new password accepts, then /login', async () => {
    const api = fakeApi((path) =>
      path === withToken(apiPaths.companyUsers.inviteAccept) ? { status: 200, data: { ok: true } } : undefined,
    );
    const { router } = renderApp(PAGE, { api: api.handler });
    expect(
      await screen.findByText('Иван Петров из ООО "Ромашка" приглашает вас в кабинет компании'),
    ).toBeInTheDocument();
    expect(screen.getByText('Анна Иванова, buh@romashka.ru')).toBeInTheDocument();
    expect(screen.getByText(/Роль: Бухгалтер — выплаты, реестры, задания и документы/)).toBeInTheDocument();
    expect(screen.getByText('Ссылка действует до 12.03.2026 12:00 (МСК)')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Пароль/), 'Buh-2026x');
    await user.type(screen.getByLabelText(/^Повторите пароль/), 'Buh-2026y');
    await user.click(screen.getByRole('button', { name: 'Принять приглашение' }));
    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument();
    expect(api.to(withToken(apiPaths.companyUsers.inviteAccept))).toEqual([]);

    await user.clear(screen.getByLabelText(/^Повторите пароль/));
    await user.type(screen.getByLabelText(/^Повторите пароль/), 'Buh-2026x');
    await user.click(screen.getByRole('button', { name: 'Принять приглашение' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText('Приглашение принято. Войдите с e-mail buh@romashka.ru и новым паролем'),
    ).toBeInTheDocument();
    expect(api.to(withToken(apiPaths.companyUsers.inviteAccept)).map((c) => c.body)).toEqual([
      { password: 'Buh-2026x' },
    ]);
  });

  it('a password the API refuses is said on the field', async () => {
    const message = 'Пароль должен содержать хотя бы одну цифру';
    const api = fakeApi((path) =>
      path === withToken(apiPaths.companyUsers.inviteAccept)
        ? { status: 400, data: { code: 'VALIDATION_ERROR', error_message: message, fields: { password: message } } }
        : undefined,
    );
    renderApp(PAGE, { api: api.handler });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Пароль/), 'Buh-2026x');
    await user.type(screen.getByLabelText(/^Повторите пароль/), 'Buh-2026x');
    await user.click(screen.getByRole('button', { name: 'Принять приглашение' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Пароль/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('declining asks once more, then says the link no longer works', async () => {
    const api = fakeApi((path) =>
      path === withToken(apiPaths.companyUsers.inviteDecline) ? { status: 200, data: { ok: true } } : undefined,
    );
    renderApp(PAGE, { api: api.handler });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Отклонить приглашение' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отклонить приглашение?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отменить' }));
    expect(api.to(withToken(apiPaths.companyUsers.inviteDecline))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Отклонить приглашение' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Отклонить приглашение?' })).getByRole('button', {
        name: 'Отклонить',
      }),
    );
    expect(
      await screen.findByText('Вы отклонили приглашение ООО "Ромашка". Ссылка больше не действует.'),
    ).toBeInTheDocument();
    expect(api.to(withToken(apiPaths.companyUsers.inviteDecline))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Принять приглашение' })).not.toBeInTheDocument();
  });

  it('an unknown, used or expired link says so in Russian, with no form', async () => {
    const api = fakeApi((path) =>
      path === withToken(apiPaths.companyUsers.inviteInfo)
        ? { status: 404, data: { code: 'NOT_FOUND', error_message: 'Приглашение не найдено' } }
        : undefined,
    );
    renderApp(PAGE, { api: api.handler });
    expect(await screen.findByText(/Ссылка приглашения недействительна/)).toBeInTheDocument();
    expect(
      screen.getByText(/Попросите владельца учётной записи компании прислать новое приглашение/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Принять приглашение' })).not.toBeInTheDocument();
  });
});
