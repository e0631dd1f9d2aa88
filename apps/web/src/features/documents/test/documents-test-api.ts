/** A fake API for the documents screens' tests: fixtures and the calls each test routes (payouts' style). */
import { apiPaths, type Document, type DocumentTemplate } from '@vyplaty/contracts';
import { balanceFixture } from '../../../test/fixtures/balance';
import { PETROV, SIDOROVA, uuidOf } from '../../../test/fixtures/contractors';
import { verifiedCustomerProfile } from '../../../test/fixtures/customer';
import { type RecordedCall, recordingApi, type StubReply } from '../../../test/http-stub';

export const customerSession = { role: 'user', entity_id: 'c1', is_verified: true } as const;
export const employeeSession = { role: 'employee', entity_id: 'e1', is_verified: true } as const;

export { PETROV, SIDOROVA, uuidOf };

export type Call = RecordedCall;

export const CONTRACT_TEMPLATE: DocumentTemplate = {
  id: uuidOf('7a2e0c11', 2),
  kind: 'CONTRACT',
  subkind_id: uuidOf('6f1c2d0e', 201),
  name: 'Договор возмездного оказания услуг (ГПХ)',
  version: '1',
  customer_id: null,
  signers: 'BOTH',
  sign_order: 'COMPANY_FIRST',
  fields: [
    { key: 'company_name', label: 'Заказчик', type: 'STRING', required: true, source: 'company.name' },
    { key: 'contractor_fio', label: 'Исполнитель', type: 'STRING', required: true, source: 'contractor.fio' },
    { key: 'city', label: 'Место составления', type: 'STRING', required: true, default: 'г. Москва' },
    { key: 'services', label: 'Услуги', type: 'STRING', format: 'text', required: true, source: 'payout.service_name' },
    { key: 'price', label: 'Цена услуг', type: 'STRING', format: 'money', required: true, source: 'payout.amount' },
    { key: 'start_date', label: 'Начало оказания услуг', type: 'STRING', format: 'date', required: true },
    { key: 'payment_days', label: 'Срок оплаты, рабочих дней', type: 'INTEGER', required: true, default: 5 },
    { key: 'stages', label: 'Этапы', type: 'ARRAY', required: false },
    { key: 'urgent', label: 'Срочно', type: 'BOOLEAN', required: false },
  ],
};

export const doc = (n: number, fields: Partial<Document> = {}): Document => ({
  id: uuidOf('30000000', n),
  number: n,
  kind: 'CONTRACT',
  subkind: { id: CONTRACT_TEMPLATE.subkind_id, name: 'Договор оказания услуг' },
  title: 'Договор возмездного оказания услуг (ГПХ)',
  date: '2026-11-24',
  status: 'DRAFT',
  company: { id: uuidOf('10000000', 1), name: 'ООО "Демо Компания"', inn: '7719617469' },
  employee: { id: uuidOf('00000000', 1), fio: 'Петров Пётр Петрович', inn: '500100732259' },
  template_id: CONTRACT_TEMPLATE.id,
  fields: {},
  signers: 'BOTH',
  sign_order: 'COMPANY_FIRST',
  attachments: [
    {
      id: uuidOf('40000000', n),
      name: `Договор № ${n}.pdf`,
      size: 20480,
      origin: 'GENERATED',
      main: true,
      sha256: 'ab'.repeat(32),
      added_at: '2026-11-24T09:00:00.000Z',
    },
  ],
  signatures: [],
  payout_ids: [],
  reason: null,
  created_at: '2026-11-24T09:00:00.000Z',
  updated_at: '2026-11-24T09:00:00.000Z',
  signed_at: null,
  can_edit: true,
  can_send: true,
  can_sign: false,
  can_reject: false,
  can_terminate: false,
  ...fields,
});

export const SELF_NEP = {
  id: uuidOf('50000000', 1),
  status: 'ACTIVE',
  channel: 'SMS',
  destination_masked: '+7 *** ***-00-01',
  issued_at: '2026-11-01T09:00:00.000Z',
  agreement_id: uuidOf('60000000', 1),
};

export const SENT_CODE = {
  channel: 'SMS',
  destination_masked: '+7 *** ***-00-01',
  expires_in_seconds: 300,
  resend_after_seconds: 60,
};

/**
 * Routes a request: the test's `route` first, then the documents' common calls (templates, history, the
 * ПЭП, empty lists) and the layout's (profile, bell, balance, contractors); anything else is a 404.
 */
export const documentsTestApi = (route: (call: Call) => StubReply | Promise<StubReply> | undefined) =>
  recordingApi(route, common);

function common(path: string): StubReply | undefined {
  if (path === apiPaths.documents.templates) return { status: 200, data: { items: [CONTRACT_TEMPLATE] } };
  if (/\/history$/.test(path)) {
    return {
      status: 200,
      data: { items: [{ id: 'h1', event: 'CREATED', text: 'Документ создан', at: '2026-11-24T09:00:00.000Z' }] },
    };
  }
  if (path === apiPaths.selfNep.current) return { status: 200, data: { self_nep: SELF_NEP } };
  if (path === apiPaths.documents.list || path === apiPaths.documents.employeeList) {
    return { status: 200, data: { items: [], totalCount: 0, next_cursor: null } };
  }
  if (path === apiPaths.userProfile) return { status: 200, data: verifiedCustomerProfile };
  if (path === apiPaths.notifications.notReadCount) return { status: 200, data: { count: 0 } };
  if (path === apiPaths.balance.balance) return { status: 200, data: balanceFixture() };
  if (path === apiPaths.employees.list) return { status: 200, data: { items: [PETROV, SIDOROVA], totalCount: 2 } };
  return undefined;
}
