/** Every module of the API, in one list. */
import { authModule } from './auth/auth.module.js';
import { bankAccountsModule } from './bank-accounts/bank-accounts.module.js';
import { documentsModule } from './documents/documents.module.js';
import { healthModule } from './health/health.module.js';
import { lookupsModule } from './lookups/lookups.module.js';
import { messagingModule } from './messaging/messaging.module.js';
import type { AppModule } from './module.js';
import { notificationsModule } from './notifications/notifications.module.js';
import { offersModule } from './offers/offers.module.js';
import { profileModule } from './profile/profile.module.js';
import { requisitesModule } from './requisites/requisites.module.js';

export const modules: readonly AppModule[] = [
  healthModule,
  authModule,
  offersModule,
  profileModule,
  messagingModule,
  notificationsModule,
  documentsModule,
  bankAccountsModule,
  requisitesModule,
  lookupsModule,
];
