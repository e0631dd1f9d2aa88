/** Documents (acts and contracts). For now the reference data: document types and their kinds. */
import type { AppModule } from '../module.js';
import { documentsRoutes } from './documents.routes.js';

export const documentsModule: AppModule = {
  name: 'documents',
  ...documentsRoutes,
};
