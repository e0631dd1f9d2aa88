/** Isolation cases of the contractor's routes (role employee): own record, onboarding, requisites. */
import { DEMO_PASSWORD } from '../../db/seed/demo.js';
import { type CaseTable, ownerOnly, selfScoped } from './cases.js';
import { personInn, snils } from './world.js';

let n = 0;
const phone = () => `+7995${String(process.pid % 1000).padStart(3, '0')}${String(++n).padStart(4, '0')}`;

const PERSONAL = {
  last_name: 'Игреков',
  first_name: 'Иван',
  patronymic: 'Иванович',
  birth_date: '1990-05-17',
  kind: 'INDIVIDUAL_PERSON',
  tax_regime: 'NPD',
  citizenship: '643',
  citizenship_name: 'Россия',
  registration_address: 'г Москва, ул Тверская, д 13',
  current_password: DEMO_PASSWORD,
};

export const contractorCases: CaseTable = {
  // the contractor's own record and onboarding
  'GET /v1/employee': selfScoped('employee'),
  'GET /v1/employee/personal': selfScoped('employee'),
  'PUT /v1/employee': selfScoped('employee', () => ({ body: { ...PERSONAL, snils: snils() } })),
  'PUT /v1/employee/inn': selfScoped('employee', () => ({
    body: { inn: personInn(), current_password: DEMO_PASSWORD },
  })),
  'GET /v1/employee/complete_registration': selfScoped('employee'),
  // Y works for B only: A's name never shows up in Y's list.
  'GET /v1/employee/companies': selfScoped('employee'),
  // A's link, addressed to another phone, attaches nobody else; nor does it to a company.
  'POST /v1/employee/invite/accept': ownerOnly('x', (w) => ({ body: { token: w.a.inviteToken } }), {
    allow: [403, 404],
  }),

  // Former employment (N5) about A's link to X: Y cannot state it, B cannot reach the contractor's route.
  'PUT /v1/employee/companies/:id/former_employment': ownerOnly('x', (w) => [
    { params: { id: w.a.contractorLinkId }, body: { status: 'CURRENT' } },
    { params: { id: w.a.contractorLinkId }, body: { status: 'NEVER' } },
  ]),

  // contacts: another account's phone or e-mail cannot be taken over
  'POST /v1/employee/phone/send_code': [
    ownerOnly('x', (w) => ({ body: { phone: w.x.phone } }), { allow: [409] }),
    selfScoped('employee', () => ({ body: { phone: phone() } })),
  ],
  // A code never sent to that phone: refused before anything is looked at; the database check proves it.
  'POST /v1/employee/phone': ownerOnly('x', (w) => ({ body: { phone: w.x.phone, code: '123456' } }), {
    allow: [400, 409],
  }),
  'POST /v1/employee/email': [
    // Fresh callers: the letter is one a minute per account, checked before anything else.
    ownerOnly('x', (w) => ({ body: { email: w.x.email } }), { allow: [409], fresh: true }),
    selfScoped('employee', () => ({ body: { email: `iso-new-${process.pid}-${++n}@person.ru` } }), { fresh: true }),
  ],

  // requisites
  'GET /v1/employee/requisite/': selfScoped('employee'),
  'POST /v1/employee/requisite/': selfScoped('employee', () => ({
    body: { kind: 'SBP', phone: phone(), sbp_bank_id: '100000000004' },
  })),
  'PATCH /v1/employee/requisite/:id/': ownerOnly('x', (w) => [
    { params: { id: w.x.requisiteId }, body: { is_primary: true } },
    { params: { id: w.x.requisiteId }, body: { kind: 'CARD', card_number: '2200 0000 0000 0004' } },
  ]),
  'DELETE /v1/employee/requisite/:id/': ownerOnly('x', (w) => ({ params: { id: w.x.requisiteId } })),

  // the contractor's own connection in «Мой налог» (fns-connection.*): no foreign id to pass
  'GET /v1/fns/bind': selfScoped('employee'),
  'POST /v1/fns/bind': selfScoped('employee', () => ({ body: { by: 'INN' } }), { allow: [200, 409] }),
  'POST /v1/fns/unbind': selfScoped('employee', () => ({ body: {} }), { allow: [200, 409] }),
  'GET /v1/fns/account_status': selfScoped('employee', () => ({}), { allow: [200, 409] }),
  'GET /v1/fns/activity': selfScoped('employee'),
  'POST /v1/fns/activity': selfScoped('employee', () => ({ body: { activity_ids: ['1'] } }), {
    allow: [200, 400, 409],
  }),
};
