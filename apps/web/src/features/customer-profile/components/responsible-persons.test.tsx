import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type Representative, type RepresentativeDocument, STANDARD_JOB_TITLES } from '@vyplaty/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { verifiedCustomerProfile } from '../../../test/fixtures/customer';
import { pathOf, type StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';

const originalAdapter = http.defaults.adapter;
const customer = { role: 'user', entity_id: 'c1', is_verified: true } as const;
const profile = {
  ...verifiedCustomerProfile,
  inn: '7719617469',
  kpp: '770701001',
  organisation_name: 'ООО "Демо Компания"',
  email: 'demo@company.ru',
};
const mchd: RepresentativeDocument = {
  id: 'd1111111-1111-4111-8111-111111111111',
  kind: 'TRUST_DOCUMENT',
  format: 'MCHD_XML',
  file_id: 'f1111111-1111-4111-8111-111111111111',
  file_name: 'ON_EMCHD_20260115.xml',
  signature_file_id: null,
  signature_check: 'ABSENT',
  signed_by: null,
  number: '6f0e4c1a-8b2d-4c3e-9a7f-1d2e3f4a5b6c',
  issued_on: '2026-01-15',
  valid_until: '2029-01-14',
  principal_inn: '7719617469',
  powers: [{ code: 'DEMO.ACTS.SIGN', text: 'Подписание актов' }],
  is_in_force: true,
  created_at: '2026-11-20T09:00:00.000Z',
};
const darya: Representative = {
  id: '11111111-1111-4111-8111-111111111111',
  last_name: 'Образцова',
  first_name: 'Дарья',
  patronymic: 'Тестовна',
  job_title: 'Главный бухгалтер',
  email: 'obraztsova@example.ru',
  phone: '+79990000055',
  inn: '771900001235',
  snils: '11223344595',
  status: 'ACTIVE',
  trust_document: mchd,
  created_at: '2026-11-20T09:00:00.000Z',
};
const ivan: Representative = {
  ...darya,
  id: '22222222-2222-4222-8222-222222222222',
  last_name: 'Примеров',
  first_name: 'Иван',
  patronymic: null,
  job_title: 'Юрист',
  email: null,
  phone: null,
  inn: '772400005628',
  snils: '33445566784',
  status: 'NEW',
  trust_document: null,
};

type Call = { method: string; path: string; body: unknown };

function fakeApi(
  initial: Representative[],
  options: {
    documents?: RepresentativeDocument[];
    createReply?: StubReply;
    deleteReply?: StubReply;
    uploadReply?: StubReply;
    /** How many list calls fail (503) before the list answers. */
    failedLists?: number;
  } = {},
) {
  let persons = [...initial];
  let documents = [...(options.documents ?? [])];
  const calls: Call[] = [];
  const lists: unknown[] = [];
  let failedLists = options.failedLists ?? 0;
  const handler = (req: Parameters<typeof pathOf>[0]): StubReply => {
    const path = pathOf(req);
    const method = (req.method ?? 'get').toUpperCase();
    if (path === apiPaths.userProfile) return { status: 200, data: profile };
    if (path === apiPaths.notifications.notReadCount) return { status: 200, data: { count: 0 } };
    if (path === apiPaths.representatives.list) {
      const { page, page_size: size } = req.params as { page: number; page_size: number };
      lists.push(req.params);
      if (failedLists > 0) {
        failedLists -= 1;
        return { status: 503, data: {} };
      }
      return {
        status: 200,
        data: { items: persons.slice((page - 1) * size, page * size), totalCount: persons.length },
      };
    }
    if (path === apiPaths.representatives.jobTitles) return { status: 200, data: { items: [...STANDARD_JOB_TITLES] } };
    if (!path.startsWith('/v1/user/representative/')) return { status: 404, data: {} };
    if (method === 'GET' && path.endsWith('/files')) return { status: 200, data: { items: documents } };
    const body =
      req.data instanceof FormData
        ? Object.fromEntries(req.data.entries())
        : req.data
          ? JSON.parse(String(req.data))
          : undefined;
    calls.push({ method, path, body });
    if (method === 'POST' && path === apiPaths.representatives.create) {
      if (options.createReply) return options.createReply;
      const created = { ...ivan, ...(body as object), id: '33333333-3333-4333-8333-333333333333', status: 'NEW' };
      persons = [created as Representative, ...persons];
      return { status: 201, data: created };
    }
    if (method === 'POST' && path.endsWith('/file')) {
      if (options.uploadReply) return options.uploadReply;
      const uploaded = { ...mchd, id: 'd2222222-2222-4222-8222-222222222222', file_name: 'uploaded.xml' };
      documents = [uploaded, ...documents];
      return { status: 201, data: uploaded };
    }
    if (method === 'POST' && path.endsWith('/generate_trust_document')) {
      const generated: RepresentativeDocument = {
        ...mchd,
        id: 'd3333333-3333-4333-8333-333333333333',
        format: 'GENERATED',
        file_id: 'f3333333-3333-4333-8333-333333333333',
        file_name: 'Доверенность 20261123-AB12CD34 Образцова Дарья.pdf',
        number: '20261123-AB12CD34',
        is_in_force: false,
        powers: [],
      };
      documents = [generated, ...documents];
      return { status: 201, data: generated };
    }
    if (method === 'DELETE' && path.includes('/file/')) {
      documents = documents.filter((d) => !path.endsWith(d.id));
      return { status: 204 };
    }
    if (method === 'DELETE') {
      if (options.deleteReply) return options.deleteReply;
      persons = persons.filter((p) => !path.includes(p.id));
      return { status: 204 };
    }
    return { status: 404, data: {} };
  };
  return { handler, calls, lists };
}

const PAGE = '/profile/responsible-persons';

/** The value beside a label of the person's card. */
const fieldOf = (drawer: HTMLElement, label: string) =>
  within(drawer).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

async function chooseAction(user: ReturnType<typeof userEvent.setup>, person: string, item: string) {
  await user.click(await screen.findByRole('button', { name: `Действия: ${person}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('profile → responsible-persons', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    vi.unstubAllGlobals();
  });

  it('lists the persons with ФИО, job title, contacts and the status chip', async () => {
    renderApp(PAGE, { session: customer, api: fakeApi([darya, ivan]).handler });
    // The first test also pays for loading the route's lazy chunk on a busy machine.
    const table = await screen.findByRole('table', { name: 'Ответственные лица' }, { timeout: 15_000 });
    const row = within(table).getByText('Образцова Дарья Тестовна').closest('tr') as HTMLElement;
    expect(within(row).getByText('Главный бухгалтер')).toBeInTheDocument();
    expect(within(row).getByText('+7 999 000-00-55 · obraztsova@example.ru')).toBeInTheDocument();
    expect(within(row).getByText('Действует')).toBeInTheDocument();
    expect(within(row).getByText('до 14.01.2029')).toBeInTheDocument();
    const other = within(table).getByText('Примеров Иван').closest('tr') as HTMLElement;
    expect(within(other).getByText('Нет доверенности')).toBeInTheDocument();
    expect(within(other).getByText('—')).toBeInTheDocument();
  });

  it('opens at the page its address names and keeps the page there when paging', async () => {
    const many = Array.from({ length: 45 }, (_, n) => ({
      ...ivan,
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      last_name: `Лицо${n + 1}`,
    }));
    const api = fakeApi(many);
    const { router } = renderApp(`${PAGE}?page=2`, { session: customer, api: api.handler });
    expect(await screen.findByText('21–40 из 45', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Лицо21 Иван')).toBeInTheDocument();
    expect(api.lists).toEqual([{ page: 2, page_size: 20 }]);
    await userEvent.click(screen.getByRole('button', { name: /следующ/i }));
    expect(await screen.findByText('41–45 из 45')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
  });

  it('a click on a row (not on its menu) opens the person’s card with all the row knows, and its actions', async () => {
    const api = fakeApi([darya, ivan], { documents: [mchd] });
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Ответственные лица' }, { timeout: 15_000 });
    const row = within(table).getByText('Образцова Дарья Тестовна').closest('tr') as HTMLElement;

    // The ⋮ menu keeps its own click: it opens the menu, not the card.
    await user.click(within(row).getByRole('button', { name: 'Действия: Образцова Дарья Тестовна' }));
    expect(await screen.findByRole('menuitem', { name: 'Изменить' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Образцова Дарья Тестовна' })).toBeNull();
    await user.keyboard('{Escape}');

    await user.click(within(row).getByText('Главный бухгалтер'));
    const drawer = await screen.findByRole('dialog', { name: 'Образцова Дарья Тестовна' });
    expect(fieldOf(drawer, 'Должность')).toHaveTextContent('Главный бухгалтер');
    expect(fieldOf(drawer, 'Телефон')).toHaveTextContent('+7 999 000-00-55');
    expect(fieldOf(drawer, 'E-mail')).toHaveTextContent('obraztsova@example.ru');
    expect(fieldOf(drawer, 'ИНН')).toHaveTextContent('771900001235');
    expect(fieldOf(drawer, 'СНИЛС')).toHaveTextContent('112-233-445 95');
    expect(fieldOf(drawer, 'Доверенность')).toHaveTextContent('Действуетдо 14.01.2029');
    expect(fieldOf(drawer, 'Добавлено')).toHaveTextContent('20.11.2026');
    expect(await within(drawer).findByRole('list', { name: 'Документы ответственного лица' })).toBeInTheDocument();

    // «Изменить» opens the form over the card, filled with the person.
    await user.click(within(drawer).getByRole('button', { name: 'Изменить' }));
    const form = await screen.findByRole('dialog', { name: 'Изменение ответственного лица' });
    expect(within(form).getByLabelText('Фамилия')).toHaveValue('Образцова');
    expect(within(form).getByLabelText('СНИЛС')).toHaveValue('112-233-445 95');
    await user.click(within(form).getByRole('button', { name: 'Отменить' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Изменение ответственного лица' })).toBeNull());

    // «Удалить» asks through the shared dialog; the card closes with the person gone.
    await user.click(within(drawer).getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вы уверены, что хотите удалить выбранный элемент?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Ответственное лицо удалено')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Образцова Дарья Тестовна' })).toBeNull());
    expect(api.calls).toEqual([{ method: 'DELETE', path: `/v1/user/representative/${darya.id}/`, body: undefined }]);
    await waitFor(() => expect(within(table).queryByText('Образцова Дарья Тестовна')).toBeNull());
  });

  it('shows cards on a phone; a tap on a card opens the person’s card', async () => {
    setViewportWidth(390);
    renderApp(PAGE, { session: customer, api: fakeApi([darya]).handler });
    const list = await screen.findByRole('list', { name: 'Ответственные лица' });
    const [card] = within(list).getAllByRole('listitem');
    expect(within(card!).getByText('Образцова Дарья Тестовна')).toBeInTheDocument();
    expect(within(card!).getByText('+7 999 000-00-55 · obraztsova@example.ru')).toBeInTheDocument();
    expect(within(card!).getByText('Действует')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.setup().click(within(card!).getByText('Главный бухгалтер'));
    const drawer = await screen.findByRole('dialog', { name: 'Образцова Дарья Тестовна' });
    expect(fieldOf(drawer, 'ИНН')).toHaveTextContent('771900001235');
  });

  it('says when there is nobody yet', async () => {
    renderApp(PAGE, { session: customer, api: fakeApi([]).handler });
    expect(
      await screen.findByText('Ответственных лиц пока нет. Добавьте сотрудника, который будет подписывать документы.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the list failed to load and brings it on «Повторить»', async () => {
    const api = fakeApi([darya], { failedLists: 1 });
    renderApp(PAGE, { session: customer, api: api.handler });
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Что-то пошло не так')).toBeInTheDocument();
    expect(within(panel).getByText('Не удалось загрузить ответственных лиц')).toBeInTheDocument();
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Повторить' }));
    const table = await screen.findByRole('table', { name: 'Ответственные лица' });
    expect(within(table).getByText('Образцова Дарья Тестовна')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks the form on blur and sends a new person normalised', async () => {
    const api = fakeApi([]);
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Добавить' }));
    const drawer = await screen.findByRole('dialog', { name: 'Новое ответственное лицо' });

    await user.type(within(drawer).getByLabelText('Фамилия'), 'Smith');
    await user.type(within(drawer).getByLabelText('ИНН'), '771900001234');
    await user.type(within(drawer).getByLabelText('СНИЛС'), '11223344596');
    await user.click(within(drawer).getByLabelText('Имя'));
    expect(await within(drawer).findByText('Фамилия: только русские буквы, пробел и дефис')).toBeInTheDocument();
    expect(within(drawer).getByText('Неверный ИНН: не сходится контрольное число')).toBeInTheDocument();
    expect(within(drawer).getByText('Неверный СНИЛС: не сходится контрольное число')).toBeInTheDocument();

    await user.clear(within(drawer).getByLabelText('Фамилия'));
    await user.type(within(drawer).getByLabelText('Фамилия'), 'Примеров');
    await user.type(within(drawer).getByLabelText('Имя'), 'Иван');
    await user.click(within(drawer).getByLabelText('Должность'));
    await user.click(await screen.findByRole('option', { name: 'Юрист' }));
    await user.clear(within(drawer).getByLabelText('ИНН'));
    await user.type(within(drawer).getByLabelText('ИНН'), '772400005628');
    await user.clear(within(drawer).getByLabelText('СНИЛС'));
    await user.type(within(drawer).getByLabelText('СНИЛС'), '334-455-667 84');
    await user.type(within(drawer).getByLabelText('Телефон'), '8 999 000 00 77');
    await user.click(within(drawer).getByRole('button', { name: 'Добавить' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: apiPaths.representatives.create,
        body: {
          last_name: 'Примеров',
          first_name: 'Иван',
          patronymic: null,
          job_title: 'Юрист',
          inn: '772400005628',
          snils: '33445566784',
          phone: '+79990000077',
          email: null,
        },
      },
    ]);
    expect(await screen.findByText('Ответственное лицо добавлено')).toBeInTheDocument();
  });

  it('puts a server field error on its field', async () => {
    const message = 'Ответственное лицо с таким ИНН уже добавлено';
    const api = fakeApi([], {
      createReply: { status: 409, data: { error_message: message, code: 'CONFLICT', fields: { inn: message } } },
    });
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Добавить' }));
    const drawer = await screen.findByRole('dialog', { name: 'Новое ответственное лицо' });
    await user.type(within(drawer).getByLabelText('Фамилия'), 'Примеров');
    await user.type(within(drawer).getByLabelText('Имя'), 'Иван');
    await user.type(within(drawer).getByLabelText('Должность'), 'Руководитель отдела');
    await user.type(within(drawer).getByLabelText('ИНН'), '772400005628');
    await user.type(within(drawer).getByLabelText('СНИЛС'), '33445566784');
    await user.click(within(drawer).getByRole('button', { name: 'Добавить' }));
    expect(await within(drawer).findByText(message)).toBeInTheDocument();
    expect((api.calls[0]!.body as { job_title: string }).job_title).toBe('Руководитель отдела');
  });

  it('deletes through the shared dialog; a failure without a reason says the spec’s text', async () => {
    const api = fakeApi([darya], { deleteReply: 'network-error' });
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup();
    await chooseAction(user, 'Образцова Дарья Тестовна', 'Удалить');
    const dialog = await screen.findByRole('dialog', { name: 'Вы уверены, что хотите удалить выбранный элемент?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Незивестная ошибка удаления')).toBeInTheDocument();
    expect(api.calls).toEqual([{ method: 'DELETE', path: `/v1/user/representative/${darya.id}/`, body: undefined }]);
  });

  it('shows a person’s documents with preview links; uploads an МЧД, withdraws one, generates a power of attorney', async () => {
    const api = fakeApi([darya], { documents: [mchd] });
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup();
    await chooseAction(user, 'Образцова Дарья Тестовна', 'Карточка и документы');
    const drawer = await screen.findByRole('dialog', { name: 'Образцова Дарья Тестовна' });
    const list = await within(drawer).findByRole('list', { name: 'Документы ответственного лица' });
    expect(within(list).getByText('Доверенность № 6f0e4c1a-8b2d-4c3e-9a7f-1d2e3f4a5b6c')).toBeInTheDocument();
    expect(within(list).getByText('Действует с 15.01.2026 по 14.01.2029')).toBeInTheDocument();
    expect(within(list).getByText('Полномочия: Подписание актов')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'ON_EMCHD_20260115.xml' })).toHaveAttribute(
      'href',
      `/files-preview/responsible/${mchd.file_id}`,
    );

    const input = drawer.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File(['<?xml version="1.0"?><Доверенность/>'], 'ON_EMCHD_new.xml', { type: 'text/xml' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText('Документ загружен')).toBeInTheDocument();
    const upload = api.calls.find((c) => c.path.endsWith('/file'));
    expect(upload?.path).toBe(`/v1/user/representative/${darya.id}/file`);
    expect(upload?.body).toMatchObject({ kind: 'TRUST_DOCUMENT' });
    expect((upload!.body as { file: File }).file.name).toBe('ON_EMCHD_new.xml');
    expect(await within(drawer).findByRole('link', { name: 'uploaded.xml' })).toBeInTheDocument();

    const [firstWithdraw] = within(drawer).getAllByRole('button', { name: 'Отозвать' });
    await user.click(firstWithdraw!);
    const dialog = await screen.findByRole('dialog', { name: 'Вы уверены, что хотите удалить выбранный элемент?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Документ отозван')).toBeInTheDocument();
    expect(
      api.calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/file/d2222222-2222-4222-8222-222222222222')),
    ).toBe(true);

    // The drawer is inert while the confirmation is on top of it.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Вы уверены, что хотите удалить выбранный элемент?' })).toBeNull(),
    );
    await user.click(within(drawer).getByRole('button', { name: 'Сформировать доверенность' }));
    expect(await within(drawer).findByText('Ждёт подписания')).toBeInTheDocument();
    // The drafted power of attorney can be signed with the head's КЭП right there.
    expect(within(drawer).getAllByRole('button', { name: 'Подписать КЭП' }).length).toBeGreaterThan(0);
    const generate = api.calls.find((c) => c.path.endsWith('/generate_trust_document'));
    expect(generate?.body).toEqual({ valid_until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('asks for the end date before taking a scan, and shows the server’s refusal of an МЧД', async () => {
    const message = 'МЧД выдана другим доверителем (ИНН 7707083893), а не вашей компанией (ИНН 7719617469)';
    const api = fakeApi([ivan], {
      uploadReply: { status: 400, data: { error_message: message, code: 'FILE_INVALID', fields: { file: message } } },
    });
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup();
    await chooseAction(user, 'Примеров Иван', 'Карточка и документы');
    const drawer = await screen.findByRole('dialog', { name: 'Примеров Иван' });
    expect(await within(drawer).findByText('Документов пока нет.')).toBeInTheDocument();
    const input = drawer.querySelector<HTMLInputElement>('input[type="file"]')!;

    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'scan.pdf')] } });
    expect(
      await within(drawer).findByText('Для скана доверенности укажите срок действия, затем загрузите файл'),
    ).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['x'], 'ON_EMCHD.xml.sig')] } });
    expect(await within(drawer).findByText('Сначала загрузите МЧД (.xml), затем файл её подписи')).toBeInTheDocument();
    expect(api.calls).toEqual([]);

    fireEvent.change(input, { target: { files: [new File(['<x/>'], 'other.xml')] } });
    expect(await within(drawer).findByText(message)).toBeInTheDocument();
  });

  it('shows the МЧД’s checked signature, and the server’s refusal of a .sig', async () => {
    const message =
      'Подпись МЧД не принята. Владелец сертификата: МЧД подписывает доверитель — руководитель компании своим сертификатом КЭП с ИНН организации, а этот сертификат выдан физическому лицу';
    const signed: RepresentativeDocument = {
      ...mchd,
      signature_file_id: 'f4444444-4444-4444-8444-444444444444',
      signature_check: 'VALID',
      signed_by: {
        signer: 'Смирнова Анна Сергеевна (руководитель) за ООО "Демо Компания"',
        signed_at: '2026-01-15T10:00:00.000Z',
      },
    };
    const unsigned = { ...mchd, id: 'd5555555-5555-4555-8555-555555555555', number: 'второй' };
    const api = fakeApi([darya], {
      documents: [unsigned, signed],
      uploadReply: {
        status: 422,
        data: { error_message: message, code: 'SIGNATURE_INVALID', fields: { file: message } },
      },
    });
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup();
    await chooseAction(user, 'Образцова Дарья Тестовна', 'Карточка и документы');
    const drawer = await screen.findByRole('dialog', { name: 'Образцова Дарья Тестовна' });
    const list = await within(drawer).findByRole('list', { name: 'Документы ответственного лица' });
    expect(
      within(list).getByText(
        'Подпись проверена: Смирнова Анна Сергеевна (руководитель) за ООО "Демо Компания", 15.01.2026',
      ),
    ).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Файл подписи' })).toBeInTheDocument();
    expect(
      within(list).getByText(
        'Подпись доверителя (.sig) не загружена: загрузите подпись руководителя или подпишите МЧД КЭП',
      ),
    ).toBeInTheDocument();

    const input = drawer.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0x30, 0x82])], 'ON_EMCHD.xml.sig')] } });
    expect(await within(drawer).findByText(message)).toBeInTheDocument();
    const upload = api.calls.find((c) => c.path.endsWith('/file'));
    expect(upload?.body).toMatchObject({ signature_for: unsigned.id });
  });
});
