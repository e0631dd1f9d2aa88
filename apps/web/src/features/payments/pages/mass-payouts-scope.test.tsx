import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { registry } from '../test/mass-payouts-test-api';
import { customerSession, payoutsTestApi } from '../test/payouts-test-api';

const originalAdapter = http.defaults.adapter;
beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await import('./payments-pages');
}, 30_000);
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.unstubAllGlobals();
});

const listApi = (path: string) =>
  payoutsTestApi((call) =>
    call.path === path ? { status: 200, data: { items: [registry(1)], next_cursor: null } } : undefined,
  );

describe('«Все реестры» / «Мои» over the registries (SPEC §3 filter scope)', () => {
  it.each([
    ['/payments/mass-payment', apiPaths.massPayouts.list],
    ['/payments/mass-individual-payment', apiPaths.individualMassPayouts.list],
  ])('%s: «Мои» asks for the caller’s own and keeps it in the address; «Все реестры» drops it', async (page, list) => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const api = listApi(list);
    const params = () => api.calls.filter((c) => c.path === list).at(-1)?.params;
    const { router } = renderApp(page, { session: customerSession, api: api.handler });
    expect(await screen.findByRole('button', { name: 'Все реестры' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(params()).toEqual({ page_size: 20 }));

    await user.click(screen.getByRole('button', { name: 'Мои' }));
    await waitFor(() => expect(params()).toEqual({ page_size: 20, scope: 'MY' }));
    expect(router.state.location.search).toBe('?scope=MY');

    await user.click(screen.getByRole('button', { name: 'Все реестры' }));
    await waitFor(() => expect(params()).toEqual({ page_size: 20 }));
    expect(router.state.location.search).toBe('');
  });

  it('a link with ?scope=MY and a status opens the caller’s own registries of that status', async () => {
    setViewportWidth(1280);
    const api = listApi(apiPaths.massPayouts.list);
    renderApp('/payments/mass-payment?scope=MY&status=DRAFT', { session: customerSession, api: api.handler });
    expect(await screen.findByRole('button', { name: 'Мои' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === apiPaths.massPayouts.list)?.params).toEqual({
        page_size: 20,
        scope: 'MY',
        status: 'DRAFT',
      }),
    );
  });
});
