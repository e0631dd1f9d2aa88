import { configure, screen, waitFor } from '@testing-library/react';
import { apiPaths } from '@vyplaty/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { customerSession, doc, documentsTestApi } from '../test/documents-test-api';

const originalAdapter = http.defaults.adapter;
const DOC = doc(9, { title: 'Договор из журнала' });

beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await import('../pages/document-management-pages');
}, 30_000);

describe('/document-management/single?document={id} (a journal line)', { timeout: 60_000 }, () => {
  beforeEach(() => setViewportWidth(1440));
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('opens the document in the drawer and drops the parameter', async () => {
    const api = documentsTestApi((call) =>
      call.path === apiPaths.documents.companyOne.replace(':id', DOC.id) ? { status: 200, data: DOC } : undefined,
    );
    const { router } = renderApp(`/document-management/single?document=${DOC.id}`, {
      session: customerSession,
      api: api.handler,
    });
    expect(await screen.findByRole('heading', { name: /Договор из журнала/ })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says in Russian when the document is not the company’s', async () => {
    const api = documentsTestApi(() => undefined);
    const { router } = renderApp(`/document-management/single?document=${DOC.id}`, {
      session: customerSession,
      api: api.handler,
    });
    expect(await screen.findByText('Не найдено')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
