/** Documents (acts and contracts): the type tree, templates, documents and their signing with ПЭП. */
import type { AppModule } from '../module.js';
import { generateAttachmentsJob } from './document-attachments.service.js';
import { documentsRoutes } from './documents.routes.js';

export const documentsModule: AppModule = {
  name: 'documents',
  ...documentsRoutes,
  jobs: [generateAttachmentsJob],
};
