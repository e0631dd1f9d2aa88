/** Public face of the idempotency module: what a money-moving route needs (DOMAIN §7.4). */
export { canonicalJson, idempotencyKeyHeaders, requireIdempotencyKey, withIdempotency } from './idempotency.js';
