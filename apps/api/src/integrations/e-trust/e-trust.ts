/**
 * The accredited CAs' registry of e-trust.gosuslugi.ru (DOMAIN.md §6.8): where its TSL is read. The
 * trust store (modules/certificates) reads it; the sandbox answers it under /sandbox/e-trust/.
 */
export const TSL_PATH = 'app/scc/portal/api/v1/portal/ca/getxml';
/** The sandbox's TSL, for `ctx.sandboxUrl(…)`. */
export const SANDBOX_TSL_PATH = `e-trust/${TSL_PATH}`;
