import type { AppModule } from '../module.js';
import { notificationRoutes } from './notifications.routes.js';
import { pushJobs } from './push.jobs.js';
import { supportNotificationRoutes } from './support-notifications.routes.js';

export const notificationsModule: AppModule = {
  name: 'notifications',
  jobs: pushJobs,
  publicRoutes: notificationRoutes.publicRoutes,
  privateRoutes: notificationRoutes.privateRoutes,
  supportRoutes: supportNotificationRoutes,
};
