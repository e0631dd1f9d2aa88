import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, pathWithId } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { captureSavedFiles } from '../../../test/saved-files';
import { setViewportWidth } from '../../../test/viewport';
import { bundle, bundleDocument, bundleId, bundlesTestApi, customerSession } from '../test/bundles-test-api';

const originalAdapter = http.defaults.adapter;
beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await preloadRoutes(`/document-management/bundle/${bundleId(1)}`);
}, 60_000);
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const ID = bundleId(1);
const P = apiPaths.bundles;
const signedBundle = bundle(1, {
  status: 'COMPLETED_SUCCESS',
  can_import: false,
  can_delete: false,
  can_download: true,
  can_terminate: true,
  documents: { ...bundle(1).documents, total: 1, SIGNED: 1 },
});

function filesApi() {
  return bundlesTestApi((call) => {
    if (call.path === pathWithId(P.one, ID)) return { status: 200, data: signedBundle };
    if (call.path === pathWithId(P.documents, ID)) {
      return {
        status: 200,
        data: { items: [bundleDocument(1, { group: 'SIGNED', status: 'SIGNED' })], totalCount: 1 },
      };
    }
    if (call.path === pathWithId(P.importRows, ID)) return { status: 200, data: { items: [], totalCount: 0 } };
    if (call.path === pathWithId(P.download, ID)) {
      return {
        status: 200,
        data: new Blob(['zip']),
        headers: { 'content-disposition': "attachment; filename*=UTF-8''%D0%9F%D0%B0%D0%BA%D0%B5%D1%82.zip" },
      };
    }
    if (call.path === pathWithId(P.terminate, ID)) {
      return {
        status: 200,
        data: { items: [{ document_id: bundleDocument(1).id, number: 1, ok: true, reason: null }] },
      };
    }
    return undefined;
  });
}

describe('the bundle’s archive and terminate (shown by can_download / can_terminate)', () => {
  it('downloads the archive with the session; one «Расторгнуть»', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const saved = captureSavedFiles();
    const api = filesApi();
    renderApp(`/document-management/bundle/${ID}`, { session: customerSession, api: api.handler });
    await user.click(await screen.findByRole('button', { name: 'Скачать архив' }));
    await waitFor(() => expect(saved).toEqual(['Пакет.zip']));
    expect(api.to(pathWithId(P.download, ID), 'GET')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Подписать все' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Удалить пакет' })).not.toBeInTheDocument();

    // One way to terminate: «Расторгнуть» opens the dialog of all or chosen documents (bundle-files-actions.test.tsx).
    expect(screen.getAllByRole('button', { name: 'Расторгнуть' })).toHaveLength(1);
  });
});
