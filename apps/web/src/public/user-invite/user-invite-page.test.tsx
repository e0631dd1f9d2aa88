/** @jsxImportSource preact */
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { apiPaths } from '@vyplaty/contracts/paths';
import { hydrate, render } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { polyfillModalDialogs } from '../../test/modal-dialog';
import { tokenOf, UserInvitePage } from './user-invite-page';

const TOKEN = 'Zx8_kQ2-abcdefghijklmnopqrstuvwxyz012345678';
const INVITE = {
  organisation_name: 'ООО "Ромашка"',
  invited_by_name: 'Иван Петров',
  full_name: 'Анна Смирнова',
  email: 'anna@romashka.ru',
  role: 'ACCOUNTANT',
  expires_at: '2026-12-07T09:30:00.000Z',
};

let container: HTMLElement;
let accepted: ReturnType<typeof vi.fn<(email: string) => void>>;

/** As the owner's letter opens it: the build's HTML (opening), then made live with this address's token. */
function openPage(pathname = `/invite/user/${TOKEN}`) {
  container.innerHTML = renderToString(<UserInvitePage />);
  hydrate(<UserInvitePage token={tokenOf(pathname)} onAccepted={accepted} />, container);
}

const infoPath = apiPaths.companyUsers.inviteInfo.replace(':token', TOKEN);

describe('the public /invite/user/{token}', () => {
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    accepted = vi.fn<(email: string) => void>();
    polyfillModalDialogs();
  });
  afterEach(() => {
    render(null, container);
    container.remove();
  });

  it('is drawn opening by the build, then says who invites, to what, as whom and until when (Moscow time)', async () => {
    container.innerHTML = renderToString(<UserInvitePage />);
    expect(within(container).getByRole('status')).toHaveTextContent('Открываем приглашение…');
    const calls = stubFetch({ status: 200, body: INVITE });
    openPage();
    expect(await screen.findByText('Иван Петров из ООО "Ромашка" приглашает вас в кабинет компании')).toBeVisible();
    expect(calls[0]!.url).toBe(infoPath);
    expect(calls[0]!.init.method).toBe('GET');
    expect(screen.getByText('Анна Смирнова, anna@romashka.ru')).toBeInTheDocument();
    expect(screen.getByText(/^Роль: Бухгалтер — выплаты, реестры/)).toBeInTheDocument();
    expect(screen.getByText('Ссылка действует до 07.12.2026 12:30 (МСК)')).toBeInTheDocument();
    expect(screen.getByLabelText('Пароль', { selector: 'input' })).toHaveAccessibleDescription(
      'От 8 до 128 символов, хотя бы одна буква и одна цифра',
    );
  });

  it('accepts with the password typed twice, and hands over to the login with the invite’s e-mail', async () => {
    const calls = stubFetch({ status: 200, body: INVITE }, { status: 204 });
    openPage();
    await screen.findByText(/приглашает вас в кабинет компании/);
    await userEvent.type(screen.getByLabelText('Пароль', { selector: 'input' }), 'Accountant-2026');
    await userEvent.type(screen.getByLabelText('Повторите пароль'), 'Accountant-2025');
    await userEvent.click(screen.getByRole('button', { name: 'Принять приглашение' }));
    expect(screen.getByLabelText('Повторите пароль')).toHaveAccessibleDescription('Пароли не совпадают');
    expect(calls).toHaveLength(1);

    await userEvent.clear(screen.getByLabelText('Повторите пароль'));
    await userEvent.type(screen.getByLabelText('Повторите пароль'), 'Accountant-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Принять приглашение' }));
    await waitFor(() => expect(accepted).toHaveBeenCalledWith('anna@romashka.ru'));
    expect(calls[1]!.url).toBe(apiPaths.companyUsers.inviteAccept.replace(':token', TOKEN));
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ password: 'Accountant-2026' });
  });

  it('declines only after asking once more; the link then says it no longer works', async () => {
    const calls = stubFetch({ status: 200, body: INVITE }, { status: 204 });
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Отклонить приглашение' }));
    const dialog = screen.getByRole('dialog', { name: 'Отклонить приглашение?' });
    expect(within(dialog).getByText(/Чтобы присоединиться к ООО "Ромашка" позже/)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(
      await screen.findByText('Вы отклонили приглашение ООО "Ромашка". Ссылка больше не действует.'),
    ).toBeVisible();
    expect(calls[1]!.url).toBe(apiPaths.companyUsers.inviteDecline.replace(':token', TOKEN));
    expect(accepted).not.toHaveBeenCalled();
  });

  it('an unknown, used or expired link says so; no answer offers «Повторить»; a broken escape is never sent', async () => {
    stubFetch({ status: 410, body: { error_message: 'Приглашение истекло', code: 'GONE' } });
    openPage();
    expect(await screen.findByText(/Ссылка приглашения недействительна/)).toBeVisible();

    render(null, container);
    const calls = stubFetch('network-error', { status: 200, body: INVITE });
    openPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось открыть приглашение');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText(/приглашает вас в кабинет компании/)).toBeVisible();
    expect(calls).toHaveLength(2);

    render(null, container);
    const none = stubFetch();
    openPage('/invite/user/%E0%A4%A');
    expect(await screen.findByText(/Ссылка приглашения недействительна/)).toBeVisible();
    expect(none).toEqual([]);
  });
});
