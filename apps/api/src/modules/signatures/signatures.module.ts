import type { AppModule } from '../module.js';
import { signatureRoutes } from './signatures.routes.js';

export const signaturesModule: AppModule = {
  name: 'signatures',
  privateRoutes: signatureRoutes,
};
