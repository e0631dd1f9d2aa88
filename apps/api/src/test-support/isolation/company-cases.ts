/** Isolation cases of the company's routes (role customer): profile, accounts, people, invites, contractors. */
import { DEMO_PASSWORD } from '../../db/seed/demo.js';
import { DIRECT_BANK_SANDBOX_USERS } from '../../integrations/one-c-direct-bank/direct-bank.sandbox.js';
import { type Call, type CaseTable, ownerOnly, selfScoped } from './cases.js';
import { addDays, importWorkbook, personInn, snils, today } from './world.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
let n = 0;
/** A mobile number no one in the test has. */
const phone = () => `+7996${String(process.pid % 1000).padStart(3, '0')}${String(++n).padStart(4, '0')}`;

const invite = (lastName: string) => ({
  kind: 'INDIVIDUAL_PERSON',
  tax_regime: 'NPD',
  comment: 'Проверка изоляции',
  employees: [{ phone: phone(), last_name: lastName }],
});

export const companyCases: CaseTable = {
  // profile
  'GET /v1/user/profile': selfScoped('customer'),
  'PATCH /v1/user/profile': selfScoped('customer', () => ({ body: { signer_position: 'Генеральный директор' } })),
  'POST /v1/user/actualization/': selfScoped('customer', () => ({ body: {} })),
  'POST /v1/user/deactivate/': selfScoped('customer', () => ({ body: { password: DEMO_PASSWORD } }), { fresh: true }),
  'GET /v1/user/payment_limit': selfScoped('customer'),
  // The journal holds A's payouts, documents, logins, bank accounts and responsible persons: B's pages, any
  // kind or period, show none of them.
  'GET /v1/user/journal': [
    selfScoped('customer'),
    selfScoped('customer', () => ({ query: { entity_kind: 'payout', date_from: today(), date_to: today() } })),
    selfScoped('customer', () => ({ query: { entity_kind: 'document', page: '1', page_size: '100' } })),
    selfScoped('customer', () => ({ query: { entity_kind: 'bank_account' } })),
    selfScoped('customer', () => ({ query: { entity_kind: 'representative', page: '2', page_size: '1' } })),
  ],

  // payments-accounts and the nominal account
  'GET /v1/user/bank/': selfScoped('customer'),
  'POST /v1/user/bank/': selfScoped('customer', () => ({
    body: {
      account_type: 'LEGAL_ENTITY',
      bik: '044525311',
      bank_name: 'АО "ОТП Банк"',
      corr_account: '30101810000000000311',
      account_number: '40702810300180001774',
    },
  })),
  'PATCH /v1/user/bank/:id/': ownerOnly('a', (w) => [
    { params: { id: w.a.bankAccountId }, body: { is_default: true } },
    { params: { id: w.a.bankAccountId }, body: { bank_name: 'Чужой банк' } },
  ]),
  'DELETE /v1/user/bank/:id/': ownerOnly('a', (w) => ({ params: { id: w.a.bankAccountId } })),
  'GET /v1/sber/balance': selfScoped('customer'),
  // B's own account is bound already: asking again is refused, and never touches A's binding.
  'POST /v1/sber/balance': selfScoped('customer', () => ({ body: {} }), { allow: [202, 409] }),
  // The company's own bank through 1C:DirectBank: every call is about the caller's own session only.
  'GET /v1/one_c_direct_bank': selfScoped('customer'),
  'POST /v1/one_c_direct_bank/login': selfScoped('customer', () => ({
    body: { login: DIRECT_BANK_SANDBOX_USERS.withOtp.login, password: DIRECT_BANK_SANDBOX_USERS.withOtp.password },
  })),
  // B waits for a code (after the login case) or holds a session: a wrong code or «log in first», never A's.
  'POST /v1/one_c_direct_bank/login_otp': selfScoped('customer', () => ({ body: { otp: '000000' } }), {
    allow: [200, 400, 409],
  }),
  'POST /v1/one_c_direct_bank/logout': selfScoped('customer', () => ({ body: {} })),

  // responsible persons and their documents
  'GET /v1/user/representatives/': selfScoped('customer'),
  'POST /v1/user/representative/': selfScoped('customer', () => ({
    body: {
      last_name: 'Новенькая',
      first_name: 'Вера',
      job_title: 'Юрист',
      inn: personInn(),
      snils: snils(),
    },
  })),
  'GET /v1/user/representative/job_title': selfScoped('customer'),
  'GET /v1/user/representative/:id/': ownerOnly('a', (w) => ({ params: { id: w.a.representativeId } })),
  'PATCH /v1/user/representative/:id/': ownerOnly('a', (w) => ({
    params: { id: w.a.representativeId },
    body: { job_title: 'Юрист' },
  })),
  'DELETE /v1/user/representative/:id/': ownerOnly('a', (w) => ({ params: { id: w.a.representativeId } })),
  'GET /v1/user/representative/:id/files': ownerOnly('a', (w) => ({ params: { id: w.a.representativeId } })),
  'GET /v1/user/representative/file_content': ownerOnly('a', (w) => ({ query: { file_id: w.a.documentFileId } })),
  'POST /v1/user/representative/:id/file': ownerOnly('a', (w): Call[] => [
    {
      params: { id: w.a.representativeId },
      form: {
        fields: { number: '1/2026', issued_on: today(), valid_until: addDays(today(), 30) },
        file: { name: 'scan.pdf', bytes: PDF },
      },
    },
    // Through B's own person: a signature for A's document.
    {
      params: { id: w.b.representativeId },
      form: { fields: { signature_for: w.a.documentId }, file: { name: 'a.sig', bytes: Buffer.from([0x30]) } },
    },
  ]),
  'DELETE /v1/user/representative/:id/file/:documentId': ownerOnly('a', (w) => [
    { params: { id: w.a.representativeId, documentId: w.a.documentId } },
    { params: { id: w.b.representativeId, documentId: w.a.documentId } },
  ]),
  'GET /v1/user/representative/:id/sign_kep': ownerOnly('a', (w) => [
    { params: { id: w.a.representativeId }, query: { document_id: w.a.documentId } },
    { params: { id: w.b.representativeId }, query: { document_id: w.a.documentId } },
  ]),
  'POST /v1/user/representative/:id/sign_kep': ownerOnly('a', (w) => [
    { params: { id: w.a.representativeId }, body: { document_id: w.a.documentId, signature: 'MIIBAAAA' } },
    { params: { id: w.b.representativeId }, body: { document_id: w.a.documentId, signature: 'MIIBAAAA' } },
  ]),
  'GET /v1/user/representative/:id/evidence': ownerOnly('a', (w) => [
    { params: { id: w.a.representativeId }, query: { document_id: w.a.documentId } },
    { params: { id: w.b.representativeId }, query: { document_id: w.a.documentId } },
  ]),
  'POST /v1/user/representative/:id/generate_trust_document': ownerOnly('a', (w) => ({
    params: { id: w.a.representativeId },
    body: { valid_until: addDays(today(), 30) },
  })),

  // invites
  'GET /v1/invites': [
    selfScoped('customer'),
    selfScoped('customer', () => ({ query: { status: 'DRAFT', page_size: '100' } })),
  ],
  'POST /v1/invite': selfScoped('customer', () => ({ body: invite('Новичков') })),
  'GET /v1/invite/disconnected_employees': selfScoped('customer'),
  'GET /v1/invite/:id': ownerOnly('a', (w) => [
    { params: { id: w.a.draftInviteId } },
    { params: { id: w.a.publishedInviteId } },
  ]),
  'PUT /v1/invite/:id': ownerOnly('a', (w) => ({ params: { id: w.a.draftInviteId }, body: invite('Подменов') })),
  'DELETE /v1/invite/:id': ownerOnly('a', (w) => ({ params: { id: w.a.draftInviteId } })),
  'POST /v1/invite/:id/publish': ownerOnly('a', (w) => ({ params: { id: w.a.draftInviteId } })),
  'POST /v1/invite/:id/reject': ownerOnly('a', (w) => ({ params: { id: w.a.publishedInviteId } })),
  'GET /v1/invite/:id/employees/list': ownerOnly('a', (w) => ({ params: { id: w.a.publishedInviteId } })),
  'DELETE /v1/invite/:id/employees/:personId': ownerOnly('a', (w) => [
    { params: { id: w.a.publishedInviteId, personId: w.a.invitePersonId } },
    { params: { id: w.b.publishedInviteId, personId: w.a.invitePersonId } },
  ]),
  'POST /v1/invite/:id/employees/send_sms': ownerOnly('a', (w) => [
    { params: { id: w.a.publishedInviteId }, body: {} },
    { params: { id: w.a.publishedInviteId }, body: { employee_ids: [w.a.invitePersonId] } },
    // Through B's own invite, A's person: no SMS goes to A's invitee.
    { params: { id: w.b.publishedInviteId }, body: { employee_ids: [w.a.invitePersonId] } },
  ]),

  // the company's contractors
  // Searching for X by name, phone or ИНН finds nothing in B's list (nor in its export).
  'POST /v1/employees': [
    selfScoped('customer', () => ({ body: {} })),
    selfScoped('customer', () => ({ body: { search: 'Иксов' } })),
    selfScoped('customer', (w) => ({ body: { search: w.x.phone } })),
    selfScoped('customer', (w) => ({ body: { search: w.x.inn } })),
  ],
  'DELETE /v1/employees': ownerOnly('a', (w) => [{ body: { ids: [w.x.id] } }, { body: { ids: [w.a.formerId] } }]),
  'POST /v1/employees/export': [
    selfScoped('customer', () => ({ body: {} })),
    selfScoped('customer', (w) => ({ body: { search: w.x.phone } })),
  ],
  // Former employment (N5): B confirms nothing about A's contractor X, nor about A's removed one.
  'PUT /v1/employees/:id/former_employment': ownerOnly('a', (w) => [
    { params: { id: w.x.id }, body: { status: 'CURRENT' } },
    { params: { id: w.a.formerId }, body: { status: 'ENDED', ended_on: '2024-01-31' } },
  ]),
  'GET /v1/employee/entities/count': selfScoped('customer'),
  'GET /v1/user/constants': selfScoped('customer'),
  'PUT /v1/user/constants': selfScoped('customer', () => ({
    body: {
      service_name: 'Услуги соседа',
      activity_kind: null,
      default_employee_kind: null,
      default_tax_regime: null,
      invite_comment: null,
    },
  })),

  // import from .xlsx
  // The same empty template for every company, but for companies only.
  'GET /v1/employees/import_file/template': selfScoped('customer'),
  'POST /v1/employees/import_file': selfScoped('customer', async () => ({
    form: { file: { name: 'people.xlsx', bytes: await importWorkbook([['Новиков', 'Нил', '', phone()]]) } },
  })),
  'POST /v1/employees/import_file/create': ownerOnly('a', (w) => ({ body: { import_id: w.a.importId } })),
  'GET /v1/employees/import_file/:id': ownerOnly('a', (w) => ({ params: { id: w.a.importId } })),
  'GET /v1/employees/import_file/:id/report': ownerOnly('a', (w) => ({ params: { id: w.a.importId } })),

  // receipts in FNS (by our id and by FNS's ReceiptId)
  'POST /v1/fns/cancel_receipt': ownerOnly('a', (w) => [
    { body: { receipt_id: w.a.receiptId, reason_code: 'REFUND' } },
    { body: { receipt_id: w.a.fnsReceiptId, reason_code: 'REGISTRATION_MISTAKE' } },
  ]),
};
