import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type MassPayout, type MassPayoutRow, pathWithId } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import type { StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';
import { captureSavedFiles } from '../../../test/saved-files';
import { setViewportWidth } from '../../../test/viewport';
import { BAD_ROW, importing, REPEAT_ROW, registry, registryId, registryRow } from '../test/mass-payouts-test-api';
import { type Call, customerSession, payoutsTestApi } from '../test/payouts-test-api';

const originalAdapter = http.defaults.adapter;
beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await import('./payments-pages');
}, 30_000);
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const ID = registryId(1);
const PAGE = `/payments/mass-payment/${ID}`;
const ONE = pathWithId(apiPaths.massPayouts.one, ID);
const ROWS = pathWithId(apiPaths.massPayouts.rows, ID);
const ROWS_OF_FILE = [registryRow(1), registryRow(2), registryRow(3), BAD_ROW, REPEAT_ROW];

type Options = {
  /** The registry as the server has it at the moment of each GET. */
  current?: () => MassPayout;
  rows?: MassPayoutRow[];
  change?: (call: Call) => StubReply | undefined;
};

function registryApi({ current = () => registry(1), rows = ROWS_OF_FILE, change }: Options = {}) {
  return payoutsTestApi((call) => {
    if (call.path === ONE && call.method === 'GET') return { status: 200, data: current() };
    if (call.path === ROWS && call.method === 'GET') {
      const state = (call.params as { state?: string }).state;
      return { status: 200, data: { items: rows.filter((r) => !state || r.state === state), next_cursor: null } };
    }
    if (call.path === apiPaths.massPayouts.list) return { status: 200, data: { items: [], next_cursor: null } };
    if (call.path === pathWithId(apiPaths.massPayouts.history, ID)) {
      const events = [{ id: 'e1', event: 'CREATED', text: 'Реестр загружен', at: '2026-11-20T21:30:00.000Z' }];
      if (!['NEW', 'IN_PROGRESS'].includes(current().import.status)) {
        events.push({ id: 'e2', event: 'VALIDATED', text: 'Строки проверены', at: '2026-11-20T21:31:00.000Z' });
      }
      return { status: 200, data: { items: events } };
    }
    return change?.(call);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('registry page (/payments/mass-payment/{id})', () => {
  it('follows the check every second with «Проверено N из M строк», then shows the totals and rows and stops asking', async () => {
    let now = registry(1, {
      import: { status: 'IN_PROGRESS', phase: 'READING', error: null, rows_total: 3, rows_done: 3 },
    });
    const api = registryApi({ current: () => now });
    renderApp(PAGE, { session: customerSession, api: api.handler });
    expect(await screen.findByRole('heading', { name: 'Реестр № 1' })).toBeInTheDocument();
    // Reading: how many rows so far, the total is not known yet.
    expect(await screen.findByText('Читаем файл: прочитано строк — 3')).toBeInTheDocument();
    expect(screen.getByText('Проверяется')).toBeInTheDocument();
    now = importing(1, 2, 5);
    expect(screen.getByText('Реестр октябрь 1.xlsx · загружен 21.11.2026 00:30 МСК')).toBeInTheDocument();
    const progress = await screen.findByText('Проверено 2 из 5 строк');
    expect(screen.getByRole('progressbar', { name: 'Ход проверки реестра' })).toHaveAttribute('aria-valuenow', '40');
    expect(api.to(ROWS, 'GET')).toHaveLength(0);
    const asked = api.to(ONE, 'GET').length;
    now = importing(1, 4, 5);
    expect(await screen.findByText('Проверено 4 из 5 строк')).toBeInTheDocument();
    // Asked again within about a second, not earlier than the interval.
    expect(api.to(ONE, 'GET').length - asked).toBeLessThanOrEqual(2);
    expect(screen.getByRole('progressbar', { name: 'Ход проверки реестра' })).toHaveAttribute('aria-valuenow', '80');
    now = registry(1);
    const totals = await screen.findByRole('region', { name: 'Итоги реестра' });
    expect(progress).not.toBeInTheDocument();
    expect(within(totals).getAllByText('4 000,00 ₽')).toHaveLength(2);
    expect(within(totals).queryByText('НДФЛ')).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Строки реестра' })).toBeInTheDocument();
    expect(screen.getByText('Черновик')).toBeInTheDocument();
    // The history is read again once the check is over.
    expect(await screen.findByText('Строки проверены')).toBeInTheDocument();

    const done = api.to(ONE, 'GET').length;
    await sleep(2500);
    expect(api.to(ONE, 'GET')).toHaveLength(done);
  });

  it('says why a file could not be imported', async () => {
    const failed = registry(1, {
      import: {
        status: 'ERROR',
        phase: 'DONE',
        error: 'Файл не похож на книгу Excel: сохраните его как .xlsx',
        rows_total: 0,
        rows_done: 0,
      },
    });
    const api = registryApi({ current: () => failed });
    renderApp(PAGE, { session: customerSession, api: api.handler });
    expect(await screen.findByText('Файл не похож на книгу Excel: сохраните его как .xlsx')).toBeInTheDocument();
    expect(screen.getByText('Файл не загружен')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Строки реестра' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Удалить реестр' })).toBeInTheDocument();
  });

  it('says «Реестр не найден» for a registry that is not the company’s', async () => {
    const api = payoutsTestApi((call) =>
      call.path === ONE ? { status: 404, data: { code: 'NOT_FOUND', error_message: 'Реестр не найден' } } : undefined,
    );
    renderApp(PAGE, { session: customerSession, api: api.handler });
    expect(await screen.findByRole('alert')).toHaveTextContent('Реестр не найден');
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
  });

  it('shows each row’s cells and reasons, and the rows of one state from the server', async () => {
    const api = registryApi();
    const { router } = renderApp(PAGE, { session: customerSession, api: api.handler });
    const table = await screen.findByRole('table', { name: 'Строки реестра' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(api.to(ROWS, 'GET')[0]?.params).toEqual({ page_size: 20 });

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('tab', { name: 'С ошибками (1)' }));
    await waitFor(() => expect(api.to(ROWS, 'GET').at(-1)?.params).toEqual({ page_size: 20, state: 'INVALID' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const bad = within(table).getAllByRole('row')[1]!;
    // A row the server could not read is shown from the file's own cells.
    expect(within(bad).getByText('Сидорова Анна')).toBeInTheDocument();
    expect(within(bad).getByText('12345')).toBeInTheDocument();
    expect(within(bad).getByText('ИНН: 12 цифр для физического лица')).toBeInTheDocument();
    expect(within(bad).getByText('С ошибкой')).toBeInTheDocument();
    expect(router.state.location.search).toContain('state=INVALID');

    await user.click(screen.getByRole('tab', { name: 'Похожие на повтор (1)' }));
    await waitFor(() => expect(api.to(ROWS, 'GET').at(-1)?.params).toEqual({ page_size: 20, state: 'DUPLICATE' }));
    expect(
      await within(table).findByText('Похоже на повтор выплаты № 12 от 01.11.2026: тот же исполнитель, сумма и услуга'),
    ).toBeInTheDocument();

    // A text of the reasons narrows the rows on the server, from page 1, and stays in the address.
    await user.type(screen.getByRole('searchbox', { name: 'Текст ошибки' }), 'ИНН');
    await waitFor(() =>
      expect(api.to(ROWS, 'GET').at(-1)?.params).toEqual({ page_size: 20, state: 'DUPLICATE', error: 'ИНН' }),
    );
    expect(router.state.location.search).toContain('search=');
  });

  it('removes the chosen rows after a confirmation and shows the registry recounted', async () => {
    const api = registryApi({
      change: (call) =>
        call.path === ROWS && call.method === 'DELETE'
          ? { status: 200, data: registry(1, { rows: { valid: 3, invalid: 0, duplicate: 1 } }) }
          : undefined,
    });
    renderApp(PAGE, { session: customerSession, api: api.handler });
    const table = await screen.findByRole('table', { name: 'Строки реестра' });
    const user = userEvent.setup({ delay: null });
    await user.click(within(table).getByRole('checkbox', { name: 'Выбрать строку 4' }));
    expect(screen.getByText('Выбрано строк: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Убрать из реестра' }));
    const dialog = await screen.findByRole('dialog', { name: 'Убрать строки из реестра?' });
    await user.click(within(dialog).getByRole('button', { name: 'Убрать' }));
    expect(await screen.findByText('Строка убрана из реестра')).toBeInTheDocument();
    expect(api.to(ROWS, 'DELETE')[0]?.body).toEqual({ ids: [BAD_ROW.id] });
    expect(await screen.findByRole('tab', { name: 'С ошибками (0)' })).toBeInTheDocument();
    expect(screen.queryByText('Выбрано строк: 1')).not.toBeInTheDocument();
  });

  it('confirms a suspected repeat', async () => {
    const api = registryApi({
      change: (call) => (call.path === ROWS && call.method === 'PUT' ? { status: 200, data: registry(1) } : undefined),
    });
    renderApp(PAGE, { session: customerSession, api: api.handler });
    const table = await screen.findByRole('table', { name: 'Строки реестра' });
    await userEvent.click(within(table).getByRole('button', { name: 'Подтвердить повтор' }));
    await waitFor(() =>
      expect(api.to(ROWS, 'PUT')[0]?.body).toEqual({ ids: [REPEAT_ROW.id], duplicate_confirmed: true }),
    );
  });

  it('changes the error mode, and puts it back with the server’s reason when refused', async () => {
    let isRefused = false;
    const api = registryApi({
      change: (call) => {
        if (call.path !== ONE || call.method !== 'PUT') return undefined;
        if (isRefused) {
          return {
            status: 409,
            data: { code: 'INVALID_STATE', error_message: 'Реестр уже оплачивается: менять его нельзя' },
          };
        }
        return { status: 200, data: registry(1, { error_mode: 'FAIL_ERRORS' }) };
      },
    });
    renderApp(PAGE, { session: customerSession, api: api.handler });
    const strict = await screen.findByRole('radio', { name: 'Не оплачивать, если есть ошибки' });
    expect(screen.getByRole('radio', { name: 'Оплатить только верные строки' })).toBeChecked();
    const user = userEvent.setup({ delay: null });
    await user.click(strict);
    await waitFor(() => expect(api.to(ONE, 'PUT')[0]?.body).toEqual({ error_mode: 'FAIL_ERRORS' }));
    await waitFor(() => expect(strict).toBeChecked());

    isRefused = true;
    await user.click(screen.getByRole('radio', { name: 'Оплатить только верные строки' }));
    expect(await screen.findByText('Реестр уже оплачивается: менять его нельзя')).toBeInTheDocument();
    await waitFor(() => expect(strict).toBeChecked());
  });

  it('downloads the error report and deletes the draft, back to the list', async () => {
    const saved = captureSavedFiles();
    const api = registryApi({
      change: (call) => {
        if (call.path === pathWithId(apiPaths.massPayouts.errorReport, ID))
          return { status: 200, data: new Blob(['x']) };
        if (call.path === ONE && call.method === 'DELETE') return { status: 204 };
        return undefined;
      },
    });
    const { router } = renderApp(PAGE, { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Скачать файл с ошибками' }));
    await waitFor(() => expect(saved).toEqual(['Реестр № 1 — ошибки.xlsx']));

    await user.click(screen.getByRole('button', { name: 'Удалить реестр' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вы уверены, что хотите удалить выбранный элемент?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payments/mass-payment'));
    expect(api.to(ONE, 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('Реестр № 1 удалён')).toBeInTheDocument();
  });

  it('shows an individuals’ registry with its НДФЛ, its rows as cards on a phone', async () => {
    setViewportWidth(390);
    const person = registry(2, { kind: 'INDIVIDUAL', totals: { gross: '2000.00', ndfl: '260.00', net: '1740.00' } });
    const api = payoutsTestApi((call) => {
      if (call.path === pathWithId(apiPaths.individualMassPayouts.one, person.id)) return { status: 200, data: person };
      if (call.path === pathWithId(apiPaths.individualMassPayouts.rows, person.id)) {
        const row = registryRow(1, { ndfl: '130.00', net: '870.00' });
        return { status: 200, data: { items: [row], next_cursor: null } };
      }
      return undefined;
    });
    renderApp(`/payments/mass-individual-payment/${person.id}`, { session: customerSession, api: api.handler });
    const totals = await screen.findByRole('region', { name: 'Итоги реестра' });
    expect(within(totals).getByText('260,00 ₽')).toBeInTheDocument();
    expect(within(totals).getByText('1 740,00 ₽')).toBeInTheDocument();
    const cards = await screen.findByRole('list', { name: 'Строки реестра' });
    expect(within(cards).getByText('1. Петров Пётр Петрович')).toBeInTheDocument();
    expect(within(cards).getByText('ИНН 500100732259 · НДФЛ 130,00 ₽')).toBeInTheDocument();
  });
});
