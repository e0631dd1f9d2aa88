import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type DocumentListRequest } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { customerSession, doc, documentsTestApi, employeeSession } from '../test/documents-test-api';

const originalAdapter = http.defaults.adapter;
beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await import('../pages/document-management-pages');
  await import('../pages/employee-documents-pages');
}, 30_000);
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

const listApi = () =>
  documentsTestApi((call) =>
    call.path === apiPaths.documents.list
      ? { status: 200, data: { items: [doc(1)], totalCount: 1, next_cursor: null } }
      : undefined,
  );
const lastFilters = (api: ReturnType<typeof listApi>) =>
  (api.to(apiPaths.documents.list).at(-1)?.body as DocumentListRequest | undefined)?.filters;

describe('«Все документы» / «Мои» over the company’s documents (SPEC §3 filter scope)', { timeout: 60_000 }, () => {
  it('«Мои» asks for the caller’s own and keeps it in the address; «Все документы» drops it', async () => {
    setViewportWidth(1440);
    const user = userEvent.setup({ delay: null });
    const api = listApi();
    const { router } = renderApp('/document-management/single', { session: customerSession, api: api.handler });
    const all = await screen.findByRole('button', { name: 'Все документы' });
    expect(all).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(lastFilters(api)).toEqual({}));

    await user.click(screen.getByRole('button', { name: 'Мои' }));
    await waitFor(() => expect(lastFilters(api)).toEqual({ scope: 'MY' }));
    expect(router.state.location.search).toBe('?scope=MY');
    expect(screen.getByRole('button', { name: 'Мои' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Все документы' }));
    await waitFor(() => expect(lastFilters(api)).toEqual({}));
    expect(router.state.location.search).toBe('');
  });

  it('a link with ?scope=MY opens the list of the caller’s own, with the other filters', async () => {
    setViewportWidth(1440);
    const api = listApi();
    renderApp('/document-management/single?scope=MY&kind=ACT', { session: customerSession, api: api.handler });
    expect(await screen.findByRole('button', { name: 'Мои' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(lastFilters(api)).toEqual({ scope: 'MY', kind: 'ACT' }));
  });

  it('the contractor’s list has no such control', async () => {
    setViewportWidth(1440);
    const api = documentsTestApi(() => undefined);
    renderApp('/employee/documents', { session: employeeSession, api: api.handler });
    await waitFor(() => expect(api.to(apiPaths.documents.employeeList).length).toBeGreaterThan(0));
    expect(screen.queryByRole('group', { name: 'Чьи документы' })).not.toBeInTheDocument();
  });
});
