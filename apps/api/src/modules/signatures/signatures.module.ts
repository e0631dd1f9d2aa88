import type { AppModule } from '../module.js';

/**
 * The signing mechanics every signable thing uses (codes, evidence, keys); its calls belong to what is
 * signed — the ПЭП issuing flow is agreements' (the ПЭП agreement is what the code signs).
 */
export const signaturesModule: AppModule = {
  name: 'signatures',
};
