export * from './auth.js';
export * from './checksums.js';
export * from './enums.js';
export * from './errors.js';
export * from './fields.js';
export * from './paths.js';
export * from './phone.js';
