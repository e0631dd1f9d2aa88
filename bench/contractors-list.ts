/**
 * The company's contractors list (issue 11): every order, filter and search the list offers, each as its
 * first page and a deep page (the last full page of what it finds) read by the previous page's cursor,
 * as the web app reads "next page" — so the deep figure is what a person paging on actually waits for.
 */
import type { EmployeeListRequest, EmployeeListResponse } from '@vyplaty/contracts';
import { measureFirstAndDeep, type PageFigure } from './list-pages.js';

export type { Timing } from './bench-support.js';
export type ListCase = { name: string; body: EmployeeListRequest };
export type ListFigure = PageFigure;

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

/** Each case's first and deep page, `n` requests each (list-pages.ts). */
export async function measureContractorsList(
  list: (body: EmployeeListRequest) => Promise<{ body: EmployeeListResponse }>,
  n: number,
): Promise<ListFigure[]> {
  const figures: ListFigure[] = [];
  for (const { name, body } of LIST_CASES) {
    figures.push(await measureFirstAndDeep(name, list, body, { pageSize: PAGE_SIZE, n }));
  }
  return figures;
}
