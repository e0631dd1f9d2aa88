import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type BundleListRequest, pathWithId } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { ACT_TEMPLATE, bundle, bundleId, bundlesTestApi, customerSession } from '../test/bundles-test-api';

const originalAdapter = http.defaults.adapter;
beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await preloadRoutes('/document-management/bundle', `/document-management/bundle/${bundleId(1)}`);
}, 60_000);
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const LIST = [
  bundle(2, { status: 'COMPLETED_SUCCESS', documents: { ...bundle(2).documents, total: 10, SIGNED: 3 } }),
  bundle(1),
];

function listApi() {
  return bundlesTestApi((call) => {
    if (call.path === apiPaths.bundles.list) return { status: 200, data: { items: LIST, totalCount: 2 } };
    if (call.path === apiPaths.bundles.create) return { status: 201, data: bundle(3) };
    if (call.path === pathWithId(apiPaths.bundles.one, bundleId(3))) return { status: 200, data: bundle(3) };
    return undefined;
  });
}

describe('bundles list (/document-management/bundle)', () => {
  it('shows the bundles with status and signed of total, and sends the name search and the status filter', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const api = listApi();
    renderApp('/document-management/bundle', { session: customerSession, api: api.handler });
    const table = await screen.findByRole('table', { name: 'Пакеты документов' });
    const second = within(table).getByRole('link', { name: 'Пакет № 2' }).closest('tr') as HTMLElement;
    expect(within(second).getByText('Акты за ноябрь 2')).toBeInTheDocument();
    expect(within(second).getByText('Акт оказанных услуг')).toBeInTheDocument();
    expect(within(second).getByText('Документы сформированы')).toBeInTheDocument();
    expect(within(second).getByText('3 из 10')).toBeInTheDocument();
    expect(api.to(apiPaths.bundles.list)[0]?.body).toEqual({ page: 1, page_size: 20 });

    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'ноябрь');
    await waitFor(() =>
      expect(api.to(apiPaths.bundles.list).at(-1)?.body).toEqual({
        page: 1,
        page_size: 20,
        filters: { search: 'ноябрь' },
      }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Статус' }));
    await user.click(await screen.findByRole('option', { name: 'Ожидает формирования документов' }));
    await waitFor(() => {
      const body = api.to(apiPaths.bundles.list).at(-1)?.body as BundleListRequest;
      expect(body.filters).toEqual({ search: 'ноябрь', status: ['AWAIT_GENERATE_DOCUMENTS'] });
    });
  });

  it('creates a bundle for a file and opens its page', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const api = listApi();
    const { router } = renderApp('/document-management/bundle', { session: customerSession, api: api.handler });
    await user.click(await screen.findByRole('button', { name: 'Создать пакет' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый пакет документов' });
    await user.click(within(dialog).getByRole('button', { name: 'Создать пакет' }));
    expect(await within(dialog).findByText('Укажите название пакета')).toBeInTheDocument();
    expect(within(dialog).getByText('Выберите шаблон')).toBeInTheDocument();
    expect(api.to(apiPaths.bundles.create)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Название пакета/ }), 'Акты за ноябрь');
    await user.click(within(dialog).getByRole('combobox', { name: /Шаблон/ }));
    await user.click(await screen.findByRole('option', { name: ACT_TEMPLATE.name }));
    // The act's «Период» is filled by the company only: the file is the one way.
    expect(within(dialog).getByRole('radio', { name: 'Выбрать исполнителей' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Загрузить из файла' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Создать пакет' }));
    await waitFor(() =>
      expect(api.to(apiPaths.bundles.create)[0]?.body).toEqual({
        name: 'Акты за ноябрь',
        template_id: ACT_TEMPLATE.id,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/document-management/bundle/${bundleId(3)}`));
    expect(await screen.findByRole('heading', { name: 'Пакет № 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скачать шаблон' })).toBeInTheDocument();
  });

  it('on a phone shows cards and the create dialog full-screen', async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    const api = listApi();
    renderApp('/document-management/bundle', { session: customerSession, api: api.handler });
    const cards = await screen.findByRole('list', { name: 'Пакеты документов' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards).getByText(/Подписано 3 из 10/)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Пакеты документов' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Создать пакет' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый пакет документов' });
    expect(dialog.className).toMatch(/paperFullScreen/);
  });

  it('answers a malformed bundle id with the not-found page', async () => {
    const api = listApi();
    renderApp('/document-management/bundle/12345', { session: customerSession, api: api.handler });
    expect(await screen.findByText('Страница не найдена')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.startsWith('/v1/bundle/'))).toBe(false);
  });
});
