import type { AppModule } from '../module.js';
import { useMchdSignatureCheck } from '../representatives/index.js';
import { trustSigningRoutes } from './trust-signing.routes.js';
import { checkUploadedMchdSignature } from './trust-signing.service.js';

// An МЧД's uploaded .sig is verified here: representatives cannot call signatures (they sit above it).
useMchdSignatureCheck(checkUploadedMchdSignature);

/** Trust documents of responsible persons signed by the company's head with КЭП, here or in an uploaded .sig. */
export const trustSigningModule: AppModule = {
  name: 'trust-signing',
  privateRoutes: trustSigningRoutes,
};
