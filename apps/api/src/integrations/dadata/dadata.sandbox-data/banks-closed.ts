/** Banks that are being wound up or no longer exist: their БИК still turns up on old documents, and the form warns. */
import type { SandboxBank } from './types.js';

const MOSCOW = 'г. Москва';

export const closedBanks: readonly SandboxBank[] = [
  {
    // License revoked on 21.02.2024; the bank is being wound up.
    bic: '044525416',
    corr: '30101810645250000416',
    kind: 'BANK',
    payment: 'КИВИ БАНК (АО)',
    short: 'КИВИ БАНК',
    inn: '3123011520',
    kpp: '772601001',
    swift: null,
    city: MOSCOW,
    postalCode: null,
    address: 'г Москва',
    status: 'LIQUIDATING',
  },
  {
    // Merged into Банк ВТБ (ПАО) on 01.01.2025.
    bic: '044525985',
    corr: '30101810300000000985',
    kind: 'BANK',
    payment: 'ПАО БАНК "ФК ОТКРЫТИЕ"',
    short: 'БАНК "ФК ОТКРЫТИЕ"',
    inn: '7706092528',
    kpp: '770501001',
    swift: 'JSNMRUMM',
    city: MOSCOW,
    postalCode: '115114',
    address: 'г Москва, ул Летниковская, д 2 стр 4',
    status: 'LIQUIDATED',
    liquidationDate: '2025-01-01',
  },
  {
    // Merged into Банк «ФК Открытие» in 2014; its БИК still appears on old payment documents.
    bic: '044525352',
    corr: '30101810700000000352',
    kind: 'BANK',
    payment: 'ПАО БАНК "ПЕТРОКОММЕРЦ"',
    short: 'БАНК "ПЕТРОКОММЕРЦ"',
    inn: null,
    kpp: null,
    swift: null,
    city: MOSCOW,
    postalCode: null,
    address: 'г Москва',
    status: 'LIQUIDATED',
  },
];
