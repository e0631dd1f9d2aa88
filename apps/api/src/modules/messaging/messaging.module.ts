import type { AppModule } from '../module.js';
import { messagingJobs } from './messaging.jobs.js';

export const messagingModule: AppModule = { name: 'messaging', jobs: messagingJobs };
