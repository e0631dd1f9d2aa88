import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type Invite, pathWithId } from '@vyplaty/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { customerSession, invite, invitePerson, inviteTestApi } from './invite-test-api';

const originalAdapter = http.defaults.adapter;

const PUBLISHED = invite(1, {
  employees: [invitePerson(1, { last_name: 'Петров', first_name: 'Пётр' }), invitePerson(2, { action: 'CONFIRM' })],
});
const DRAFT = invite(2, { status: 'DRAFT', link_url: null, published_at: null });
const REJECTED = invite(3, { status: 'REJECT', link_url: null, rejected_at: '2026-11-21T09:00:00.000Z' });

function api(initial: Invite[], disconnected: unknown[] = []) {
  let all = [...initial];
  return inviteTestApi((call) => {
    if (call.path === apiPaths.invites.list) {
      const p = call.params as { page: number; page_size: number; status?: string; sort_direction: string };
      const found = all.filter((i) => !p.status || i.status === p.status);
      const sorted = p.sort_direction === 'ASC' ? [...found].reverse() : found;
      const start = (p.page - 1) * p.page_size;
      return { status: 200, data: { items: sorted.slice(start, start + p.page_size), totalCount: found.length } };
    }
    if (call.path === apiPaths.invites.disconnectedEmployees) {
      return { status: 200, data: { items: disconnected, totalCount: disconnected.length } };
    }
    if (call.method === 'POST' && call.path === pathWithId(apiPaths.invites.reject, PUBLISHED.id)) {
      all = all.map((i) => (i.id === PUBLISHED.id ? { ...i, status: 'REJECT', link_url: null } : i));
      return { status: 200, data: all[0] };
    }
    return undefined;
  });
}

describe('/employees/invites', () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    vi.unstubAllGlobals();
  });

  it('lists invites with status chips, whom, accepted count; filters by status and sorts by date', async () => {
    const fake = api([PUBLISHED, DRAFT, REJECTED]);
    renderApp('/employees/invites', { session: customerSession, api: fake.handler });
    const table = await screen.findByRole('table', { name: 'Приглашения' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Петров Пётр, +7 999 000-00-01 и ещё 1')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Опубликовано')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('1 из 2')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Черновик')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Отозвано')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.path === apiPaths.invites.list)?.params).toEqual({
      page: 1,
      page_size: 20,
      status: undefined,
      sort_field: 'ADDED_AT',
      sort_direction: 'DESC',
    });

    const user = userEvent.setup();
    await user.click(within(screen.getByRole('group', { name: 'Статус' })).getByText('Черновик'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(fake.calls.at(-1)?.params).toMatchObject({ status: 'DRAFT', page: 1 });

    await user.click(within(screen.getByRole('group', { name: 'Статус' })).getByText('Все'));
    await user.click(screen.getByRole('button', { name: 'Добавлено' }));
    await waitFor(() => expect(fake.calls.at(-1)?.params).toMatchObject({ sort_direction: 'ASC' }));
  });

  it('a click on a row (not on its buttons) opens the invite', async () => {
    const fake = api([PUBLISHED, DRAFT, REJECTED]);
    renderApp('/employees/invites', { session: customerSession, api: fake.handler });
    const table = await screen.findByRole('table', { name: 'Приглашения' });
    const [, first] = within(table).getAllByRole('row');
    await userEvent.setup().click(within(first!).getByText('1 из 2'));
    await waitFor(() =>
      expect(fake.calls.some((c) => c.path === pathWithId(apiPaths.invites.one, PUBLISHED.id))).toBe(true),
    );
  });

  it('opens at the page, status and order its address names, and a new status goes back to page 1', async () => {
    const many = Array.from({ length: 25 }, (_, n) => invite(n + 10, { status: 'DRAFT', link_url: null }));
    const fake = api([PUBLISHED, ...many]);
    const { router } = renderApp('/employees/invites?page=2&status=DRAFT&direction=ASC', {
      session: customerSession,
      api: fake.handler,
    });
    expect(await screen.findByText('21–25 из 25')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.path === apiPaths.invites.list).map((c) => c.params)).toEqual([
      { page: 2, page_size: 20, status: 'DRAFT', sort_field: 'ADDED_AT', sort_direction: 'ASC' },
    ]);
    const statuses = screen.getByRole('group', { name: 'Статус' });
    expect(within(statuses).getByText('Черновик').closest('.MuiChip-root')).toHaveClass('MuiChip-colorPrimary');

    const user = userEvent.setup();
    await user.click(within(statuses).getByText('Опубликовано'));
    await waitFor(() =>
      expect(fake.calls.at(-1)?.params).toMatchObject({ page: 1, status: 'PUBLISH', sort_direction: 'ASC' }),
    );
    expect(router.state.location.search).toBe('?sort=ADDED_AT&direction=ASC&status=PUBLISH');
  });

  it('copies the link of a published invite and rejects it after confirmation', async () => {
    const fake = api([PUBLISHED]);
    renderApp('/employees/invites', { session: customerSession, api: fake.handler });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Приглашения' });
    await user.click(within(table).getByRole('button', { name: 'Скопировать ссылку' }));
    expect(await navigator.clipboard.readText()).toBe(PUBLISHED.link_url);
    expect(within(table).getByRole('link', { name: 'Открыть' })).toHaveAttribute(
      'href',
      `/employees/invite/${PUBLISHED.id}`,
    );

    await user.click(within(table).getByRole('button', { name: 'Отозвать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отозвать приглашение?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отозвать' }));
    expect(await screen.findByText('Приглашение отозвано')).toBeInTheDocument();
    expect(fake.writes()).toEqual([
      expect.objectContaining({ method: 'POST', path: pathWithId(apiPaths.invites.reject, PUBLISHED.id) }),
    ]);
    await waitFor(() => expect(within(table).getByText('Отозвано')).toBeInTheDocument());
  });

  it('shows an empty state and the disconnected contractors with a re-invite link', async () => {
    const fake = api(
      [],
      [
        {
          employee_id: 'e1',
          last_name: 'Сидоров',
          first_name: 'Сидор',
          patronymic: null,
          phone: '+79990000077',
          inn: '500100732259',
          kind: 'INDIVIDUAL_ENTREPRENEUR',
          tax_regime: 'USN_INCOME',
          disconnected_at: '2026-11-19T09:00:00.000Z',
        },
      ],
    );
    renderApp('/employees/invites', { session: customerSession, api: fake.handler });
    expect(await screen.findByText('Приглашений пока нет')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Развернуть' }));
    const list = await screen.findByRole('list', { name: 'Отключённые исполнители' });
    expect(within(list).getByText('Сидоров Сидор')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Пригласить снова' })).toHaveAttribute(
      'href',
      '/employees/invite?phone=%2B79990000077&inn=500100732259&last_name=%D0%A1%D0%B8%D0%B4%D0%BE%D1%80%D0%BE%D0%B2&first_name=%D0%A1%D0%B8%D0%B4%D0%BE%D1%80&kind=INDIVIDUAL_ENTREPRENEUR',
    );
  });
});

describe('/employees/invites on a phone', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    vi.unstubAllGlobals();
  });

  it('shows one card per invite with its status and actions', async () => {
    setViewportWidth(375);
    const fake = api([PUBLISHED, DRAFT]);
    renderApp('/employees/invites', { session: customerSession, api: fake.handler });
    const list = await screen.findByRole('list', { name: 'Приглашения' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Опубликовано')).toBeInTheDocument();
    expect(within(first!).getByText('Физическое лицо · приняли 1 из 2')).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Скопировать ссылку' })).toBeInTheDocument();
    expect(within(second!).getByText('Черновик')).toBeInTheDocument();
    expect(within(second!).queryByRole('button', { name: 'Отозвать' })).toBeNull();
  });
});
