import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type Invite, pathWithId } from '@vyplaty/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import type { StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { customerSession, invite, invitePerson, inviteTestApi } from './invite-test-api';

const originalAdapter = http.defaults.adapter;
const PETROV = invitePerson(1, { last_name: 'Петров', first_name: 'Пётр' });
const BY_INN = invitePerson(2, { phone: null, inn: '500100732259', sms_count: 0, last_sms_at: null });
const JOINED = invitePerson(3, { action: 'CONFIRM', employee_id: 'e3' });
const PUBLISHED = invite(1, { comment: 'Курьеры', employees: [PETROV, BY_INN, JOINED] });
const DRAFT = invite(2, { status: 'DRAFT', link_url: null, employees: [invitePerson(4)] });

function api(start: Invite, replies: { sms?: StubReply } = {}) {
  let current = start;
  const one = pathWithId(apiPaths.invites.one, start.id);
  return inviteTestApi((call) => {
    if (call.path === one && call.method === 'GET') return { status: 200, data: current };
    if (call.path === one && call.method === 'PUT') {
      current = { ...current, ...(call.body as object), employees: current.employees } as Invite;
      return { status: 200, data: current };
    }
    if (call.path === pathWithId(apiPaths.invites.publish, start.id)) {
      current = { ...current, status: 'PUBLISH', link_url: 'http://localhost:3000/invite/new-token' };
      return { status: 200, data: current };
    }
    if (call.path === pathWithId(apiPaths.invites.sendSms, start.id))
      return replies.sms ?? { status: 200, data: { sent: 1 } };
    if (call.method === 'DELETE' && call.path.startsWith(`${one}/employees/`)) {
      const personId = call.path.split('/').at(-1);
      current = {
        ...current,
        employees: current.employees.map((p) => (p.id === personId ? { ...p, action: 'CANCEL' } : p)),
      };
      return { status: 200, data: current };
    }
    return undefined;
  });
}

describe('/employees/invite/{id}', () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    vi.unstubAllGlobals();
  });

  it('shows a published invite: status, link with copy, people with their actions', async () => {
    const fake = api(PUBLISHED);
    renderApp(`/employees/invite/${PUBLISHED.id}`, { session: customerSession, api: fake.handler });
    expect(await screen.findByRole('heading', { name: 'Приглашение от 20.11.2026' })).toBeInTheDocument();
    expect(screen.getByText('Опубликовано')).toBeInTheDocument();
    expect(screen.getByText('Физическое лицо, НПД (самозанятый) · Курьеры')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ссылка-приглашение' })).toHaveValue(PUBLISHED.link_url);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Скопировать ссылку' }));
    expect(await navigator.clipboard.readText()).toBe(PUBLISHED.link_url);

    const table = screen.getByRole('table', { name: 'Кого приглашают' });
    const [, petrov, byInn, joined] = within(table).getAllByRole('row');
    expect(within(petrov!).getByText('Петров Пётр')).toBeInTheDocument();
    expect(within(petrov!).getByText('+7 999 000-00-01')).toBeInTheDocument();
    expect(within(petrov!).getByText('Приглашён')).toBeInTheDocument();
    expect(within(byInn!).getByText('500100732259')).toBeInTheDocument();
    // No phone: nothing to send an SMS to.
    expect(within(byInn!).queryByRole('button', { name: 'Отправить СМС' })).toBeNull();
    expect(within(joined!).getByText('Принял приглашение')).toBeInTheDocument();
    expect(within(joined!).queryByRole('button')).toBeNull();

    // A waiting person's own link (it opens their registration prefilled) is copied from their row.
    await user.click(within(byInn!).getByRole('button', { name: /Скопировать личную ссылку/ }));
    expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/invite/token?p=person-2');
  });

  it('cancels one person and resends an SMS; the limit answer is shown as it comes', async () => {
    const limited = {
      status: 429,
      data: {
        code: 'RATE_LIMITED',
        error_message: 'СМС с приглашением можно отправлять одному человеку не чаще раза в минуту',
      },
    };
    const fake = api(PUBLISHED, { sms: limited });
    renderApp(`/employees/invite/${PUBLISHED.id}`, { session: customerSession, api: fake.handler });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Кого приглашают' });
    const petrov = () => within(table).getAllByRole('row')[1]!;
    await user.click(within(petrov()).getByRole('button', { name: 'Отправить СМС' }));
    expect(
      await screen.findByText('СМС с приглашением можно отправлять одному человеку не чаще раза в минуту'),
    ).toBeInTheDocument();
    expect(fake.writes()[0]).toMatchObject({
      method: 'POST',
      path: pathWithId(apiPaths.invites.sendSms, PUBLISHED.id),
      body: { employee_ids: [PETROV.id] },
    });

    await user.click(within(petrov()).getByRole('button', { name: 'Отменить' }));
    expect(await screen.findByText('Приглашение для человека отменено')).toBeInTheDocument();
    await waitFor(() => expect(within(petrov()).getByText('Приглашение отменено')).toBeInTheDocument());
    expect(fake.writes()[1]).toMatchObject({
      method: 'DELETE',
      path: `${pathWithId(apiPaths.invites.one, PUBLISHED.id)}/employees/${PETROV.id}`,
    });
  });

  it('edits a draft and publishes it: PUT, then publish', async () => {
    const fake = api(DRAFT);
    renderApp(`/employees/invite/${DRAFT.id}`, { session: customerSession, api: fake.handler });
    const user = userEvent.setup();
    const comment = await screen.findByRole('textbox', { name: 'Комментарий' });
    await user.click(comment);
    await user.paste('Грузчики');
    await user.click(screen.getByRole('button', { name: 'Опубликовать и отправить СМС' }));
    expect(await screen.findByText('Приглашение опубликовано, СМС отправлены')).toBeInTheDocument();
    expect(fake.writes().map((c) => [c.method, c.path])).toEqual([
      ['PUT', pathWithId(apiPaths.invites.one, DRAFT.id)],
      ['POST', pathWithId(apiPaths.invites.publish, DRAFT.id)],
    ]);
    expect(fake.writes()[0]!.body).toMatchObject({
      comment: 'Грузчики',
      employees: [{ phone: DRAFT.employees[0]!.phone }],
    });
    expect(await screen.findByRole('textbox', { name: 'Ссылка-приглашение' })).toHaveValue(
      'http://localhost:3000/invite/new-token',
    );
  });

  it('an unknown or foreign invite shows «Приглашение не найдено»', async () => {
    const fake = inviteTestApi(() => undefined);
    renderApp('/employees/invite/20000000-0000-4000-8000-000000000009', {
      session: customerSession,
      api: fake.handler,
    });
    expect(await screen.findByText('Приглашение не найдено')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К приглашениям' })).toHaveAttribute('href', '/employees/invites');
  });
});
