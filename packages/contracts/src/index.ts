import { z } from 'zod';

// Russian default messages for every schema, on both sides (texts a person reads are Russian).
z.config(z.locales.ru());

export * from './agreements.js';
export * from './auth.js';
export * from './balance.js';
export * from './bank-accounts.js';
export * from './certificates.js';
export * from './checksums.js';
export * from './company.js';
export * from './direct-bank.js';
export * from './documents.js';
export * from './email.js';
export * from './employee-onboarding.js';
export * from './employees.js';
export * from './enums.js';
export * from './errors.js';
export * from './fields.js';
export * from './fns.js';
export * from './former-employment.js';
export * from './goskey.js';
export * from './history.js';
export * from './invites.js';
export * from './lookups.js';
export * from './money.js';
export * from './notifications.js';
export * from './pagination.js';
export * from './paths.js';
export * from './payment-limits.js';
export * from './payouts.js';
export * from './person-name.js';
export * from './phone.js';
export * from './representatives.js';
export * from './requisites.js';
export * from './route-page-data.js';
export * from './sber.js';
export * from './self-nep.js';
