/** Documents (acts and contracts): the type tree, templates, documents and their signing with ПЭП, attachment hashes. */
import type { AppModule } from '../module.js';
import { attachmentsHashRoutes } from './attachments-hash.routes.js';
import { generateAttachmentsJob } from './document-attachments.service.js';
import { documentsRoutes } from './documents.routes.js';

export const documentsModule: AppModule = {
  name: 'documents',
  publicRoutes: documentsRoutes.publicRoutes,
  privateRoutes(app, ctx) {
    documentsRoutes.privateRoutes?.(app, ctx);
    attachmentsHashRoutes(app, ctx);
  },
  jobs: [generateAttachmentsJob],
};
