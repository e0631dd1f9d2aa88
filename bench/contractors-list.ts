/**
 * The company's contractors list (issue 11): every order, filter and search the list offers, each as its
 * first page and a deep page (the last full page of what it finds) read by the previous page's cursor,
 * as the web app reads "next page" — so the deep figure is what a person paging on actually waits for.
 */
import type { EmployeeListRequest, EmployeeListResponse } from '@vyplaty/contracts';

export type Timing = { p50: number; p95: number };
export type ListCase = { name: string; body: EmployeeListRequest };
export type ListFigure = { name: string; found: number; deepPage: number; first: Timing; deep: Timing | undefined };

const PAGE_SIZE = 20;

export const LIST_CASES: ListCase[] = [
  { name: 'newest first (default)', body: {} },
  { name: 'oldest first', body: { sort: { field: 'ADDED_AT', direction: 'ASC' } } },
  { name: 'ФИО А→Я', body: { sort: { field: 'FIO', direction: 'ASC' } } },
  { name: 'ФИО Я→А', body: { sort: { field: 'EMPLOYEE_FIO', direction: 'DESC' } } },
  { name: 'НПД status ↑', body: { sort: { field: 'EMPLOYEE_NPD', direction: 'ASC' } } },
  { name: 'НПД status ↓', body: { sort: { field: 'EMPLOYEE_NPD', direction: 'DESC' } } },
  { name: 'filter ИП', body: { filters: { kind: 'INDIVIDUAL_ENTREPRENEUR' } } },
  { name: 'filter УСН «Доходы»', body: { filters: { tax_regime: 'USN_INCOME' } } },
  { name: 'filter ready to pay', body: { filters: { connection: 'READY' } } },
  { name: 'filter not verified', body: { filters: { connection: 'NOT_VERIFIED' } } },
  { name: 'filter no requisites', body: { filters: { connection: 'NO_REQUISITES' } } },
  { name: 'filter НПД registered', body: { filters: { npd_status: 'REGISTERED' } } },
  { name: 'filter НПД not checked', body: { filters: { npd_status: 'UNKNOWN' } } },
  {
    name: 'filter НПД connected (status + binding)',
    body: { filters: { npd_status: 'REGISTERED', fns_binding: 'BIND' } },
  },
  {
    name: 'filter ready, by ФИО',
    body: { filters: { connection: 'READY' }, sort: { field: 'FIO', direction: 'ASC' } },
  },
  { name: 'search «кузн»', body: { search: 'кузн' } },
  {
    name: 'search «кузнецова анна», by ФИО',
    body: { search: 'кузнецова анна', sort: { field: 'FIO', direction: 'ASC' } },
  },
  { name: 'search «ович» (every other man)', body: { search: 'ович' } },
  { name: 'search phone digits «910 000-12»', body: { search: '910 000-12' } },
  { name: 'search ИНН digits «7710000»', body: { search: '7710000' } },
];

/**
 * Measures each case: the deep page is found once through the cursor of the page before it (fetched by its
 * page number), then first and deep pages are timed alternately, `n` each, so a change in the machine's
 * load during the run weighs on both alike and their ratio stays fair.
 */
export async function measureContractorsList(
  list: (body: EmployeeListRequest) => Promise<{ body: EmployeeListResponse }>,
  n: number,
): Promise<ListFigure[]> {
  const figures: ListFigure[] = [];
  for (const { name, body } of LIST_CASES) {
    const firstPage = { ...body, page_size: PAGE_SIZE };
    const found = (await list(firstPage)).body.totalCount;
    const deepPage = Math.floor(found / PAGE_SIZE);
    let deepRequest: EmployeeListRequest | undefined;
    if (deepPage >= 2) {
      const before = await list({ ...body, page: deepPage - 1, page_size: PAGE_SIZE });
      const after = before.body.next_cursor;
      if (!after) throw new Error(`bench: no cursor after page ${deepPage - 1} of ${name}`);
      deepRequest = { ...body, page: deepPage, page_size: PAGE_SIZE, after };
      if ((await list(deepRequest)).body.items.length !== PAGE_SIZE)
        throw new Error(`bench: deep page of ${name} is short`);
    }
    const firstTimes: number[] = [];
    const deepTimes: number[] = [];
    for (let i = 0; i < n; i++) {
      firstTimes.push(await timed(() => list(firstPage)));
      if (deepRequest) deepTimes.push(await timed(() => list(deepRequest)));
    }
    figures.push({
      name,
      found,
      deepPage,
      first: percentiles(firstTimes),
      deep: deepRequest ? percentiles(deepTimes) : undefined,
    });
  }
  return figures;
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

function percentiles(times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}
