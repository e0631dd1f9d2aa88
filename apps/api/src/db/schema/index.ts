export * from './accounts.js';
export * from './documents.js';
export * from './notifications.js';
export * from './offers.js';
export * from './requisites.js';
export * from './sessions.js';
export * from './verification.js';
