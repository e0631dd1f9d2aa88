/**
 * Public face of trust-signing: its routes, and the check of an МЧД's uploaded .sig that runtime.ts hands
 * to representatives (they sit below signatures, so they cannot call it themselves).
 */
export { checkUploadedMchdSignature } from './trust-signing.service.js';
