/**
 * The accredited CAs' registry of e-trust.gosuslugi.ru (DOMAIN.md §6.8): where its TSL is read. The
 * trust store (modules/certificates) reads it; the sandbox answers it under /sandbox/e-trust/.
 */
export const TSL_PATH = 'app/scc/portal/api/v1/portal/ca/getxml';
/** The sandbox's TSL, for `ctx.sandboxUrl(…)`. */
export const SANDBOX_TSL_PATH = `e-trust/${TSL_PATH}`;
/**
 * The sandbox's CRL of its test CA at an address its TSL never lists: the one a certificate names in
 * its CRL Distribution Points (DOMAIN.md §6.8 «TSL and distribution points»).
 */
export const SANDBOX_CDP_PATH = 'e-trust/cdp/test-ca.crl';
