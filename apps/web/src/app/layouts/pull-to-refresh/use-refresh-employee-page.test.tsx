import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { useRefreshEmployeePage } from './use-refresh-employee-page';

describe('what a pull refreshes', () => {
  it('the current user and the page data on screen, resolving once both are back', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const fetchMe = vi.fn(async () => ({ role: 'employee', entity_id: 'e1', is_verified: true }));
    let releasePayments: () => void = () => {};
    const fetchPayments = vi
      .fn()
      .mockResolvedValueOnce(['первая'])
      .mockImplementationOnce(() => new Promise((resolve) => (releasePayments = () => resolve(['вторая']))));
    const fetchUnused = vi.fn(async () => 'другая страница');
    await queryClient.fetchQuery({ queryKey: queryKeys.auth.me, queryFn: fetchMe });
    await queryClient.fetchQuery({ queryKey: ['other-page'], queryFn: fetchUnused });
    const loaderRuns = vi.fn(() => null);
    const refreshed = vi.fn();

    function Page() {
      const payments = useQuery({ queryKey: ['employee', 'payments'], queryFn: fetchPayments });
      const refresh = useRefreshEmployeePage();
      return (
        <>
          <p>{payments.data?.join(', ')}</p>
          <button type="button" onClick={() => void refresh().then(refreshed)}>
            Обновить
          </button>
        </>
      );
    }
    const router = createMemoryRouter([
      { path: '/', loader: loaderRuns, element: <Page />, HydrateFallback: () => null },
    ]);
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('первая')).toBeInTheDocument();
    const loadsBefore = loaderRuns.mock.calls.length;

    await userEvent.click(screen.getByRole('button', { name: 'Обновить' }));
    await vi.waitFor(() => expect(fetchMe).toHaveBeenCalledTimes(2));
    expect(fetchPayments).toHaveBeenCalledTimes(2);
    expect(refreshed).not.toHaveBeenCalled();

    releasePayments();
    expect(await screen.findByText('вторая')).toBeInTheDocument();
    await vi.waitFor(() => expect(refreshed).toHaveBeenCalledTimes(1));
    // The route loaders ran again (they decide on the refreshed session); unused queries only went stale.
    expect(loaderRuns.mock.calls.length).toBeGreaterThan(loadsBefore);
    expect(fetchUnused).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(['other-page'])?.isInvalidated).toBe(true);
  });
});
