import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type BundleListRequest } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { bundle, bundlesTestApi, customerSession } from '../test/bundles-test-api';

const originalAdapter = http.defaults.adapter;
beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await preloadRoutes('/document-management/bundle');
}, 60_000);
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.unstubAllGlobals();
});

const listApi = () =>
  bundlesTestApi((call) =>
    call.path === apiPaths.bundles.list ? { status: 200, data: { items: [bundle(1)], totalCount: 1 } } : undefined,
  );

describe('«Все пакеты» / «Мои» over the bundles (SPEC §3 filter scope)', () => {
  it('«Мои» asks for the caller’s own with the search and keeps it in the address; «Все пакеты» drops it', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const api = listApi();
    const filters = () => (api.to(apiPaths.bundles.list).at(-1)?.body as BundleListRequest | undefined)?.filters;
    const { router } = renderApp('/document-management/bundle?search=ноябрь', {
      session: customerSession,
      api: api.handler,
    });
    expect(await screen.findByRole('button', { name: 'Все пакеты' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(filters()).toEqual({ search: 'ноябрь' }));

    await user.click(screen.getByRole('button', { name: 'Мои' }));
    await waitFor(() => expect(filters()).toEqual({ scope: 'MY', search: 'ноябрь' }));
    expect(new URLSearchParams(router.state.location.search).get('scope')).toBe('MY');

    // The status keeps the scope.
    await user.click(screen.getByRole('combobox', { name: 'Статус' }));
    await user.click(await screen.findByRole('option', { name: 'Ожидает формирования документов' }));
    await waitFor(() =>
      expect(filters()).toEqual({ scope: 'MY', status: ['AWAIT_GENERATE_DOCUMENTS'], search: 'ноябрь' }),
    );

    await user.click(screen.getByRole('button', { name: 'Все пакеты' }));
    await waitFor(() => expect(filters()).toEqual({ status: ['AWAIT_GENERATE_DOCUMENTS'], search: 'ноябрь' }));
    expect(new URLSearchParams(router.state.location.search).get('scope')).toBeNull();
  });

  it('a link with ?scope=MY opens the caller’s own bundles', async () => {
    setViewportWidth(1280);
    const api = listApi();
    renderApp('/document-management/bundle?scope=MY', { session: customerSession, api: api.handler });
    expect(await screen.findByRole('button', { name: 'Мои' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(api.to(apiPaths.bundles.list)[0]?.body).toEqual({ page: 1, page_size: 20, filters: { scope: 'MY' } }),
    );
  });
});
