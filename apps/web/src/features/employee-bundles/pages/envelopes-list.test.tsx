import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { employeeSession, envelopesTestApi, summary } from '../test/envelopes-test-api';

const originalAdapter = http.defaults.adapter;
const BLOCK = 'Пакеты документов на подпись';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await preloadRoutes('/employee/documents', `/employee/documents/bundle/${summary(1).id}`);
}, 60_000);

describe('the contractor’s envelopes on /employee/documents, on a phone', { timeout: 60_000 }, () => {
  beforeEach(() => setViewportWidth(390));
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('lists the envelopes awaiting the contractor: the company, the name, what awaits, signed of total, the term; an expired one says so', async () => {
    const awaiting = summary(1);
    const expired = summary(2, { name: 'Договоры 2026', awaiting: 1, signed: 0, documents: 1, expired: true });
    const done = summary(3, { name: 'Всё подписано', awaiting: 0, signed: 3 });
    const api = envelopesTestApi([awaiting, expired, done]);
    const { router } = renderApp('/employee/documents', { session: employeeSession, api: api.handler });

    const block = await screen.findByRole('region', { name: BLOCK });
    const cards = within(within(block).getByRole('list', { name: BLOCK })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(block).getByRole('listitem', { name: 'Акты за ноябрь 1' });
    expect(within(first).getByText('ООО "Демо Компания"')).toBeInTheDocument();
    expect(within(first).getByText('Ждут вашей подписи: 2 документа')).toBeInTheDocument();
    expect(within(first).getByText('Подписано 1 из 3 · Подписать до 10.12.2026 12:00 МСК')).toBeInTheDocument();
    expect(within(first).queryByText('Срок подписания истёк')).not.toBeInTheDocument();

    const second = within(block).getByRole('listitem', { name: 'Договоры 2026' });
    expect(within(second).getByText('Ждут вашей подписи: 1 документ')).toBeInTheDocument();
    expect(within(second).getByText('Срок подписания истёк')).toBeInTheDocument();
    expect(within(block).queryByText('Всё подписано')).not.toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(within(first).getByRole('link', { name: 'Открыть и подписать' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/employee/documents/bundle/${awaiting.id}`));
  });

  it('shows no block when nothing awaits the contractor', async () => {
    const api = envelopesTestApi([summary(3, { awaiting: 0, signed: 3 })]);
    renderApp('/employee/documents', { session: employeeSession, api: api.handler });
    expect(await screen.findByRole('heading', { name: 'Все документы' })).toBeInTheDocument();
    await waitFor(() => expect(api.to('/v1/employee/bundles', 'GET')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: BLOCK })).not.toBeInTheDocument();
  });

  it('shows no block when the envelopes cannot be read: the documents below are still there', async () => {
    const failing = envelopesTestApi([], (call) =>
      call.path === '/v1/employee/bundles' ? { status: 500, data: { error_message: 'Сбой' } } : undefined,
    );
    renderApp('/employee/documents', { session: employeeSession, api: failing.handler });
    expect(await screen.findByRole('heading', { name: 'Все документы' })).toBeInTheDocument();
    await waitFor(() => expect(failing.to('/v1/employee/bundles', 'GET').length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: BLOCK })).not.toBeInTheDocument();
  });

  it('the reminder’s link /employee/bundle/{id} opens the envelope under the documents; a malformed id is not found', async () => {
    const api = envelopesTestApi([]);
    const { router } = renderApp(`/employee/bundle/${summary(1).id}`, { session: employeeSession, api: api.handler });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/employee/documents/bundle/${summary(1).id}`));
    await router.navigate('/employee/documents/bundle/42');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });
});
