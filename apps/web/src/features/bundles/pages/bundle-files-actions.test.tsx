import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type Bundle, pathWithId } from '@vyplaty/contracts';
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
const BATCH = '40000000-0000-4000-8000-000000000001';
const withDocuments = (fields: Partial<Bundle> = {}) =>
  bundle(1, {
    status: 'COMPLETED_SUCCESS',
    can_import: false,
    can_delete: false,
    can_download: true,
    can_terminate: true,
    documents: { ...bundle(1).documents, total: 3, SIGNED: 1, AWAIT_COMPANY: 2 },
    ...fields,
  });
const DOCS = [
  bundleDocument(1, { group: 'SIGNED', status: 'SIGNED' }),
  bundleDocument(2),
  bundleDocument(3, { employee: { id: bundleDocument(1).employee.id, fio: 'Сидоров Иван', inn: null } }),
];

function filesApi(current: Bundle) {
  let batchAsked = 0;
  return bundlesTestApi((call) => {
    if (call.path === pathWithId(P.one, ID)) return { status: 200, data: current };
    if (call.path === pathWithId(P.documents, ID)) return { status: 200, data: { items: DOCS, totalCount: 3 } };
    if (call.path === pathWithId(P.importRows, ID)) return { status: 200, data: { items: [], totalCount: 0 } };
    if (call.path === pathWithId(P.act, ID)) {
      return {
        status: 200,
        data: new Blob(['%PDF-']),
        headers: { 'content-disposition': "attachment; filename*=UTF-8''%D0%90%D0%BA%D1%82.pdf" },
      };
    }
    if (call.path === pathWithId(P.attachmentsGenerate, ID)) {
      return { status: 200, data: { batch_id: BATCH, total: 2, done: 0, failed: 0, remaining: 0 } };
    }
    if (call.path === apiPaths.documents.generateBatch.replace(':batchId', BATCH)) {
      batchAsked += 1;
      return { status: 200, data: { batch_id: BATCH, total: 2, done: batchAsked > 1 ? 2 : 1, failed: 0 } };
    }
    if (call.path === pathWithId(P.terminate, ID)) {
      return {
        status: 200,
        data: {
          items: [
            { document_id: DOCS[0]!.id, number: 1, ok: true, reason: null },
            { document_id: DOCS[2]!.id, number: 3, ok: false, reason: 'Расторгнуть можно документ на подписании' },
          ],
          terminated: 1,
          failed: 1,
          remaining: 1,
        },
      };
    }
    return undefined;
  });
}

const open = (current: Bundle) => {
  const api = filesApi(current);
  renderApp(`/document-management/bundle/${ID}`, { session: customerSession, api: api.handler });
  return api;
};

describe('the bundle’s act, terminate of chosen documents and PDFs made again', () => {
  it('saves «Акт-реестр (PDF)» with the session', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const saved = captureSavedFiles();
    const api = open(withDocuments());
    await user.click(await screen.findByRole('button', { name: 'Акт-реестр (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['Акт.pdf']));
    expect(api.to(pathWithId(P.act, ID), 'GET')).toHaveLength(1);
    // No document in error: nothing to make again.
    expect(screen.queryByRole('button', { name: 'Сформировать PDF заново' })).not.toBeInTheDocument();
  });

  it('terminates the ticked documents and shows the result per document', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const api = open(withDocuments());
    await user.click(await screen.findByRole('button', { name: 'Расторгнуть' }));
    const dialog = await screen.findByRole('dialog', { name: `Расторгнуть документы пакета № 1` });
    await user.click(within(dialog).getByRole('button', { name: 'Расторгнуть' }));
    expect(await within(dialog).findByText('Укажите причину расторжения')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Причина' }), 'Работы отменены');
    await user.click(within(dialog).getByRole('checkbox', { name: /Все документы на подписании и подписанные \(3\)/ }));
    await user.click(await within(dialog).findByRole('checkbox', { name: /№ 1 ·/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /№ 3 · Сидоров Иван/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Расторгнуть' }));
    await waitFor(() =>
      expect(api.to(pathWithId(P.terminate, ID))[0]?.body).toEqual({
        reason: 'Работы отменены',
        document_ids: [DOCS[0]!.id, DOCS[2]!.id],
      }),
    );
    const results = await within(dialog).findByRole('list', { name: 'Результат по документам' });
    expect(within(results).getByText(/Документ № 1: расторгнут/)).toBeInTheDocument();
    expect(within(results).getByText(/Документ № 3: Расторгнуть можно документ на подписании/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Ещё можно расторгнуть: 1/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('terminates all when «Все» stays ticked (no document_ids)', async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    const api = open(withDocuments());
    await user.click(await screen.findByRole('button', { name: 'Расторгнуть' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Причина' }), 'Проект закрыт');
    await user.click(within(dialog).getByRole('button', { name: 'Расторгнуть' }));
    await waitFor(() => expect(api.to(pathWithId(P.terminate, ID))[0]?.body).toEqual({ reason: 'Проект закрыт' }));
  });

  it('makes the PDFs of documents in error again and follows the batch', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const api = open(withDocuments({ documents: { ...withDocuments().documents, ERROR: 2 } }));
    await user.click(await screen.findByRole('button', { name: 'Сформировать PDF заново' }));
    expect(await screen.findByText('Сформировано 2 из 2', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(api.to(pathWithId(P.attachmentsGenerate, ID))).toHaveLength(1);
  });

  it('shows none of them for a bundle without documents', async () => {
    setViewportWidth(1280);
    open(bundle(1));
    expect(await screen.findByText(/Пакет № 1/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Акт-реестр (PDF)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Расторгнуть' })).not.toBeInTheDocument();
  });
});
