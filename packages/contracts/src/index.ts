import { z } from 'zod';

// Russian default messages for every schema, on both sides (texts a person reads are Russian).
z.config(z.locales.ru());

export * from './auth.js';
export * from './bank-accounts.js';
export * from './checksums.js';
export * from './documents.js';
export * from './enums.js';
export * from './errors.js';
export * from './fields.js';
export * from './lookups.js';
export * from './notifications.js';
export * from './paths.js';
export * from './phone.js';
export * from './requisites.js';
