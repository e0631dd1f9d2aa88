/** Documents (acts and contracts). For now the reference data (types and kinds) and attachment hashes. */
import type { AppModule } from '../module.js';
import { documentsRoutes } from './documents.routes.js';

export const documentsModule: AppModule = {
  name: 'documents',
  ...documentsRoutes,
};
