import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../lib/http';
import { renderApp } from '../../test/render-app';

const originalAdapter = http.defaults.adapter;
const customer = { role: 'user', entity_id: 'c1', is_verified: true } as const;

describe('error page', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    window.history.replaceState(null, '');
  });

  it("shows 404, 'Страница не найдена' and 'Вернуться назад' for an unknown route", async () => {
    renderApp('/no/such/page', { session: customer });
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Вернуться назад' })).toBeInTheDocument();
  });

  it('shows the same for an invalid payments tab', async () => {
    renderApp('/payments/bonus', { session: customer });
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });

  it("'Вернуться назад' without history goes to main", async () => {
    const { router } = renderApp('/no/such/page', { session: customer });
    await userEvent.click(await screen.findByRole('button', { name: 'Вернуться назад' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/payments-accounts'));
  });

  it("'Вернуться назад' returns to the previous page when there is one", async () => {
    const { router } = renderApp('/tasks', { session: customer });
    await screen.findByRole('heading', { name: 'Задания' });
    await router.navigate('/payments/bonus');
    const back = await screen.findByRole('button', { name: 'Вернуться назад' });
    // The memory router keeps its own history; the browser's state index is what the page reads.
    window.history.replaceState({ idx: 1 }, '');
    await userEvent.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks'));
  });

  it('gives crawlers a bare page without the interactive error UI', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1)');
    renderApp('/no/such/page', { session: customer });
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each(['/profile', '/profile/limits', '/employees', '/payments/npd/single'])(
    'a contractor opening the company section %s gets one Russian 403 page without a retry, and no call is made',
    async (path) => {
      const { adapter } = renderApp(path, {
        session: { role: 'employee', entity_id: 'e1', is_verified: true },
        api: () => ({ status: 500, data: {} }),
      });
      expect(
        await screen.findByRole('heading', { name: 'Этот раздел — для компаний, а вы вошли как исполнитель' }),
      ).toBeInTheDocument();
      expect(screen.getByText('403')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Вернуться назад' })).toBeInTheDocument();
      // The page answers before any company call could fail with SPEC §6's English 403.
      expect(adapter.calls.map((c) => c.url).filter((url) => url?.includes('/user'))).toEqual([]);
    },
  );
});
