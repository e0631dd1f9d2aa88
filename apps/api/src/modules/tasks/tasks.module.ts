/** Tasks (issue 26): the company's tasks, the contractors' parts in them, both state machines and their history. */

import { registerRouteTable } from '../../http/route-table.js';
import type { AppModule } from '../module.js';
import { taskImportJobs } from './import/task-import.jobs.js';
import { taskImportRoutes } from './import/task-import.routes.js';
import { taskAcceptanceJobs } from './task-acceptance.jobs.js';
import { taskFileRoutes } from './task-files.routes.js';
import { taskPhoneInviteRoutes } from './task-phone-invites.routes.js';
import { taskRegistryRoutes } from './task-registry.routes.js';
import { tasksRoutes } from './tasks.routes.js';

export const tasksModule: AppModule = {
  name: 'tasks',
  privateRoutes: (app, ctx) => {
    registerRouteTable(app, ctx, ['Задания'], tasksRoutes);
    registerRouteTable(app, ctx, ['Задания из Excel'], taskImportRoutes(ctx));
    registerRouteTable(app, ctx, ['Файлы заданий'], taskFileRoutes);
    registerRouteTable(app, ctx, ['Приглашения на задания по телефону'], taskPhoneInviteRoutes);
    registerRouteTable(app, ctx, ['Оплата принятых работ'], taskRegistryRoutes);
  },
  jobs: [...taskImportJobs, ...taskAcceptanceJobs],
};
