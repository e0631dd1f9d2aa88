import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiPaths,
  type EmployeeListItem,
  type EmployeeListRequest,
  formerEmploymentBlockMessage,
  formerEmploymentVerdict,
} from '@vyplaty/contracts';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate, moscowToday } from '../../../lib/format';
import { http } from '../../../lib/http';
import { verifiedCustomerProfile } from '../../../test/fixtures/customer';
import { pathOf, type StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';
import { captureSavedFiles } from '../../../test/saved-files';
import { setViewportWidth } from '../../../test/viewport';

const originalAdapter = http.defaults.adapter;
const customer = { role: 'user', entity_id: 'c1', is_verified: true } as const;
const profile = verifiedCustomerProfile;

const NEVER_SAID = { status: 'NEVER', ended_on: null, stated_at: '2026-11-01T09:00:00.000Z' } as const;

const person = (n: number, fields: Partial<EmployeeListItem> = {}): EmployeeListItem => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  last_name: `Исполнитель${n}`,
  first_name: 'Иван',
  patronymic: null,
  phone: `+7999000${String(n).padStart(4, '0')}`,
  inn: '500100732259',
  kind: 'INDIVIDUAL_PERSON',
  tax_regime: 'NPD',
  npd_status: 'UNKNOWN',
  fns_binding: null,
  yearly_income: null,
  is_verified: true,
  has_requisites: true,
  former_employment: { employee: NEVER_SAID, customer: NEVER_SAID },
  connection: 'READY',
  added_at: '2026-11-20T09:00:00.000Z',
  ...fields,
});

const PETROV = person(1, {
  last_name: 'Петров',
  first_name: 'Пётр',
  patronymic: 'Петрович',
  phone: '+79990000001',
  npd_status: 'REGISTERED',
  fns_binding: 'BIND',
  yearly_income: '1200000.00',
});
const IP = person(2, {
  last_name: 'Сидорова',
  first_name: 'Анна',
  kind: 'INDIVIDUAL_ENTREPRENEUR',
  tax_regime: 'USN_INCOME',
  connection: 'NO_REQUISITES',
  has_requisites: false,
  npd_status: 'NOT_REGISTERED',
  fns_binding: 'ERROR',
  yearly_income: '0.00',
});
const NEWBIE = person(3, {
  last_name: null,
  first_name: null,
  inn: null,
  is_verified: false,
  has_requisites: false,
  connection: 'NOT_VERIFIED',
});

type Options = { removeReply?: StubReply; exportReply?: StubReply };

/** A fake API: the list answers from `all` with the request's search, tax-regime filter and paging. */
function fakeApi(initial: EmployeeListItem[], options: Options = {}) {
  let all = [...initial];
  const lists: EmployeeListRequest[] = [];
  const writes: { method: string; path: string; body: unknown }[] = [];
  const handler = (req: Parameters<typeof pathOf>[0]): StubReply => {
    const path = pathOf(req);
    const method = (req.method ?? 'get').toUpperCase();
    const body = req.data ? JSON.parse(String(req.data)) : undefined;
    if (path === apiPaths.userProfile) return { status: 200, data: profile };
    if (path === apiPaths.notifications.notReadCount) return { status: 200, data: { count: 0 } };
    if (path === apiPaths.employees.entitiesCount) {
      return { status: 200, data: { total: all.length, ready: 1, not_verified: 1, no_requisites: 1, disconnected: 0 } };
    }
    if (path === apiPaths.employees.list && method === 'POST') {
      const request = body as Required<EmployeeListRequest>;
      lists.push(request);
      const found = all
        .filter((e) => !request.search || `${e.last_name} ${e.phone}`.includes(request.search))
        .filter((e) => !request.filters?.tax_regime || e.tax_regime === request.filters.tax_regime)
        .filter((e) => !request.filters?.npd_status || e.npd_status === request.filters.npd_status)
        .filter((e) => !request.filters?.fns_binding || e.fns_binding === request.filters.fns_binding);
      const start = (request.page - 1) * request.page_size;
      return { status: 200, data: { items: found.slice(start, start + request.page_size), totalCount: found.length } };
    }
    if (path === apiPaths.employees.list && method === 'DELETE') {
      writes.push({ method, path, body });
      if (options.removeReply) return options.removeReply;
      all = all.filter((e) => !(body as { ids: string[] }).ids.includes(e.id));
      return { status: 200, data: { removed: (body as { ids: string[] }).ids.length } };
    }
    const confirmed = /^\/v1\/employees\/([^/]+)\/former_employment$/.exec(path);
    if (confirmed && method === 'PUT') {
      writes.push({ method, path, body });
      const statement = { ...body, stated_at: '2026-11-23T10:00:00.000Z' };
      all = all.map((e) =>
        e.id === confirmed[1] ? { ...e, former_employment: { ...e.former_employment, customer: statement } } : e,
      );
      return { status: 200, data: { former_employment: all.find((e) => e.id === confirmed[1])?.former_employment } };
    }
    if (path === apiPaths.employees.export) {
      writes.push({ method, path, body });
      return options.exportReply ?? { status: 200, data: new Blob(['xlsx']) };
    }
    return { status: 404, data: {} };
  };
  return { handler, lists, writes, lastList: () => lists.at(-1) };
}

const PAGE = '/employees';

async function tableRow(text: string) {
  const table = await screen.findByRole('table', { name: 'Исполнители' });
  return within(table).getByText(text).closest('tr') as HTMLElement;
}

describe('/employees', () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    vi.unstubAllGlobals();
  });

  it('shows the first page newest first with kind, tax regime, НПД status, FNS, income and connection state', async () => {
    const api = fakeApi([PETROV, IP, NEWBIE]);
    renderApp(PAGE, { session: customer, api: api.handler });
    const petrov = await tableRow('Петров Пётр Петрович');
    expect(within(petrov).getByText('+7 999 000-00-01')).toBeInTheDocument();
    expect(within(petrov).getByText('Физическое лицо')).toBeInTheDocument();
    expect(within(petrov).getByText('НПД (самозанятый)')).toBeInTheDocument();
    expect(within(petrov).getByText('Самозанятый')).toBeInTheDocument();
    expect(within(petrov).getByText('Подключён к ФНС')).toBeInTheDocument();
    expect(within(petrov).getByText('Подключён')).toBeInTheDocument();
    expect(within(petrov).getByText('1 200 000,00 ₽ / 2 400 000,00 ₽')).toBeInTheDocument();
    expect(within(petrov).getByText('20.11.2026')).toBeInTheDocument();
    const ip = await tableRow('Сидорова Анна');
    expect(within(ip).getByText('Индивидуальный предприниматель')).toBeInTheDocument();
    expect(within(ip).getByText('УСН «Доходы»')).toBeInTheDocument();
    expect(within(ip).getByText('Нет реквизитов')).toBeInTheDocument();
    const newbie = await tableRow('ФИО не указано');
    expect(within(newbie).getByText('Не завершил регистрацию')).toBeInTheDocument();
    expect(within(newbie).getByText('Не подключён к ФНС')).toBeInTheDocument();
    expect(screen.getByText('Всего 3: подключены 1, без реквизитов 1, не завершили регистрацию 1')).toBeInTheDocument();
    expect(api.lists[0]).toEqual({
      page: 1,
      page_size: 20,
      sort: { field: 'ADDED_AT', direction: 'DESC' },
      filters: {},
    });

    expect(screen.getByRole('link', { name: 'Пригласить исполнителя' })).toHaveAttribute('href', '/employees/invite');
    expect(screen.getByRole('link', { name: 'Приглашения' })).toHaveAttribute('href', '/employees/invites');
    expect(screen.getByRole('link', { name: 'Настройки' })).toHaveAttribute('href', '/employees/constants');
  });

  it('sorts on the server by clicking the ФИО and date headers', async () => {
    const api = fakeApi([PETROV, IP]);
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'ФИО' }));
    await waitFor(() => expect(api.lastList()?.sort).toEqual({ field: 'FIO', direction: 'ASC' }));
    await user.click(screen.getByRole('button', { name: 'ФИО' }));
    await waitFor(() => expect(api.lastList()?.sort).toEqual({ field: 'FIO', direction: 'DESC' }));
    await user.click(screen.getByRole('button', { name: 'Добавлен' }));
    await waitFor(() => expect(api.lastList()?.sort).toEqual({ field: 'ADDED_AT', direction: 'DESC' }));
    await user.click(screen.getByRole('button', { name: 'Добавлен' }));
    await waitFor(() => expect(api.lastList()?.sort).toEqual({ field: 'ADDED_AT', direction: 'ASC' }));
  });

  it('shows the НПД status as a coloured chip, the FNS connection and the year’s income for each status', async () => {
    const api = fakeApi([PETROV, IP, NEWBIE, person(4, { last_name: 'Ждущий', fns_binding: 'AWAIT_BIND' })]);
    renderApp(PAGE, { session: customer, api: api.handler });
    const chip = (row: HTMLElement, text: string) => within(row).getByText(text).closest('.MuiChip-root');

    const petrov = await tableRow('Петров Пётр Петрович');
    expect(chip(petrov, 'Самозанятый')).toHaveClass('MuiChip-colorSuccess');
    const ip = await tableRow('Сидорова Анна');
    expect(chip(ip, 'Не самозанятый')).toHaveClass('MuiChip-colorError');
    expect(within(ip).getByText('Ошибка подключения к ФНС')).toBeInTheDocument();
    expect(within(ip).getByText('0,00 ₽ / 2 400 000,00 ₽')).toBeInTheDocument();
    const newbie = await tableRow('ФИО не указано');
    expect(chip(newbie, 'Не проверен')).toHaveClass('MuiChip-colorDefault');
    expect(within(newbie).getByText('Не подключён к ФНС')).toBeInTheDocument();
    // No ИНН and no income checked yet: two dashes.
    expect(within(newbie).getAllByText('—')).toHaveLength(2);
    const waiting = await tableRow('Ждущий Иван');
    expect(within(waiting).getByText('Ждёт подтверждения в «Мой налог»')).toBeInTheDocument();
  });

  it('sorts by НПД status on the server', async () => {
    const api = fakeApi([PETROV, IP]);
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Статус НПД' }));
    await waitFor(() => expect(api.lastList()?.sort).toEqual({ field: 'EMPLOYEE_NPD', direction: 'ASC' }));
    await user.click(screen.getByRole('button', { name: 'Статус НПД' }));
    await waitFor(() => expect(api.lastList()?.sort).toEqual({ field: 'EMPLOYEE_NPD', direction: 'DESC' }));
  });

  it('filters by НПД status and by the connection to FNS', async () => {
    const api = fakeApi([PETROV, IP]);
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup();
    await tableRow('Петров Пётр Петрович');
    await user.click(screen.getByRole('button', { name: 'Фильтры' }));
    const filters = await screen.findByRole('dialog', { name: 'Фильтры' });
    await user.click(within(filters).getByRole('combobox', { name: 'Статус НПД' }));
    await user.click(await screen.findByRole('option', { name: 'Не самозанятый' }));
    await waitFor(() => expect(api.lastList()?.filters).toEqual({ npd_status: 'NOT_REGISTERED' }));
    await user.click(within(filters).getByRole('combobox', { name: 'Подключение к ФНС' }));
    await user.click(await screen.findByRole('option', { name: 'Ошибка подключения к ФНС' }));
    await waitFor(() =>
      expect(api.lastList()?.filters).toEqual({ npd_status: 'NOT_REGISTERED', fns_binding: 'ERROR' }),
    );
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Статус НПД: Не самозанятый')).toBeInTheDocument();
    expect(screen.getByText('Подключение к ФНС: Ошибка подключения к ФНС')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Петров Пётр Петрович')).not.toBeInTheDocument());
    expect(screen.getByText('Сидорова Анна')).toBeInTheDocument();
  });

  it('searches once typing pauses and says when nobody is found', async () => {
    const api = fakeApi([PETROV, IP]);
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup();
    await tableRow('Петров Пётр Петрович');
    await user.type(screen.getByLabelText('Поиск'), 'Петров');
    await waitFor(() => expect(api.lastList()?.search).toBe('Петров'));
    // One request for the whole word, not one per letter.
    expect(api.lists.filter((l) => l.search)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Сидорова Анна')).not.toBeInTheDocument());
    expect(screen.getByText('Петров Пётр Петрович')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Поиск'));
    await user.type(screen.getByLabelText('Поиск'), 'Никто');
    expect(await screen.findByText('Никого не нашлось. Измените поиск или фильтры.')).toBeInTheDocument();
  });

  it('filters through the «Фильтры» choices and shows the filter as a closable chip', async () => {
    const api = fakeApi([PETROV, IP]);
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup();
    await tableRow('Петров Пётр Петрович');
    await user.click(screen.getByRole('button', { name: 'Фильтры' }));
    const filters = await screen.findByRole('dialog', { name: 'Фильтры' });
    await user.click(within(filters).getByRole('combobox', { name: 'Налоговый режим' }));
    await user.click(await screen.findByRole('option', { name: 'УСН «Доходы»' }));
    await waitFor(() => expect(api.lastList()?.filters).toEqual({ tax_regime: 'USN_INCOME' }));
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Налоговый режим: УСН «Доходы»')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Петров Пётр Петрович')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Фильтры (1)' })).toBeInTheDocument();

    await user.click(screen.getByTitle('Убрать фильтр «Налоговый режим»'));
    await waitFor(() => expect(api.lastList()?.filters).toEqual({}));
    expect(await screen.findByText('Петров Пётр Петрович')).toBeInTheDocument();
  });

  it('pages on the server', async () => {
    const many = Array.from({ length: 25 }, (_, i) => person(i + 10));
    const api = fakeApi(many);
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup();
    await tableRow('Исполнитель10 Иван');
    expect(screen.getByText('1–20 из 25')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /следующ/i }));
    expect(await screen.findByText('Исполнитель30 Иван')).toBeInTheDocument();
    expect(api.lastList()).toMatchObject({ page: 2, page_size: 20 });
    expect(screen.getByText('21–25 из 25')).toBeInTheDocument();
  });

  it('asks for the list and the counts once on opening: the page takes what the route loader started', async () => {
    const api = fakeApi([PETROV, IP]);
    const counts = vi.fn(api.handler);
    renderApp(`${PAGE}?search=Петров`, {
      session: customer,
      api: (req) => (pathOf(req) === apiPaths.employees.entitiesCount ? counts(req) : api.handler(req)),
    });
    expect(
      await screen.findByText('Всего 2: подключены 1, без реквизитов 1, не завершили регистрацию 1'),
    ).toBeInTheDocument();
    await tableRow('Петров Пётр Петрович');
    expect(api.lists).toEqual([
      { page: 1, page_size: 20, sort: { field: 'ADDED_AT', direction: 'DESC' }, search: 'Петров', filters: {} },
    ]);
    expect(counts).toHaveBeenCalledTimes(1);
  });

  it('opens the list an address describes: page, order, search and filter are asked for and shown', async () => {
    const many = Array.from({ length: 25 }, (_, i) => person(i + 10, { tax_regime: 'USN_INCOME' }));
    const api = fakeApi(many);
    const { router } = renderApp(`${PAGE}?page=2&sort=FIO&direction=ASC&search=Исполнитель&tax_regime=USN_INCOME`, {
      session: customer,
      api: api.handler,
    });
    expect(await screen.findByText('21–25 из 25')).toBeInTheDocument();
    expect(api.lists).toEqual([
      {
        page: 2,
        page_size: 20,
        sort: { field: 'FIO', direction: 'ASC' },
        search: 'Исполнитель',
        filters: { tax_regime: 'USN_INCOME' },
      },
    ]);
    expect(screen.getByLabelText('Поиск')).toHaveValue('Исполнитель');
    expect(screen.getByText('Налоговый режим: УСН «Доходы»')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ФИО' }).closest('th')).toHaveAttribute('aria-sort', 'ascending');

    // A new filter starts again from the first page, and the address follows.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Фильтры (1)' }));
    const filters = await screen.findByRole('dialog', { name: 'Фильтры' });
    await user.click(within(filters).getByRole('combobox', { name: 'Статус НПД' }));
    await user.click(await screen.findByRole('option', { name: 'Не проверен' }));
    await waitFor(() =>
      expect(api.lastList()).toMatchObject({ page: 1, filters: { tax_regime: 'USN_INCOME', npd_status: 'UNKNOWN' } }),
    );
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      sort: 'FIO',
      direction: 'ASC',
      search: 'Исполнитель',
      tax_regime: 'USN_INCOME',
      npd_status: 'UNKNOWN',
    });
  });

  it('ignores what an edited address gets wrong and shows the list from its defaults', async () => {
    const api = fakeApi([PETROV, IP]);
    renderApp(`${PAGE}?page=-3&page_size=7&sort=PASSWORD&direction=UP&tax_regime=NONE&npd_status=REGISTERED`, {
      session: customer,
      api: api.handler,
    });
    await tableRow('Петров Пётр Петрович');
    expect(api.lists[0]).toEqual({
      page: 1,
      page_size: 20,
      sort: { field: 'ADDED_AT', direction: 'DESC' },
      filters: { npd_status: 'REGISTERED' },
    });
  });

  it('removes the selected contractors through the delete dialog', async () => {
    const api = fakeApi([PETROV, IP, NEWBIE]);
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup();
    await tableRow('Петров Пётр Петрович');
    await user.click(screen.getByRole('checkbox', { name: 'Выбрать: Петров Пётр Петрович' }));
    await user.click(screen.getByRole('checkbox', { name: 'Выбрать: Сидорова Анна' }));
    expect(screen.getByText('Выбрано: 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вы уверены, что хотите удалить выбранный элемент?' });
    expect(
      within(dialog).getByText('Это действие нельзя будет отменить, и все связанные данные будут потеряны.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.writes).toEqual([
      { method: 'DELETE', path: apiPaths.employees.list, body: { ids: [PETROV.id, IP.id] } },
    ]);
    expect(await screen.findByText('Исполнители удалены: 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Петров Пётр Петрович')).not.toBeInTheDocument());
    expect(screen.getByText('ФИО не указано')).toBeInTheDocument();
    expect(screen.queryByText(/Выбрано/)).not.toBeInTheDocument();
  });

  it('selects the whole page at once, and a failed removal keeps everything with the SPEC message', async () => {
    const api = fakeApi([PETROV, IP], { removeReply: { status: 500, data: 'oops' } });
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup();
    await tableRow('Петров Пётр Петрович');
    await user.click(screen.getByRole('checkbox', { name: 'Выбрать всех на странице' }));
    expect(screen.getByText('Выбрано: 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Незивестная ошибка удаления')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(api.writes[0]?.body).toEqual({ ids: [PETROV.id, IP.id] });
    expect(screen.getByText('Петров Пётр Петрович')).toBeInTheDocument();
  });

  it('downloads the .xlsx of what the list shows (same search, filters and order)', async () => {
    const saved = captureSavedFiles();
    const api = fakeApi([PETROV, IP]);
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup();
    await tableRow('Петров Пётр Петрович');
    await user.type(screen.getByLabelText('Поиск'), 'Петров');
    await waitFor(() => expect(api.lastList()?.search).toBe('Петров'));
    await user.click(screen.getByRole('button', { name: 'Выгрузить в Excel' }));
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^Исполнители \d{2}\.\d{2}\.\d{4}\.xlsx$/)]));
    expect(api.writes).toEqual([
      {
        method: 'POST',
        path: apiPaths.employees.export,
        body: { sort: { field: 'ADDED_AT', direction: 'DESC' }, search: 'Петров', filters: {} },
      },
    ]);
  });

  it('shows the server’s message when the export is refused', async () => {
    const message = 'В выгрузке может быть не больше 10000 исполнителей, а найдено 12000: уточните поиск или фильтры';
    const api = fakeApi([PETROV], {
      exportReply: {
        status: 400,
        data: new Blob([JSON.stringify({ error_message: message, code: 'VALIDATION_ERROR' })]),
      },
    });
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup();
    await tableRow('Петров Пётр Петрович');
    await user.click(screen.getByRole('button', { name: 'Выгрузить в Excel' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('says when the company has no contractors yet', async () => {
    renderApp(PAGE, { session: customer, api: fakeApi([]).handler });
    expect(
      await screen.findByText('Исполнителей пока нет. Пригласите исполнителя — он появится здесь после регистрации.'),
    ).toBeInTheDocument();
  });

  it('shows cards with selection and an order choice on a phone', async () => {
    setViewportWidth(375);
    const api = fakeApi([PETROV, IP]);
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Исполнители' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list).getByText('Петров Пётр Петрович').closest('li') as HTMLElement;
    expect(
      within(card).getByText('Подключён к ФНС · доход за год: 1 200 000,00 ₽ / 2 400 000,00 ₽'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Самозанятый')).toBeInTheDocument();
    expect(within(card).getByText('Добавлен 20.11.2026')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Порядок' }));
    await user.click(await screen.findByRole('option', { name: 'По ФИО, А–Я' }));
    await waitFor(() => expect(api.lastList()?.sort).toEqual({ field: 'FIO', direction: 'ASC' }));
    await user.click(screen.getByRole('checkbox', { name: 'Выбрать всех' }));
    expect(screen.getByText('Выбрано: 2')).toBeInTheDocument();
  });

  describe('former employment (N5)', () => {
    const dismissed = dayjs(moscowToday()).subtract(1, 'year').format('YYYY-MM-DD');
    const said = (status: 'NEVER' | 'ENDED' | 'CURRENT', endedOn: string | null = null) => ({
      status,
      ended_on: endedOn,
      stated_at: '2026-11-01T09:00:00.000Z',
    });
    const AGREED = person(1, { last_name: 'Согласный' });
    const SILENT = person(2, { last_name: 'Молчащий', former_employment: { employee: null, customer: null } });
    const STAFF = person(3, {
      last_name: 'Штатный',
      former_employment: { employee: said('NEVER'), customer: said('CURRENT') },
    });
    const FORMER = person(4, {
      last_name: 'Уволенный',
      former_employment: { employee: said('ENDED', dismissed), customer: null },
    });
    const UNCONFIRMED = person(5, {
      last_name: 'Неподтверждённый',
      former_employment: { employee: said('NEVER'), customer: null },
    });
    const chipsOf = (row: HTMLElement) => [...row.querySelectorAll('.MuiChip-label')].map((c) => c.textContent);

    it('shows the verdict as a chip under the НПД status, with the reason on hover', async () => {
      renderApp(PAGE, { session: customer, api: fakeApi([AGREED, SILENT, STAFF, FORMER, UNCONFIRMED]).handler });
      expect(chipsOf(await tableRow('Согласный Иван'))).toEqual(['Не проверен', 'Подключён']);

      const silent = within(await tableRow('Молчащий Иван')).getByText('Нет ответа о трудовом договоре');
      expect(silent.closest('.MuiChip-root')).toHaveAttribute(
        'title',
        formerEmploymentBlockMessage({ kind: 'NOT_DECLARED' }),
      );
      const staff = within(await tableRow('Штатный Иван')).getByText('Сотрудник компании');
      expect(staff.closest('.MuiChip-root')).toHaveAttribute(
        'title',
        formerEmploymentBlockMessage({ kind: 'CURRENT' }),
      );
      const former = within(await tableRow('Уволенный Иван')).getByText(`Бывший сотрудник до ${formatDate(dismissed)}`);
      expect(former.closest('.MuiChip-root')).toHaveAttribute(
        'title',
        formerEmploymentBlockMessage(formerEmploymentVerdict(FORMER.former_employment, moscowToday())),
      );
      expect(former.closest('.MuiChip-root')?.getAttribute('title')).toContain(
        'выплаты ему как самозанятому возможны с',
      );
      expect(
        within(await tableRow('Неподтверждённый Иван')).getByText('Не подтверждено компанией'),
      ).toBeInTheDocument();
    });

    it('«Трудовой договор» shows the contractor’s answer and sends the company’s confirmation', async () => {
      const api = fakeApi([FORMER, SILENT]);
      renderApp(PAGE, { session: customer, api: api.handler });
      const user = userEvent.setup();
      await tableRow('Уволенный Иван');
      await user.click(screen.getByRole('button', { name: 'Действия с исполнителем: Уволенный Иван' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Трудовой договор' }));
      const dialog = await screen.findByRole('dialog', { name: 'Трудовой договор: Уволенный Иван' });
      expect(
        within(dialog).getByText(
          `Исполнитель ответил 01.11.2026: бывший сотрудник компании, уволен(а) ${formatDate(dismissed)}`,
        ),
      ).toBeInTheDocument();
      expect(
        within(dialog).getByRole('radiogroup', {
          name: 'Был ли исполнитель сотрудником компании по трудовому договору?',
        }),
      ).toBeInTheDocument();
      // Prefilled with the contractor's answer: confirming is one click.
      expect(within(dialog).getByRole('radio', { name: 'Бывший сотрудник компании' })).toBeChecked();
      // The date field's picker comes with the first date field drawn (components/date-picker.tsx).
      expect(await within(dialog).findByRole('group', { name: 'Дата увольнения' })).toHaveTextContent(
        formatDate(dismissed),
      );
      const listsBefore = api.lists.length;
      await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.writes).toEqual([
        {
          method: 'PUT',
          path: `/v1/employees/${FORMER.id}/former_employment`,
          body: { status: 'ENDED', ended_on: dismissed },
        },
      ]);
      // The list is read again for the new verdict.
      await waitFor(() => expect(api.lists.length).toBeGreaterThan(listsBefore));
    });

    it('the company corrects a contractor who has not answered; the answer is required', async () => {
      const api = fakeApi([SILENT]);
      renderApp(PAGE, { session: customer, api: api.handler });
      const user = userEvent.setup();
      await tableRow('Молчащий Иван');
      await user.click(screen.getByRole('button', { name: 'Действия с исполнителем: Молчащий Иван' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Трудовой договор' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Исполнитель ещё не ответил')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
      expect(
        await within(dialog).findByText('Укажите, был ли исполнитель сотрудником компании по трудовому договору'),
      ).toBeInTheDocument();
      await user.click(within(dialog).getByRole('radio', { name: 'Сотрудник компании по трудовому договору' }));
      await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.writes).toEqual([
        {
          method: 'PUT',
          path: `/v1/employees/${SILENT.id}/former_employment`,
          body: { status: 'CURRENT', ended_on: null },
        },
      ]);
    });

    it('a row opens the contractor’s drawer: data, НПД and FNS state, requisites, and the confirmation as a visible action', async () => {
      const api = fakeApi([FORMER, SILENT]);
      renderApp(PAGE, { session: customer, api: api.handler });
      const user = userEvent.setup();
      // Selecting a row is not opening it.
      await user.click(within(await tableRow('Уволенный Иван')).getByRole('checkbox'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByText('Выбрано: 1')).toBeInTheDocument();

      await user.click(within(await tableRow('Уволенный Иван')).getByText('+7 999 000-00-04'));
      const drawer = await screen.findByRole('dialog', { name: 'Уволенный Иван' });
      expect(drawer).toHaveStyle({ width: '628px' });
      const field = (label: string) => within(drawer).getByText(label, { selector: 'dt' }).nextElementSibling;
      expect(field('ИНН')).toHaveTextContent('500100732259');
      expect(field('Статус НПД')).toHaveTextContent('Не проверен');
      expect(field('«Мой налог»')).toHaveTextContent('Не подключён к ФНС');
      expect(field('Реквизиты для выплат')).toHaveTextContent('Указаны');
      expect(field('Ответ исполнителя')).toHaveTextContent(
        `Бывший сотрудник компании, уволен(а) ${formatDate(dismissed)} (01.11.2026)`,
      );
      expect(field('Сведения компании')).toHaveTextContent('Компания ещё не подтвердила');
      expect(within(drawer).getByRole('alert')).toHaveTextContent('выплаты ему как самозанятому возможны с');

      await user.click(within(drawer).getByRole('button', { name: 'Подтвердить ответ исполнителя' }));
      const dialog = await screen.findByRole('dialog', { name: 'Трудовой договор: Уволенный Иван' });
      await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Трудовой договор: Уволенный Иван' })).not.toBeInTheDocument(),
      );
      expect(api.writes).toEqual([
        {
          method: 'PUT',
          path: `/v1/employees/${FORMER.id}/former_employment`,
          body: { status: 'ENDED', ended_on: dismissed },
        },
      ]);
      // The drawer follows the refreshed list: the company's word is shown, the action now changes it.
      await waitFor(() =>
        expect(field('Сведения компании')).toHaveTextContent(
          `Бывший сотрудник компании, уволен(а) ${formatDate(dismissed)} (23.11.2026)`,
        ),
      );
      expect(within(drawer).getByRole('button', { name: 'Изменить сведения' })).toBeInTheDocument();
    });

    it('removes the contractor from the company from their drawer, after the SPEC confirmation', async () => {
      const api = fakeApi([FORMER, SILENT]);
      renderApp(PAGE, { session: customer, api: api.handler });
      const user = userEvent.setup();
      await user.click(within(await tableRow('Молчащий Иван')).getByText('+7 999 000-00-02'));
      const drawer = await screen.findByRole('dialog', { name: 'Молчащий Иван' });
      await user.click(within(drawer).getByRole('button', { name: 'Удалить из компании' }));
      const confirm = await screen.findByRole('dialog', { name: 'Вы уверены, что хотите удалить выбранный элемент?' });
      await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
      expect(await screen.findByText('Исполнитель удалён')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.writes).toEqual([{ method: 'DELETE', path: apiPaths.employees.list, body: { ids: [SILENT.id] } }]);
      await waitFor(() => expect(screen.queryByText('Молчащий Иван')).not.toBeInTheDocument());
      expect(screen.getByText('Уволенный Иван')).toBeInTheDocument();
    });

    it('on a phone a tap on a card opens the drawer at full width', async () => {
      setViewportWidth(375);
      renderApp(PAGE, { session: customer, api: fakeApi([SILENT]).handler });
      const list = await screen.findByRole('list', { name: 'Исполнители' });
      await userEvent.click(within(list).getByText(/Добавлен/));
      const drawer = await screen.findByRole('dialog', { name: 'Молчащий Иван' });
      expect(drawer).toHaveStyle({ width: '100%' });
      expect(within(drawer).getByRole('button', { name: 'Указать сведения' })).toBeInTheDocument();
    });

    it('shows the chip and the menu on a phone card too', async () => {
      setViewportWidth(375);
      renderApp(PAGE, { session: customer, api: fakeApi([SILENT]).handler });
      const list = await screen.findByRole('list', { name: 'Исполнители' });
      const card = within(list).getByText('Молчащий Иван').closest('li') as HTMLElement;
      expect(within(card).getByText('Нет ответа о трудовом договоре')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Действия с исполнителем: Молчащий Иван' })).toBeInTheDocument();
    });
  });
});
