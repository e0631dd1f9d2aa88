/** @jsxImportSource preact */
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { apiPaths } from '@vyplaty/contracts/paths';
import { hydrate, render } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { InvitePage } from './invite-page';

const TOKEN = 'Zx8_kQ2-abcdefghijklmnopqrstuvwxyz012345678';
const KEY = '0123456789abcdef0123456789abcdef';
const INVITE = { organisation_name: 'ООО "Ромашка"', kind: 'INDIVIDUAL_PERSON', tax_regime: 'NPD', person: null };
const PERSON = { phone: '+79990000001', inn: null, last_name: 'Журавлёва', first_name: 'Ольга', patronymic: null };

let container: HTMLElement;

/** The page as a visitor gets it from the SMS link: the build's HTML (loading), then made live by its script. */
function openPage(pathname: string, search = '') {
  container.innerHTML = renderToString(<InvitePage />);
  hydrate(<InvitePage address={{ pathname, search }} />, container);
}

describe('the public /invite/{token}', () => {
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    render(null, container);
    container.remove();
  });

  it('is drawn loading by the build, without the company: the script asks for this token’s invite', () => {
    const html = renderToString(<InvitePage />);
    container.innerHTML = html;
    expect(within(container).getByRole('heading', { level: 1 })).toHaveTextContent('Приглашение');
    expect(within(container).getByRole('status')).toHaveTextContent('Открываем приглашение…');
    expect(within(container).queryByRole('link')).toBeNull();
  });

  it('shows who invites and as whom, with the registration and the login that keep the token', async () => {
    const calls = stubFetch({ status: 200, body: INVITE });
    openPage(`/invite/${TOKEN}`);
    expect(await screen.findByText('ООО "Ромашка" приглашает вас к сотрудничеству')).toBeInTheDocument();
    expect(screen.getByText(/как самозанятый — плательщик налога на профессиональный доход/)).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('link', { name: 'Зарегистрироваться и принять' })).toHaveAttribute(
      'href',
      `/login/register?role=contractor&invite=${TOKEN}`,
    );
    const back = encodeURIComponent(`${window.location.origin}/invite/${TOKEN}`);
    expect(screen.getByRole('link', { name: 'У меня есть аккаунт — войти' })).toHaveAttribute(
      'href',
      `/login?role=contractor&redirect_url=${back}`,
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(apiPaths.invites.link);
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ token: TOKEN });
  });

  it('a person’s SMS link names what the company entered and carries the key to the registration', async () => {
    const calls = stubFetch({ status: 200, body: { ...INVITE, person: PERSON } });
    openPage(`/invite/${TOKEN}`, `?p=${KEY}`);
    expect(
      await screen.findByText(
        'Компания указала: Журавлёва Ольга, +7 999 000-00-01. Эти данные подставятся при регистрации — если что-то неверно, исправьте.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Зарегистрироваться и принять' })).toHaveAttribute(
      'href',
      `/login/register?role=contractor&invite=${TOKEN}&p=${KEY}`,
    );
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ token: TOKEN, person: KEY });
  });

  it('an entrepreneur’s invite names the tax regime', async () => {
    stubFetch({ status: 200, body: { ...INVITE, kind: 'INDIVIDUAL_ENTREPRENEUR', tax_regime: 'USN_INCOME' } });
    openPage(`/invite/${TOKEN}`);
    expect(await screen.findByText(/как индивидуальный предприниматель \(УСН «Доходы»\)/)).toBeInTheDocument();
  });

  it('an unknown or withdrawn link says so in Russian, with no way on', async () => {
    stubFetch({
      status: 404,
      body: { error_message: 'Приглашение не найдено или больше не действует', code: 'NOT_FOUND' },
    });
    openPage(`/invite/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Приглашение не найдено или больше не действует. Попросите компанию прислать новую ссылку.',
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a token no link has (a broken escape) is not sent to the API', async () => {
    const calls = stubFetch();
    openPage('/invite/%E0%A4%A');
    expect(await screen.findByRole('alert')).toHaveTextContent('Приглашение не найдено или больше не действует');
    expect(calls).toEqual([]);
  });

  it('without an answer says it could not open the invite, and «Повторить» asks again', async () => {
    stubFetch('network-error', { status: 200, body: INVITE });
    openPage(`/invite/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось открыть приглашение');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('ООО "Ромашка" приглашает вас к сотрудничеству')).toBeInTheDocument();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it('shows the server’s Russian reason for another refusal', async () => {
    stubFetch({
      status: 429,
      body: { error_message: 'Слишком много запросов, попробуйте через минуту', code: 'RATE_LIMITED' },
    });
    openPage(`/invite/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Слишком много запросов, попробуйте через минуту');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeEnabled();
  });
});
