/**
 * Route-wide tenant isolation (issue 4, docs/module-pattern.md §5): every route behind the session has a
 * case in the table below, and a new route without one fails the first test. Company A with contractor X,
 * and company B with contractor Y, each hold the tenant data the routes touch (test-support/isolation/).
 * B and Y call every route with A's and X's ids; the answers hold nothing of A's side, and A's side is
 * unchanged in the database after each case. Both directions of role crossing are in every case.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addApiKeyData, apiKeyCases, apiKeyParty } from '../test-support/isolation/api-key-cases.js';
import { balanceCases } from '../test-support/isolation/balance-cases.js';
import { addBalanceData } from '../test-support/isolation/balance-world.js';
import { addBundleData, bundleCases } from '../test-support/isolation/bundle-cases.js';
import { bundleFilesCases } from '../test-support/isolation/bundle-files-cases.js';
import { bundlePayoutsCases } from '../test-support/isolation/bundle-payouts-cases.js';
import { bundleSigningCases } from '../test-support/isolation/bundle-signing-cases.js';
import { type CaseTable, type Check, runCheck, selfScoped } from '../test-support/isolation/cases.js';
import { companyCases } from '../test-support/isolation/company-cases.js';
import { addCompanyUserData, companyUserCases } from '../test-support/isolation/company-user-cases.js';
import { contractorCases } from '../test-support/isolation/contractor-cases.js';
import { contractorStatisticsCases } from '../test-support/isolation/contractor-statistics-cases.js';
import { documentCases } from '../test-support/isolation/documents-cases.js';
import { addDocumentsData, docs } from '../test-support/isolation/documents-world.js';
import { massPayoutCases } from '../test-support/isolation/mass-payout-cases.js';
import { addMassPayoutsData } from '../test-support/isolation/mass-payouts-world.js';
import { paymentMethodsCases } from '../test-support/isolation/payment-methods-cases.js';
import { payoutCases } from '../test-support/isolation/payout-cases.js';
import { addReportData, reportCases } from '../test-support/isolation/report-cases.js';
import { addRiskAlertData, riskAlertCases } from '../test-support/isolation/risk-alert-cases.js';
import { sharedCases } from '../test-support/isolation/shared-cases.js';
import {
  changedTables,
  markersOf,
  type Owners,
  type Snapshot,
  settledSnapshot,
  snapshotOf,
} from '../test-support/isolation/snapshot.js';
import { taskCases } from '../test-support/isolation/task-cases.js';
import { addTaskFilesData, taskFileCases } from '../test-support/isolation/task-file-cases.js';
import { addTaskImportData, taskImportCases } from '../test-support/isolation/task-import-cases.js';
import { addTaskPhoneInviteData, taskPhoneInviteCases } from '../test-support/isolation/task-phone-invite-cases.js';
import { taskRegistryCases } from '../test-support/isolation/task-registry-cases.js';
import { addTasksData } from '../test-support/isolation/tasks-world.js';
import { addWebhookData, webhookCases } from '../test-support/isolation/webhook-cases.js';
import { buildWorld, extraMarkers, type World } from '../test-support/isolation/world.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';

const cases: CaseTable = {
  ...companyCases,
  ...contractorCases,
  ...sharedCases,
  ...payoutCases,
  ...balanceCases,
  ...documentCases,
  ...massPayoutCases,
  ...taskCases,
  ...taskImportCases,
  ...taskFileCases,
  ...taskPhoneInviteCases,
  ...taskRegistryCases,
  ...contractorStatisticsCases,
  ...bundleCases,
  ...bundlePayoutsCases,
  ...bundleFilesCases,
  ...bundleSigningCases,
  ...riskAlertCases,
  ...reportCases,
  ...companyUserCases,
  ...paymentMethodsCases,
  ...apiKeyCases,
  ...webhookCases,
  // A's processes (its document generation batch, its registry's import): B's pages, any status or kind,
  // show none of them.
  'GET /v1/user/processes': [
    selfScoped('customer'),
    selfScoped('customer', () => ({ query: { status: 'SUCCESS', page: '1', page_size: '100' } })),
    selfScoped('customer', () => ({ query: { kind: 'DOCUMENT_GENERATION' } })),
    selfScoped('customer', () => ({ query: { kind: 'MASS_PAYOUT_IMPORT', page: '2', page_size: '1' } })),
  ],
};

let server: TestServer;
let world: World;
let owners: Owners;
let baseline: Snapshot;
/** When the world was built: nothing may reach A's side by SMS or e-mail after it. */
let since: number;

beforeAll(async () => {
  server = await startTestServer({
    SBER_SANDBOX_BIND_DELAY_MS: '0',
    BANK_SANDBOX_DELAY_MS: '0',
    // B's key plays every company case again: far more calls in a minute than a system makes.
    API_KEY_CALLS_PER_MINUTE: '1000000',
  });
  const built = await buildWorld(server);
  await addBalanceData(server, built);
  await addDocumentsData(server, built);
  await addMassPayoutsData(server, built);
  await addTasksData(server, built);
  await addTaskImportData(server, built);
  await addTaskFilesData(server, built);
  await addTaskPhoneInviteData(server, built);
  await addBundleData(server, built);
  await addRiskAlertData(server, built);
  await addReportData(server, built);
  await addCompanyUserData(server, built);
  await addApiKeyData(server, built);
  await addWebhookData(server, built);
  owners = { customerId: built.a.id, employeeId: built.x.id, accountIds: [built.a.accountId, built.x.accountId] };
  baseline = await settledSnapshot(server.runtime.ctx.db, owners);
  world = {
    ...built,
    bKey: await apiKeyParty(server, built.b),
    markers: [...markersOf(baseline), ...extraMarkers(built), docs.batchId],
  };
  since = Date.now();
}, 120_000);
afterAll(async () => server?.close());

const registered = () => server.runtime.app.privateRoutes.map((r) => `${r.method} ${r.url}`);

it('has an isolation case for every private route, and none for a route that is gone', () => {
  const routes = new Set(registered());
  const missing = [...routes].filter((r) => !(r in cases)).sort();
  const stale = Object.keys(cases)
    .filter((k) => !routes.has(k))
    .sort();
  expect({ missing, stale }, 'give each missing route a case in test-support/isolation/*-cases.ts').toEqual({
    missing: [],
    stale: [],
  });
});

it('the world holds A’s data to protect', () => {
  const tables = Object.entries(baseline)
    .filter(([, rows]) => rows.length > 0)
    .map(([table]) => table);
  expect(tables).toEqual(
    expect.arrayContaining([
      'customers',
      'employees',
      'accounts',
      'customer_employees',
      'customer_bank_accounts',
      'bank_bindings',
      'direct_bank_sessions',
      'customer_constants',
      'representatives',
      'representative_documents',
      'invites',
      'invite_employees',
      'employee_imports',
      'stored_files',
      'agreements',
      'self_nep_keys',
      'notifications',
      'sessions',
      'employee_requisites',
      'fns_receipts',
      'former_employment_statements',
      'payouts',
      'payout_files',
      'payout_counters',
      'services',
      'service_units',
      'ledger_accounts',
      'ledger_operations',
      'moneybacks',
      'bank_statement_items',
      'documents',
      'document_attachments',
      'document_links',
      'processes',
      'tasks',
      'task_employees',
      'risk_alerts',
      'reports',
    ]),
  );
  expect(world.markers.length).toBeGreaterThan(40);
});

it('the checks do catch a leak: A’s own answers fail them', async () => {
  // The same cases with A and X in the callers' places must fail: the markers and statuses are real.
  const mirror: World = { ...world, b: world.a, y: world.x };
  await expect(runCheck(mirror, 'GET /v1/user/bank/', selfScoped('customer'))).rejects.toThrow(/holds A's side/);
  await expect(
    runCheck(mirror, 'GET /v1/user/representative/:id/', cases['GET /v1/user/representative/:id/'] as Check),
  ).rejects.toThrow();
  await expect(
    runCheck(mirror, 'GET /v1/employee/requisite/', cases['GET /v1/employee/requisite/'] as Check),
  ).rejects.toThrow(/holds A's side/);
});

const entries = Object.entries(cases).flatMap(([route, checks]) =>
  [checks].flat().map((check, i) => [route, check, i] as [string, Check, number]),
);

for (const kind of ['ownerOnly', 'selfScoped', 'notTenantData'] as const) {
  describe(kind, () => {
    for (const [route, check, i] of entries.filter(([, c]) => c.kind === kind)) {
      it(i ? `${route} #${i + 1}` : route, async () => {
        await runCheck(world, route, check);
        expect(changedTables(baseline, await snapshotOf(server.runtime.ctx.db, owners))).toEqual([]);
      });
    }
  });
}

it('no SMS or letter reached A’s side from any of the calls above', async () => {
  // Messages go out from jobs: once the queue has run every due job, anything the calls enqueued has been sent.
  await server.waitForQueueIdle();
  const phones = world.markers.filter((m) => /^\+7\d{10}$/.test(m));
  const emails = world.markers.filter((m) => m.includes('@'));
  const sms = (await (await fetch(`${server.baseUrl}/sandbox/sms/messages`)).json()) as {
    items: { to: string; text: string; sentAt: string }[];
  };
  const texts = sms.items.filter((m) => phones.includes(m.to) && Date.parse(m.sentAt) >= since);
  const letters = emails.flatMap((e) => server.mails(e)).filter((m) => Date.parse(m.receivedAt) >= since);
  expect([
    ...texts.map((m) => `SMS to ${m.to}: ${m.text}`),
    ...letters.map((m) => `mail to ${m.to}: ${m.subject}`),
  ]).toEqual([]);
  expect(phones.length).toBeGreaterThan(2);
  expect(emails.length).toBeGreaterThan(1);
});
