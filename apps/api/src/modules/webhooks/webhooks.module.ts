/** The company's webhooks (issue 30, docs/decisions/webhooks.md). */
import type { AppModule } from '../module.js';
import { deliverWebhookJob } from './webhook-deliver.job.js';
import { webhookRoutes } from './webhooks.routes.js';

export const webhooksModule: AppModule = {
  name: 'webhooks',
  privateRoutes: webhookRoutes,
  jobs: [deliverWebhookJob],
};
