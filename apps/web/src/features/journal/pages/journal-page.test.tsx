import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type JournalItem } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { verifiedCustomerProfile } from '../../../test/fixtures/customer';
import { pathOf, type StubHandler } from '../../../test/http-stub';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.unstubAllGlobals();
});
beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await preloadRoutes('/journal');
}, 60_000);

const customer = { role: 'user', entity_id: 'c1', is_verified: true } as const;
const PAYOUT_ID = '3f1c2b7e-9a4d-4e2b-8c1a-0d9e8f7a6b5c';

const items: JournalItem[] = [
  {
    id: '12',
    entity_kind: 'payout',
    entity_id: PAYOUT_ID,
    event: 'CREATED',
    text: 'Выплата создана',
    entity_label: 'Выплата № 7',
    actor_name: 'ООО "Ромашка"',
    // 21:30 UTC is 00:30 of the next day in Moscow.
    occurred_at: '2026-03-04T21:30:00.000Z',
  },
  {
    id: '11.5',
    entity_kind: 'company',
    entity_id: 'c1',
    event: 'CONSTANTS_UPDATED',
    text: 'Изменены настройки исполнителей и выплат',
    entity_label: 'Настройки компании',
    actor_name: 'ООО "Ромашка"',
    occurred_at: '2026-03-04T10:00:00.000Z',
  },
  {
    id: '11',
    entity_kind: 'account',
    entity_id: 'a1',
    event: 'LOGIN',
    text: 'Вход в портал',
    entity_label: 'Учётная запись компании',
    actor_name: null,
    occurred_at: '2026-03-04T09:00:00.000Z',
  },
];

function api(onJournal: (params: Record<string, unknown>) => void = () => {}): StubHandler {
  return (req) => {
    if (pathOf(req) === apiPaths.userProfile) return { status: 200, data: verifiedCustomerProfile };
    if (pathOf(req) === apiPaths.userJournal) {
      onJournal(req.params as Record<string, unknown>);
      return { status: 200, data: { items, totalCount: items.length } };
    }
    return { status: 404, data: {} };
  };
}

describe('journal page (/journal)', () => {
  it('lists who did what and when, in Moscow time, with a link to the payout', async () => {
    renderApp('/journal', { session: customer, api: api() });
    const table = await screen.findByRole('table', { name: 'Журнал' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('05.03.2026 00:30')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('ООО "Ромашка"')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Выплата создана')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Выплата № 7' })).toHaveAttribute(
      'href',
      `/payments/npd/single?payout=${PAYOUT_ID}`,
    );
    expect(within(rows[2]!).getByRole('link', { name: 'Настройки компании' })).toHaveAttribute(
      'href',
      '/employees/constants',
    );
    // The platform's own events name no person.
    expect(within(rows[3]!).getByText('Портал')).toBeInTheDocument();
    expect(within(rows[3]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('asks the server for the chosen kind from page 1 and keeps it in the address', async () => {
    const asked: Record<string, unknown>[] = [];
    const { router } = renderApp('/journal?page=2', { session: customer, api: api((p) => asked.push(p)) });
    await screen.findByRole('table', { name: 'Журнал' });
    expect(asked[0]).toMatchObject({ page: 2, page_size: 20 });
    await userEvent.click(screen.getByRole('combobox', { name: 'Раздел' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Выплаты' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ page: 1, entity_kind: 'payout' }));
    expect(router.state.location.search).toContain('entity_kind=payout');
  });

  it('shows cards on a phone', async () => {
    setViewportWidth(390);
    renderApp('/journal', { session: customer, api: api() });
    const cards = await screen.findByRole('list', { name: 'Журнал' });
    expect(within(cards).getByText('Вход в портал')).toBeInTheDocument();
    expect(within(cards).getByText('05.03.2026 00:30 МСК · ООО "Ромашка"')).toBeInTheDocument();
  });

  it('asks the next page after the previous page’s cursor, and page 1 again without one when the kind changes', async () => {
    const asked: Record<string, unknown>[] = [];
    const entry = (n: number): JournalItem => ({ ...items[2]!, id: String(100 - n), text: `Вход № ${n}` });
    const paged: StubHandler = (req) => {
      if (pathOf(req) === apiPaths.userProfile) return { status: 200, data: verifiedCustomerProfile };
      if (pathOf(req) === apiPaths.userJournal) {
        const params = req.params as Record<string, unknown>;
        asked.push(params);
        const page = Number(params.page);
        const pageItems = Array.from({ length: 20 }, (_, i) => entry((page - 1) * 20 + i + 1)).slice(
          0,
          page < 3 ? 20 : 5,
        );
        return {
          status: 200,
          data: { items: pageItems, totalCount: 45, next_cursor: page < 3 ? `cursor-${page}` : null },
        };
      }
      return { status: 404, data: {} };
    };
    const { router } = renderApp('/journal', { session: customer, api: paged });
    const table = await screen.findByRole('table', { name: 'Журнал' });
    expect(within(table).getByText('Вход № 1')).toBeInTheDocument();
    expect(asked[0]).not.toHaveProperty('after');

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: /следующ/i }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ page: 2, page_size: 20, after: 'cursor-1' }));
    expect(await within(table).findByText('Вход № 21')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /следующ/i }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ page: 3, after: 'cursor-2' }));
    expect(await within(table).findByText('Вход № 45')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3');

    await user.click(screen.getByRole('combobox', { name: 'Раздел' }));
    await user.click(await screen.findByRole('option', { name: 'Счета компании' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ page: 1, entity_kind: 'bank_account' }));
    expect(asked.at(-1)).not.toHaveProperty('after');
  });

  it('opens the accounts, the responsible persons and the limits from their records', async () => {
    const settings: JournalItem[] = [
      {
        ...items[1]!,
        id: '3',
        entity_kind: 'bank_account',
        entity_id: 'b1',
        event: 'ADDED',
        text: 'Добавлен счёт',
        entity_label: 'Счёт •• 0001, ПАО Сбербанк',
      },
      {
        ...items[1]!,
        id: '2',
        entity_kind: 'representative',
        entity_id: 'r1',
        event: 'ADDED',
        text: 'Добавлено ответственное лицо',
        entity_label: 'Журавлёва В. П.',
      },
      {
        ...items[1]!,
        id: '1',
        event: 'LIMITS_SET',
        text: 'Изменены лимиты выплат',
        entity_label: 'Лимиты выплат',
        actor_name: 'Служба поддержки',
      },
    ];
    const stub: StubHandler = (req) => {
      if (pathOf(req) === apiPaths.userProfile) return { status: 200, data: verifiedCustomerProfile };
      if (pathOf(req) === apiPaths.userJournal)
        return { status: 200, data: { items: settings, totalCount: 3, next_cursor: null } };
      return { status: 404, data: {} };
    };
    renderApp('/journal', { session: customer, api: stub });
    const table = await screen.findByRole('table', { name: 'Журнал' });
    expect(within(table).getByRole('link', { name: 'Счёт •• 0001, ПАО Сбербанк' })).toHaveAttribute(
      'href',
      '/profile/payments-accounts',
    );
    expect(within(table).getByRole('link', { name: 'Журавлёва В. П.' })).toHaveAttribute(
      'href',
      '/profile/responsible-persons',
    );
    expect(within(table).getByRole('link', { name: 'Лимиты выплат' })).toHaveAttribute('href', '/profile/limits');
    expect(within(table).getByText('Служба поддержки')).toBeInTheDocument();
  });
});
