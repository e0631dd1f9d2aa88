import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type DocumentEmailInfo } from '@vyplaty/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { customerSession, doc, documentsTestApi } from '../test/documents-test-api';

const originalAdapter = http.defaults.adapter;

beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await import('../pages/document-management-pages');
}, 30_000);

const path = (template: string, id: string) => template.replace(':id', id);
const DRAFT = doc(7);
const SIGNED = doc(8, {
  status: 'SIGNED',
  can_edit: false,
  can_send: false,
  signatures: [
    {
      id: '90000000-0000-4000-8000-000000000001',
      party: 'COMPANY',
      kind: 'SELF_NEP',
      signer_name: 'Иванов Иван Иванович',
      signed_at: '2026-11-24T10:00:00.000Z',
      document_sha256: 'ab'.repeat(32),
      document_streebog256: 'cd'.repeat(32),
    },
  ],
});

/** The list holds one document; the drawer reads it; send_to_email answers `info` and then `reply`. */
function api(document: typeof DRAFT, info: DocumentEmailInfo, replies: Array<{ status: number; data: unknown }>) {
  return documentsTestApi((call) => {
    if (call.path === apiPaths.documents.list) {
      return { status: 200, data: { items: [document], totalCount: 1, next_cursor: null } };
    }
    if (call.path === path(apiPaths.documents.companyOne, document.id)) return { status: 200, data: document };
    if (call.path === path(apiPaths.documents.sendToEmail, document.id)) {
      return call.method === 'GET' ? { status: 200, data: info } : replies.shift();
    }
    return undefined;
  });
}

async function openEmailDialog(number: number) {
  const user = userEvent.setup({ delay: null });
  await user.click(within(await screen.findByRole('table', { name: 'Документы' })).getByText('Петров Пётр Петрович'));
  const drawer = await screen.findByRole('dialog', { name: new RegExp(`№ ${number}$`) });
  await user.click(within(drawer).getByRole('button', { name: 'Отправить на e-mail' }));
  // While its question loads the dialog is a loader under the same title; then the form replaces it.
  await screen.findByLabelText('E-mail получателя');
  return { user, dialog: screen.getByRole('dialog', { name: 'Отправить на e-mail' }) };
}

describe('«Отправить на e-mail» in the company’s document drawer', { timeout: 60_000 }, () => {
  beforeEach(() => setViewportWidth(1440));
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('a draft’s PDF to the contractor’s e-mail: prefilled, checked in Russian, the server’s reason on the field, then sent', async () => {
    const fake = api(DRAFT, { attachment: 'PDF', file_name: 'Договор № 7.pdf', suggested_email: 'petrov@example.ru' }, [
      {
        status: 400,
        data: {
          code: 'VALIDATION_ERROR',
          error_message: 'Проверьте e-mail',
          fields: { email: 'Домен не принимает почту' },
        },
      },
      { status: 200, data: { attachment: 'PDF', email_masked: 'b***@romashka.ru' } },
    ]);
    renderApp('/document-management/single', { session: customerSession, api: fake.handler });
    const { user, dialog } = await openEmailDialog(7);
    expect(await within(dialog).findByText('Уйдёт файл «Договор № 7.pdf» в формате PDF.')).toBeInTheDocument();
    const field = await within(dialog).findByLabelText('E-mail получателя');
    expect(field).toHaveValue('petrov@example.ru');
    expect(within(dialog).getByText('E-mail исполнителя из его профиля — можно указать другой')).toBeInTheDocument();

    // The contract's own rule, before any call.
    await user.clear(field);
    await user.type(field, 'не почта');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByText('Некорректный e-mail')).toBeInTheDocument();
    expect(fake.to(path(apiPaths.documents.sendToEmail, DRAFT.id))).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'buh@romashka.ru');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByText('Домен не принимает почту')).toBeInTheDocument();

    const historyReads = fake.to(path(apiPaths.documents.history, DRAFT.id), 'GET').length;
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Документ отправлен на b***@romashka.ru')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Отправить на e-mail' })).not.toBeInTheDocument());
    expect(fake.to(path(apiPaths.documents.sendToEmail, DRAFT.id)).map((c) => c.body)).toEqual([
      { email: 'buh@romashka.ru' },
      { email: 'buh@romashka.ru' },
    ]);
    // SEND_TO_EMAIL appears in the history: it is read again.
    await waitFor(() =>
      expect(fake.to(path(apiPaths.documents.history, DRAFT.id), 'GET').length).toBeGreaterThan(historyReads),
    );
  });

  it('a signed document goes as the zip with the signatures; no e-mail known → an empty field', async () => {
    const fake = api(SIGNED, { attachment: 'ZIP', file_name: 'Договор № 8.zip', suggested_email: null }, [
      { status: 200, data: { attachment: 'ZIP', email_masked: 'l***@firm.ru' } },
    ]);
    renderApp('/document-management/single', { session: customerSession, api: fake.handler });
    const { user, dialog } = await openEmailDialog(8);
    expect(
      await within(dialog).findByText(
        'Уйдёт архив «Договор № 8.zip»: документ, файлы подписей и доказательства подписания.',
      ),
    ).toBeInTheDocument();
    const field = await within(dialog).findByLabelText('E-mail получателя');
    expect(field).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByText('Введите e-mail')).toBeInTheDocument();
    await user.type(field, 'lawyer@firm.ru');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Документ отправлен на l***@firm.ru')).toBeInTheDocument();
  });
});
