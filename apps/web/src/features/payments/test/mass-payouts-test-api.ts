/** Fixtures of the registry screens' tests: registries and their rows as the API answers them. */
import type { MassPayout, MassPayoutRow } from '@vyplaty/contracts';
import { uuidOf } from './payouts-test-api';

export const registryId = (n: number) => uuidOf('30000000', n);

export const registry = (n: number, fields: Partial<MassPayout> = {}): MassPayout => ({
  id: registryId(n),
  number: n,
  kind: 'NPD',
  status: 'DRAFT',
  error_mode: 'IGNORE_ERRORS',
  file: { name: `Реестр октябрь ${n}.xlsx`, size: 12_000, kind: 'EXCEL' },
  import: { status: 'ACTIVATED', phase: 'DONE', error: null, rows_total: 5, rows_done: 5 },
  rows: { valid: 3, invalid: 1, duplicate: 1 },
  totals: { gross: '4000.00', ndfl: '0.00', net: '4000.00' },
  payment: null,
  // 21:30 UTC is 00:30 of the next day in Moscow.
  created_at: '2026-11-20T21:30:00.000Z',
  updated_at: '2026-11-20T21:31:00.000Z',
  ...fields,
});

export const importing = (n: number, done: number, total: number): MassPayout =>
  registry(n, {
    import: { status: 'IN_PROGRESS', phase: 'VALIDATING', error: null, rows_total: total, rows_done: done },
    rows: { valid: 0, invalid: 0, duplicate: 0 },
    totals: { gross: '0.00', ndfl: '0.00', net: '0.00' },
  });

export const registryRow = (n: number, fields: Partial<MassPayoutRow> = {}): MassPayoutRow => ({
  id: uuidOf('40000000', n),
  row_number: n,
  state: 'VALID',
  cells: {},
  employee_id: uuidOf('00000000', n),
  full_name: 'Петров Пётр Петрович',
  inn: '500100732259',
  amount: '1000.00',
  ndfl: '0.00',
  net: '1000.00',
  service_name: 'Разработка сайта',
  external_id: null,
  errors: [],
  duplicate_of_payout_id: null,
  duplicate_confirmed: false,
  payout_id: null,
  payout_number: null,
  payout_status: null,
  ...fields,
});

export const BAD_ROW = registryRow(4, {
  state: 'INVALID',
  full_name: null,
  inn: null,
  amount: null,
  net: null,
  service_name: null,
  employee_id: null,
  cells: { Фамилия: 'Сидорова', Имя: 'Анна', ИНН: '12345', 'Сумма, руб.': '1000' },
  errors: ['ИНН: 12 цифр для физического лица'],
});

export const REPEAT_ROW = registryRow(5, {
  state: 'DUPLICATE',
  full_name: 'Иванов Иван',
  errors: ['Похоже на повтор выплаты № 12 от 01.11.2026: тот же исполнитель, сумма и услуга'],
  duplicate_of_payout_id: uuidOf('20000000', 12),
});

/** A registry being paid (PROCESSING) or paid: its payment in `phase`, with the counts given. */
export const paying = (
  n: number,
  payment: Partial<NonNullable<MassPayout['payment']>> = {},
  fields: Partial<MassPayout> = {},
): MassPayout =>
  registry(n, {
    status: 'PROCESSING',
    payment: {
      phase: 'CHECKING',
      channel: 'NOMINAL_ACCOUNT',
      rows_total: 4,
      rows_done: 0,
      rows_paid: 0,
      rows_failed: 0,
      error: null,
      started_at: '2026-11-21T09:00:00.000Z',
      finished_at: null,
      ...payment,
    },
    ...fields,
  });
