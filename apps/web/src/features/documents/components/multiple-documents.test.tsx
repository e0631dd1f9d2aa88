import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type CreateDocumentRequest } from '@vyplaty/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { customerSession, doc, documentsTestApi, PETROV, SIDOROVA } from '../test/documents-test-api';

const originalAdapter = http.defaults.adapter;

beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await import('../pages/document-management-pages');
}, 30_000);

const BATCH = '99999999-0000-4000-8000-000000000001';

describe('/document-management/multiple', { timeout: 60_000 }, () => {
  beforeEach(() => setViewportWidth(1440));
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('makes drafts for each contractor, follows the batch to the end, sends them all; a refused row keeps its Russian reason', async () => {
    let progressCalls = 0;
    const made = doc(11, { employee: { id: PETROV.id, fio: 'Петров Пётр Петрович', inn: null } });
    const api = documentsTestApi((call) => {
      if (call.path === apiPaths.documents.create) {
        const body = call.body as CreateDocumentRequest;
        return body.employee_id === PETROV.id
          ? { status: 201, data: made }
          : { status: 409, data: { code: 'INVALID_STATE', error_message: 'Исполнитель не подключён к компании' } };
      }
      if (call.path === apiPaths.documents.generate) {
        return { status: 200, data: { batch_id: BATCH, total: 1, done: 0, failed: 0 } };
      }
      if (call.path === apiPaths.documents.generateBatch.replace(':batchId', BATCH)) {
        progressCalls += 1;
        return { status: 200, data: { batch_id: BATCH, total: 1, done: progressCalls > 1 ? 1 : 0, failed: 0 } };
      }
      if (call.path === apiPaths.documents.companyOne.replace(':id', made.id)) return { status: 200, data: made };
      if (call.path === apiPaths.documents.send.replace(':id', made.id)) {
        return { status: 200, data: { ...made, status: 'AWAIT_SIGN_USER', can_send: false, can_edit: false } };
      }
      return undefined;
    });
    renderApp('/document-management/multiple', { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Создать документы (0)' }));
    expect(await screen.findByText('Выберите шаблон')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Шаблон' }));
    await user.click(await screen.findByRole('option', { name: 'Договор возмездного оказания услуг (ГПХ)' }));
    for (const name of [/Петров Пётр/, /Сидорова Анна/]) {
      await user.click(screen.getByLabelText('Добавить исполнителя'));
      await user.click(await screen.findByRole('option', { name }));
    }
    // No payout in this form: the payout fields are required, and nothing is sent until they are typed.
    await user.click(screen.getByRole('button', { name: 'Создать документы (2)' }));
    expect(
      await screen.findByText('Заполните поле «Цена услуг» или выберите выплату — значение возьмётся из неё'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/возьмётся из выбранной выплаты/)).not.toBeInTheDocument();
    expect(api.to(apiPaths.documents.create)).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Услуги/), 'Доставка');
    await user.type(screen.getByLabelText(/^Цена услуг, ₽/), '1000');
    await user.type(screen.getByLabelText(/^Начало оказания услуг/), '01122026');
    await user.click(screen.getByRole('button', { name: 'Создать документы (2)' }));

    const rows = await screen.findByRole('list', { name: 'Документы пакета' });
    expect(await within(rows).findByText('Исполнитель не подключён к компании')).toBeInTheDocument();
    expect(api.to(apiPaths.documents.create).map((c) => (c.body as CreateDocumentRequest).employee_id)).toEqual([
      PETROV.id,
      SIDOROVA.id,
    ]);
    expect(api.to(apiPaths.documents.create)[0]!.body).toMatchObject({
      fields: { services: 'Доставка', price: '1000', start_date: '2026-12-01' },
    });
    expect(api.to(apiPaths.documents.generate)[0]!.body).toEqual({ document_ids: [made.id] });
    await user.click(await screen.findByRole('button', { name: 'Отправить все на подпись (1)' }, { timeout: 15_000 }));
    expect(await screen.findByText('Отправлено на подпись: 1 из 2')).toBeInTheDocument();
    await waitFor(() => expect(within(rows).getByText('Ожидает подписи компании')).toBeInTheDocument());
  });
});
