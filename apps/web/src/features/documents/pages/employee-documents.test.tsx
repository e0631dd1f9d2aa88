import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths } from '@vyplaty/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { doc, documentsTestApi, employeeSession, SENT_CODE } from '../test/documents-test-api';

const originalAdapter = http.defaults.adapter;

beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await import('./employee-documents-pages');
}, 30_000);

const AWAITING = doc(5, {
  status: 'AWAIT_SIGN_EMPLOYEE',
  can_edit: false,
  can_send: false,
  can_sign: true,
  can_reject: true,
});
const one = (template: string) => template.replace(':id', AWAITING.id);

describe('the contractor’s documents on a phone', { timeout: 60_000 }, () => {
  beforeEach(() => {
    setViewportWidth(390);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:document-pdf');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  });
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('«Ждут подписи» comes first and opens the document page', async () => {
    const api = documentsTestApi((call) => {
      if (call.path === apiPaths.documents.readyForSign) {
        return { status: 200, data: { items: [AWAITING], totalCount: 1, next_cursor: null } };
      }
      if (call.path === apiPaths.documents.employeeList) {
        return {
          status: 200,
          data: { items: [AWAITING, doc(4, { status: 'SIGNED' })], totalCount: 2, next_cursor: null },
        };
      }
      return undefined;
    });
    const { router } = renderApp('/employee/documents', { session: employeeSession, api: api.handler });
    const waiting = await screen.findByRole('region', { name: 'Ждут подписи' });
    expect(within(waiting).getByText('Договор возмездного оказания услуг (ГПХ) № 5')).toBeInTheDocument();
    // On a phone the list is cards, each naming the company.
    const cards = await screen.findByRole('list', { name: 'Документы' });
    expect(within(cards).getAllByText(/ООО "Демо Компания"/)).toHaveLength(2);
    await userEvent.setup({ delay: null }).click(within(waiting).getByRole('link', { name: 'Открыть и подписать' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/employee/documents/${AWAITING.id}`));
  });

  it('signs with ПЭП by a code from SMS; rejecting needs a reason', async () => {
    let current = AWAITING;
    const api = documentsTestApi((call) => {
      if (call.path === one(apiPaths.documents.employeeOne)) return { status: 200, data: current };
      if (call.path === one(apiPaths.documents.attachment).replace(':attachmentId', AWAITING.attachments[0]!.id)) {
        return { status: 200, data: new Blob(['%PDF-1.7']) };
      }
      if (call.path === one(apiPaths.documents.signSelfNepSendCode)) return { status: 200, data: SENT_CODE };
      if (call.path === one(apiPaths.documents.signSelfNep)) {
        current = doc(5, { status: 'SIGNED', can_edit: false, can_send: false, signed_at: '2026-11-24T10:00:00.000Z' });
        return { status: 200, data: current };
      }
      return undefined;
    });
    renderApp(`/employee/documents/${AWAITING.id}`, { session: employeeSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    expect(
      await screen.findByRole('heading', { name: 'Договор возмездного оказания услуг (ГПХ) № 5' }),
    ).toBeInTheDocument();
    expect(await screen.findByTitle('документ.pdf')).toHaveAttribute('src', 'blob:document-pdf');

    await user.click(screen.getByRole('button', { name: 'Отклонить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отклонить документ' });
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await within(dialog).findByText('Укажите причину')).toBeInTheDocument();
    expect(api.to(one(apiPaths.documents.reject))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Отменить' }));

    await user.click(screen.getByRole('button', { name: 'Подписать ПЭП' }));
    await user.click(await screen.findByRole('button', { name: 'Получить код' }));
    await user.type(await screen.findByLabelText('Код подтверждения'), '123456');
    await user.click(screen.getByRole('button', { name: 'Подписать' }));
    expect((await screen.findAllByText('Подписан', { selector: '.MuiChip-label' })).length).toBeGreaterThan(0);
    expect(api.to(one(apiPaths.documents.signSelfNep))[0]!.body).toEqual({ code: '123456' });
    expect(screen.queryByRole('button', { name: 'Подписать ПЭП' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скачать архив' })).toBeInTheDocument();
  });
});
