/** Documents (acts and contracts): the type tree, templates, documents and their signing with ПЭП, КЭП and Госключ, attachment hashes, sending by e-mail. */

import { registerRouteTable } from '../../http/route-table.js';
import type { AppModule } from '../module.js';
import { attachmentsHashRoutes } from './attachments-hash.routes.js';
import { documentActRoutes } from './document-act.routes.js';
import { generateAttachmentsJob } from './document-attachments.service.js';
import { documentEmailRoutes } from './document-email.routes.js';
import { sendDocumentToEmailJob } from './document-email.service.js';
import { documentGoskeyRoutes } from './document-goskey.routes.js';
import { documentsRoutes } from './documents.routes.js';

export const documentsModule: AppModule = {
  name: 'documents',
  privateRoutes: (app, ctx) =>
    registerRouteTable(
      app,
      ctx,
      ['Документы'],
      [
        ...documentsRoutes,
        ...attachmentsHashRoutes,
        ...documentActRoutes,
        ...documentGoskeyRoutes,
        ...documentEmailRoutes,
      ],
    ),
  jobs: [generateAttachmentsJob, sendDocumentToEmailJob],
};
