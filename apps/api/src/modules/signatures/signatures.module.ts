import type { AppModule } from '../module.js';
import { pollGoskeyJob } from './goskey.jobs.js';

/**
 * The signing mechanics every signable thing uses (codes, evidence, keys, Госключ requests); its calls
 * belong to what is signed — the ПЭП issuing flow is agreements' (the ПЭП agreement is what the code
 * signs). Its one job follows the Госключ requests to their end.
 */
export const signaturesModule: AppModule = {
  name: 'signatures',
  jobs: [pollGoskeyJob],
};
