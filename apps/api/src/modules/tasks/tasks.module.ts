/** Tasks (issue 26): the company's tasks, the contractors' parts in them, both state machines and their history. */

import { registerRouteTable } from '../../http/route-table.js';
import type { AppModule } from '../module.js';
import { tasksRoutes } from './tasks.routes.js';

export const tasksModule: AppModule = {
  name: 'tasks',
  privateRoutes: (app, ctx) => registerRouteTable(app, ctx, ['Задания'], tasksRoutes),
};
