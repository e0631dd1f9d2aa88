/** Every module of the API, in one list. */

import { agreementsModule } from './agreements/agreements.module.js';
import { apiKeysModule } from './api-keys/api-keys.module.js';
import { authModule } from './auth/auth.module.js';
import { balanceModule } from './balance/balance.module.js';
import { bankAccountsModule } from './bank-accounts/bank-accounts.module.js';
import { bankingModule } from './banking/banking.module.js';
import { bundlesModule } from './bundles/bundles.module.js';
import { certificatesModule } from './certificates/certificates.module.js';
import { companyModule } from './company/company.module.js';
import { companyUsersModule } from './company-users/company-users.module.js';
import { contractorStatisticsModule } from './contractor-statistics/contractor-statistics.module.js';
import { documentsModule } from './documents/documents.module.js';
import { employeeOnboardingModule } from './employee-onboarding/employee-onboarding.module.js';
import { employeesModule } from './employees/employees.module.js';
import { fnsModule } from './fns/fns.module.js';
import { formerEmploymentModule } from './former-employment/former-employment.module.js';
import { healthModule } from './health/health.module.js';
import { historyModule } from './history/history.module.js';
import { idempotencyModule } from './idempotency/idempotency.module.js';
import { invitesModule } from './invites/invites.module.js';
import { lookupsModule } from './lookups/lookups.module.js';
import { massPayoutsModule } from './mass-payouts/mass-payouts.module.js';
import { messagingModule } from './messaging/messaging.module.js';
import type { AppModule } from './module.js';
import { notificationsModule } from './notifications/notifications.module.js';
import { offersModule } from './offers/offers.module.js';
import { payoutsModule } from './payouts/payouts.module.js';
import { processesModule } from './processes/processes.module.js';
import { profileModule } from './profile/profile.module.js';
import { reportsModule } from './reports/reports.module.js';
import { representativesModule } from './representatives/representatives.module.js';
import { requisitesModule } from './requisites/requisites.module.js';
import { riskAlertsModule } from './risk-alerts/risk-alerts.module.js';
import { signaturesModule } from './signatures/signatures.module.js';
import { tasksModule } from './tasks/tasks.module.js';
import { trustSigningModule } from './trust-signing/trust-signing.module.js';
import { webhooksModule } from './webhooks/webhooks.module.js';

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
  signaturesModule,
  certificatesModule,
  agreementsModule,
  bankingModule,
  companyModule,
  representativesModule,
  trustSigningModule,
  employeesModule,
  invitesModule,
  fnsModule,
  employeeOnboardingModule,
  formerEmploymentModule,
  idempotencyModule,
  balanceModule,
  payoutsModule,
  massPayoutsModule,
  historyModule,
  processesModule,
  tasksModule,
  contractorStatisticsModule,
  bundlesModule,
  reportsModule,
  riskAlertsModule,
  companyUsersModule,
  apiKeysModule,
  webhooksModule,
];
