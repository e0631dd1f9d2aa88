/** A fake API for the bundle screens' tests: fixtures and the calls each test routes (documents' style). */
import { apiPaths, type Bundle, type BundleDocument, type BundleRow, type DocumentTemplate } from '@vyplaty/contracts';
import { balanceFixture } from '../../../test/fixtures/balance';
import { PETROV, SIDOROVA, uuidOf } from '../../../test/fixtures/contractors';
import { verifiedCustomerProfile } from '../../../test/fixtures/customer';
import { type RecordedCall, recordingApi, type StubReply } from '../../../test/http-stub';

export const customerSession = { role: 'user', entity_id: 'c1', is_verified: true } as const;
export { PETROV, SIDOROVA, uuidOf };

export type Call = RecordedCall;

export const ACT_TEMPLATE: DocumentTemplate = {
  id: uuidOf('7a2e0c11', 3),
  kind: 'ACT',
  subkind_id: uuidOf('6f1c2d0e', 301),
  name: 'Акт оказанных услуг',
  version: '1',
  customer_id: null,
  signers: 'BOTH',
  sign_order: 'COMPANY_FIRST',
  fields: [
    { key: 'contractor_fio', label: 'Исполнитель', type: 'STRING', required: true, source: 'contractor.fio' },
    { key: 'period', label: 'Период', type: 'STRING', required: true },
  ],
};

export const bundleId = (n: number) => uuidOf('b0000000', n);

export const bundle = (n: number, fields: Partial<Bundle> = {}): Bundle => ({
  id: bundleId(n),
  number: n,
  name: `Акты за ноябрь ${n}`,
  template: { id: ACT_TEMPLATE.id, name: ACT_TEMPLATE.name, kind: 'ACT' },
  status: 'NEW',
  import: { state: 'NONE', error: null, rows_total: 0, rows_done: 0, valid: 0, invalid: 0 },
  generation: { total: 0, done: 0, failed: 0 },
  documents: {
    total: 0,
    DRAFT: 0,
    AWAIT_COMPANY: 0,
    AWAIT_CONTRACTOR: 0,
    SIGNED: 0,
    REJECTED: 0,
    ERROR: 0,
    TERMINATED: 0,
  },
  reminders: { interval_hours: null, max: null, expires_at: null },
  created_at: '2026-11-24T09:00:00.000Z',
  created_by: null,
  generated_at: null,
  can_import: true,
  can_generate: false,
  can_sign: false,
  can_delete: true,
  can_edit: true,
  can_download: false,
  can_terminate: false,
  can_generate_payouts: false,
  ...fields,
});

export const row = (n: number, fields: Partial<BundleRow> = {}): BundleRow => ({
  id: uuidOf('a0000000', n),
  row_number: n + 1,
  state: 'VALID',
  errors: [],
  employee: { id: PETROV.id, fio: 'Петров Пётр Петрович' },
  cells: {},
  document_id: null,
  ...fields,
});

export const bundleDocument = (n: number, fields: Partial<BundleDocument> = {}): BundleDocument => ({
  id: uuidOf('30000000', n),
  number: n,
  title: 'Акт оказанных услуг',
  status: 'AWAIT_SIGN_USER',
  group: 'AWAIT_COMPANY',
  employee: { id: PETROV.id, fio: 'Петров Пётр Петрович', inn: PETROV.inn },
  reason: null,
  created_at: '2026-11-24T09:00:00.000Z',
  ...fields,
});

export const SENT_CODE = {
  channel: 'SMS',
  destination_masked: '+7 *** ***-00-01',
  expires_in_seconds: 300,
  resend_after_seconds: 60,
};

/**
 * Routes a request: the test's `route` first, then the common calls (templates, an empty history, the
 * layout's profile, bell, balance, contractors); anything else is a 404 — as a slice not in yet answers.
 */
export const bundlesTestApi = (route: (call: Call) => StubReply | undefined) => recordingApi(route, common);

function common(path: string): StubReply | undefined {
  if (path === apiPaths.documents.templates) return { status: 200, data: { items: [ACT_TEMPLATE] } };
  if (/\/history$/.test(path)) {
    return {
      status: 200,
      data: {
        items: [{ id: 'h1', event: 'CREATED', text: 'Пакет создан', actor: null, at: '2026-11-24T09:00:00.000Z' }],
      },
    };
  }
  if (path === apiPaths.userProfile) return { status: 200, data: verifiedCustomerProfile };
  if (path === apiPaths.notifications.notReadCount) return { status: 200, data: { count: 0 } };
  if (path === apiPaths.balance.balance) return { status: 200, data: balanceFixture() };
  if (path === apiPaths.employees.list) return { status: 200, data: { items: [PETROV, SIDOROVA], totalCount: 2 } };
  return undefined;
}
