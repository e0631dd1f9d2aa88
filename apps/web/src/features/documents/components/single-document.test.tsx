import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type CreateDocumentRequest, type DocumentListRequest, type Payout } from '@vyplaty/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { payoutFixture } from '../../../test/fixtures/payouts';
import { heldReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { CONTRACT_TEMPLATE, customerSession, doc, documentsTestApi, SENT_CODE } from '../test/documents-test-api';

const originalAdapter = http.defaults.adapter;

beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await import('../pages/document-management-pages');
}, 30_000);

const DRAFT = doc(7);
const AWAIT_COMPANY = doc(7, {
  status: 'AWAIT_SIGN_USER',
  can_edit: false,
  can_send: false,
  can_sign: true,
  can_reject: true,
});
const path = (template: string, id: string) => template.replace(':id', id);

const ACT = { ...CONTRACT_TEMPLATE, id: '7a2e0c11-0000-4000-8000-000000000001', kind: 'ACT' as const };
/** A payout waiting for its act (N7), whose drawer's «Оформить акт» opens the form. */
const WAITING = payoutFixture(8, {
  status: 'PENDING',
  service_name: 'Монтаж витрины',
  waiting_for: 'SIGNED_ACT',
  can_cancel: true,
});

/**
 * The form as the payout drawer's «Оформить акт» opens it for WAITING; the contractor's payouts answer when the test
 * releases them.
 */
function openActForWaitingPayout() {
  const payouts = heldReply();
  const api = documentsTestApi((call) => {
    if (call.path === apiPaths.documents.templates) {
      return { status: 200, data: { items: [CONTRACT_TEMPLATE, { ...ACT, name: 'Акт об оказанных услугах' }] } };
    }
    if (call.path === apiPaths.userPayouts.list) return payouts.reply;
    if (call.path === apiPaths.documents.create) return { status: 201, data: DRAFT };
    return undefined;
  });
  const query = new URLSearchParams({
    payout: WAITING.id,
    employee: WAITING.employee.id,
    employee_name: 'Петров Пётр Петрович',
  });
  renderApp(`/document-management/single?${query}`, { session: customerSession, api: api.handler });
  const releasePayouts = (items: Payout[]) =>
    payouts.release({ status: 200, data: { items, totalCount: items.length, next_cursor: null } });
  return { api, releasePayouts };
}

describe('/document-management/single', { timeout: 60_000 }, () => {
  beforeEach(() => setViewportWidth(1440));
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('makes a contract from the template: typed money and dates go as the API reads them, the platform’s fields are not sent, the drawer opens', async () => {
    const api = documentsTestApi((call) => {
      if (call.path === apiPaths.documents.create) return { status: 201, data: DRAFT };
      return undefined;
    });
    renderApp('/document-management/single', { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Создать документ' }));
    expect(await screen.findByText('Выберите исполнителя')).toBeInTheDocument();
    expect(screen.getByText('Выберите шаблон')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Исполнитель'));
    await user.click(await screen.findByRole('option', { name: /Сидорова Анна/ }));
    await user.click(screen.getByRole('combobox', { name: 'Шаблон' }));
    await user.click(await screen.findByRole('option', { name: 'Договор возмездного оказания услуг (ГПХ)' }));
    expect(screen.getByLabelText('Место составления *')).toHaveValue('г. Москва');
    expect(screen.getByText('Поля, которые заполнит платформа (2)')).toBeInTheDocument();
    // No payout chosen: the payout fields are required (as the API has them) and say a payout would fill them.
    await user.click(screen.getByRole('button', { name: 'Создать документ' }));
    expect(
      await screen.findByText('Заполните поле «Цена услуг» или выберите выплату — значение возьмётся из неё'),
    ).toBeInTheDocument();
    expect(screen.getByText('Заполните поле «Начало оказания услуг»')).toBeInTheDocument();
    expect(api.to(apiPaths.documents.create)).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Услуги/), 'Доставка');
    await user.type(screen.getByLabelText(/^Цена услуг, ₽/), '15000,5');
    expect(screen.getByLabelText(/^Цена услуг, ₽/)).toHaveValue('15 000,5');
    await user.type(screen.getByLabelText(/^Начало оказания услуг/), '01122026');
    await user.type(screen.getByLabelText('Этапы'), 'Макет{Enter}Вёрстка');
    await user.click(screen.getByLabelText('Срочно'));
    await user.click(screen.getByRole('button', { name: 'Создать документ' }));

    const drawer = await screen.findByRole('dialog', { name: 'Договор возмездного оказания услуг (ГПХ) № 7' });
    const body = api.to(apiPaths.documents.create)[0]!.body as CreateDocumentRequest;
    expect(body).toEqual({
      template_id: expect.any(String),
      employee_id: expect.any(String),
      fields: {
        city: 'г. Москва',
        services: 'Доставка',
        price: '15000,5',
        start_date: '2026-12-01',
        payment_days: 5,
        stages: ['Макет', 'Вёрстка'],
        urgent: true,
      },
    });
    expect(within(drawer).getByText('Черновик')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Договор № 7.pdf' })).toHaveAttribute(
      'href',
      `/files-preview/document/${DRAFT.attachments[0]!.id}?document=${DRAFT.id}`,
    );
    expect(await within(drawer).findByText('Документ создан')).toBeInTheDocument();
  });

  it('?payout= from the payout drawer (N7: the payout waits for its act): the act template, the contractor and the payout are chosen', async () => {
    const { api, releasePayouts } = openActForWaitingPayout();
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByRole('combobox', { name: 'Шаблон' })).toHaveTextContent('Акт об оказанных услугах');
    expect(screen.getByRole('combobox', { name: 'Исполнитель' })).toHaveValue('Петров Пётр Петрович');
    // The payout is chosen from the start: while the contractor's payouts are on their way, the field says so.
    expect(screen.getByRole('combobox', { name: /Связать с выплатой/ })).toHaveTextContent('Загрузка выплат…');
    releasePayouts([WAITING]);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Связать с выплатой/ })).toHaveTextContent(/№ 8 .* Монтаж витрины/),
    );
    // The payout fills the services and the price: they say so and are not required; the rest is typed.
    expect(screen.getAllByText('Если не заполнить — возьмётся из выбранной выплаты')).toHaveLength(2);
    expect(screen.getByLabelText(/^Цена услуг, ₽/)).not.toBeRequired();
    await user.type(screen.getByLabelText(/^Начало оказания услуг/), '01122026');
    await user.click(screen.getByRole('button', { name: 'Создать документ' }));
    await waitFor(() => expect(api.to(apiPaths.documents.create)).toHaveLength(1));
    expect(api.to(apiPaths.documents.create)[0]!.body).toMatchObject({
      template_id: ACT.id,
      employee_id: WAITING.employee.id,
      payout_id: WAITING.id,
    });
  });

  it('?payout= of a payout older than the contractor’s newest 50: the field names it as chosen and the act links it', async () => {
    const { api, releasePayouts } = openActForWaitingPayout();
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('combobox', { name: 'Шаблон' })).toHaveTextContent('Акт об оказанных услугах');
    releasePayouts([]);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Связать с выплатой/ })).toHaveTextContent('Выбранная выплата'),
    );
    await user.type(screen.getByLabelText(/^Начало оказания услуг/), '01122026');
    await user.click(screen.getByRole('button', { name: 'Создать документ' }));
    await waitFor(() => expect(api.to(apiPaths.documents.create)).toHaveLength(1));
    expect(api.to(apiPaths.documents.create)[0]!.body).toMatchObject({ payout_id: WAITING.id });
  });

  it('a refused field shows the server’s Russian message under that field', async () => {
    const api = documentsTestApi((call) =>
      call.path === apiPaths.documents.create
        ? {
            status: 400,
            data: {
              code: 'VALIDATION_ERROR',
              error_message: 'Проверьте поля',
              fields: { 'fields.price': 'Сумма в рублях, например 15000,00' },
            },
          }
        : undefined,
    );
    renderApp('/document-management/single', { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByLabelText('Исполнитель'));
    await user.click(await screen.findByRole('option', { name: /Петров Пётр/ }));
    await user.click(screen.getByRole('combobox', { name: 'Шаблон' }));
    await user.click(await screen.findByRole('option', { name: 'Договор возмездного оказания услуг (ГПХ)' }));
    await user.type(screen.getByLabelText(/^Услуги/), 'Доставка');
    await user.type(screen.getByLabelText(/^Цена услуг, ₽/), '15');
    await user.type(screen.getByLabelText(/^Начало оказания услуг/), '01122026');
    await user.click(screen.getByRole('button', { name: 'Создать документ' }));
    expect(await screen.findByText('Сумма в рублях, например 15000,00')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists with filters from the address; a row opens the drawer: send, then sign with ПЭП by a code', async () => {
    let current = DRAFT;
    const api = documentsTestApi((call) => {
      if (call.path === apiPaths.documents.list) {
        return { status: 200, data: { items: [current], totalCount: 1, next_cursor: null } };
      }
      if (call.path === path(apiPaths.documents.send, DRAFT.id)) {
        current = AWAIT_COMPANY;
        return { status: 200, data: current };
      }
      if (call.path === path(apiPaths.documents.companyOne, DRAFT.id)) return { status: 200, data: current };
      if (call.path === path(apiPaths.documents.signSelfNepSendCode, DRAFT.id)) return { status: 200, data: SENT_CODE };
      if (call.path === path(apiPaths.documents.signSelfNep, DRAFT.id)) {
        if ((call.body as { code: string }).code !== '123456') {
          return {
            status: 400,
            data: {
              code: 'VALIDATION_ERROR',
              error_message: 'Неверный код',
              fields: { code: 'Неверный код. Осталось попыток: 2' },
            },
          };
        }
        current = doc(7, { status: 'AWAIT_SIGN_EMPLOYEE', can_edit: false, can_send: false });
        return { status: 200, data: current };
      }
      return undefined;
    });
    renderApp('/document-management/single?status=DRAFT&kind=CONTRACT', { session: customerSession, api: api.handler });
    const table = await screen.findByRole('table', { name: 'Документы' });
    expect((api.to(apiPaths.documents.list)[0]!.body as DocumentListRequest).filters).toEqual({
      status: ['DRAFT'],
      kind: 'CONTRACT',
    });
    const user = userEvent.setup({ delay: null });
    await user.click(within(table).getByText('Петров Пётр Петрович'));
    const drawer = await screen.findByRole('dialog', { name: /№ 7$/ });
    expect(within(drawer).queryByRole('button', { name: 'Подписать ПЭП' })).not.toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Отправить на подпись' }));
    await user.click(await within(drawer).findByRole('button', { name: 'Подписать ПЭП' }));
    expect(within(drawer).getByRole('button', { name: 'Подписать КЭП' })).toBeInTheDocument();
    await user.click(await within(drawer).findByRole('button', { name: 'Получить код' }));
    expect(await within(drawer).findByText(/Код отправлен в СМС на номер \+7 \*\*\* \*\*\*-00-01/)).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText('Код подтверждения'), '654321');
    await user.click(within(drawer).getByRole('button', { name: 'Подписать' }));
    expect(await within(drawer).findByText('Неверный код. Осталось попыток: 2')).toBeInTheDocument();
    await user.clear(within(drawer).getByLabelText('Код подтверждения'));
    await user.type(within(drawer).getByLabelText('Код подтверждения'), '123456');
    await user.click(within(drawer).getByRole('button', { name: 'Подписать' }));
    await waitFor(() => expect(within(drawer).getByText('Ожидает подписи исполнителя')).toBeInTheDocument());
    expect(within(drawer).getByRole('button', { name: 'Ссылка для исполнителя' })).toBeInTheDocument();
  });

  it('a draft from a template is edited in the drawer: its values as they are, saved with PUT, the PDF made again', async () => {
    let current = doc(7, {
      fields: {
        city: 'Казань',
        services: 'Доставка',
        price: '15000.00',
        start_date: '2026-12-01',
        payment_days: 5,
        stages: ['Макет'],
      },
    });
    const api = documentsTestApi((call) => {
      if (call.path === apiPaths.documents.list) {
        return { status: 200, data: { items: [current], totalCount: 1, next_cursor: null } };
      }
      if (call.path === path(apiPaths.documents.one, current.id) && call.method === 'PUT') {
        current = { ...current, title: (call.body as { title: string }).title };
        return { status: 200, data: current };
      }
      if (call.path === path(apiPaths.documents.companyOne, current.id)) return { status: 200, data: current };
      return undefined;
    });
    renderApp('/document-management/single', { session: customerSession, api: api.handler });
    const table = await screen.findByRole('table', { name: 'Документы' });
    const user = userEvent.setup({ delay: null });
    await user.click(within(table).getByText('Петров Пётр Петрович'));
    const drawer = await screen.findByRole('dialog', { name: /№ 7$/ });
    await user.click(await within(drawer).findByRole('button', { name: 'Изменить черновик' }));

    const dialog = await screen.findByRole('dialog', { name: 'Изменить черновик' });
    expect(within(dialog).getByLabelText(/^Цена услуг, ₽/)).toHaveValue('15 000');
    expect(within(dialog).getByLabelText(/^Начало оказания услуг/)).toHaveValue('01.12.2026');
    expect(within(dialog).getByLabelText('Этапы')).toHaveValue('Макет');
    const city = within(dialog).getByLabelText('Место составления *');
    expect(city).toHaveValue('Казань');
    await user.clear(city);
    await user.type(city, 'г. Тверь');
    await user.clear(within(dialog).getByLabelText('Название документа'));
    await user.type(within(dialog).getByLabelText('Название документа'), 'Договор на доставку');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Изменить черновик' })).not.toBeInTheDocument());
    const put = api.calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toEqual({
      title: 'Договор на доставку',
      fields: {
        city: 'г. Тверь',
        services: 'Доставка',
        price: '15000',
        start_date: '2026-12-01',
        payment_days: 5,
        stages: ['Макет'],
      },
    });
    expect(await screen.findByText('Черновик сохранён, файл документа сформирован заново')).toBeInTheDocument();
  });
});
