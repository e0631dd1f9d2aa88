/**
 * Isolation cases of payouts (both kinds), the contractor's payouts and the services catalogue. B pays,
 * edits, repeats, cancels and reads nothing of A's: A's drafts, files, paid payouts and services answer
 * like unknown ones, and A's contractor X cannot be paid by B (refused as not B's contractor).
 */
import { randomUUID } from 'node:crypto';
import { apiPaths } from '@vyplaty/contracts';
import { type Call, type CaseTable, ownerOnly, selfScoped } from './cases.js';
import { PLATFORM_SERVICE_UNIT_ID, type World } from './world.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const keyed = () => ({ 'idempotency-key': randomUUID() });
const row = (employeeId: string) => ({ employee_id: employeeId, amount: '100.00', service_name: 'Чужая услуга' });

type Kind = 'npd' | 'individual';
const draftOf = (w: World, kind: Kind) => (kind === 'npd' ? w.a.npdDraftId : w.a.individualDraftId);
const ownDraftOf = (w: World, kind: Kind) => (kind === 'npd' ? w.b.npdDraftId : w.b.individualDraftId);
const fileOf = (w: World, kind: Kind) => (kind === 'npd' ? w.a.npdFileId : w.a.individualFileId);
const paidOf = (w: World, kind: Kind) => (kind === 'npd' ? w.a.paidNpdId : w.a.paidIndividualId);

function kindCases(kind: Kind, base: string): CaseTable {
  return {
    // Paying A's contractor X: refused for the row (not B's contractor), nothing of X in the answer.
    [`POST ${base}`]: ownerOnly(
      'a',
      (w): Call[] => [
        { body: { rows: [row(w.x.id)], pay: true }, headers: keyed() },
        { body: { rows: [row(w.x.id)], pay: false }, headers: keyed() },
        { body: { rows: [{ ...row(w.y.id), service_id: w.a.serviceId }], pay: false }, headers: keyed() },
      ],
      { allow: [422] },
    ),
    [`POST ${base}/check`]: ownerOnly('a', (w) => ({ body: { rows: [row(w.x.id)] } }), { allow: [200], echoes: true }),
    [`POST ${base}/list`]: [
      selfScoped('customer', () => ({ body: {} })),
      selfScoped('customer', (w) => ({ body: { filters: { employee_id: w.x.id } } })),
      selfScoped('customer', () => ({ body: { search: 'Иксов', filters: { scope: 'ALL' } } })),
    ],
    [`GET ${base}/:id`]: ownerOnly('a', (w) => [
      { params: { id: draftOf(w, kind) } },
      { params: { id: paidOf(w, kind) } },
    ]),
    [`PUT ${base}/:id`]: ownerOnly('a', (w) => ({ params: { id: draftOf(w, kind) }, body: { amount: '1.00' } })),
    [`DELETE ${base}/:id`]: ownerOnly('a', (w) => ({ params: { id: draftOf(w, kind) } })),
    [`POST ${base}/pay`]: ownerOnly('a', (w) => [
      { body: { payout_ids: [draftOf(w, kind)] }, headers: keyed() },
      // B's own draft with A's: nothing is paid.
      { body: { payout_ids: [ownDraftOf(w, kind), draftOf(w, kind)] }, headers: keyed() },
    ]),
    [`POST ${base}/:id/repeat`]: ownerOnly('a', (w) => ({
      params: { id: paidOf(w, kind) },
      body: {},
      headers: keyed(),
    })),
    [`POST ${base}/:id/cancel`]: ownerOnly('a', (w) => ({ params: { id: draftOf(w, kind) }, body: {} })),
    // A's paid payout's payment order, in both formats: not found for B (whatever B's own account).
    [`GET ${base}/:id/payment_order`]: ownerOnly('a', (w) => [
      { params: { id: paidOf(w, kind) }, query: { format: 'txt' } },
      { params: { id: paidOf(w, kind) }, query: { format: 'pdf' } },
      { params: { id: draftOf(w, kind) }, query: { format: 'txt' } },
    ]),
    [`GET ${base}/:id/payment_order/sign_kep`]: ownerOnly('a', (w) => ({ params: { id: paidOf(w, kind) } })),
    [`POST ${base}/:id/payment_order/sign_kep`]: ownerOnly('a', (w) => ({
      params: { id: paidOf(w, kind) },
      body: { signature: 'MIIBAAAA' },
    })),
    [`GET ${base}/:id/payment_order/file_content`]: ownerOnly('a', (w) => ({ params: { id: paidOf(w, kind) } })),
    [`GET ${base}/:id/history`]: ownerOnly('a', (w) => ({ params: { id: draftOf(w, kind) } })),
    [`GET ${base}/:id/file`]: ownerOnly('a', (w) => ({ params: { id: draftOf(w, kind) } })),
    [`POST ${base}/:id/file`]: ownerOnly('a', (w) => ({
      params: { id: draftOf(w, kind) },
      form: { file: { name: 'чужой.pdf', bytes: PDF } },
    })),
    [`GET ${base}/:id/file/:fileId`]: ownerOnly('a', (w) => [
      { params: { id: draftOf(w, kind), fileId: fileOf(w, kind) } },
      // Through B's own payout: A's file is not found there either.
      { params: { id: ownDraftOf(w, kind), fileId: fileOf(w, kind) } },
    ]),
    [`DELETE ${base}/:id/file/:fileId`]: ownerOnly('a', (w) => [
      { params: { id: draftOf(w, kind), fileId: fileOf(w, kind) } },
      { params: { id: ownDraftOf(w, kind), fileId: fileOf(w, kind) } },
    ]),
  };
}

export const payoutCases: CaseTable = {
  ...kindCases('npd', '/v1/payout'),
  ...kindCases('individual', '/v1/individual/payout'),
  'GET /v1/individual/payout/:id/full': ownerOnly('a', (w) => [
    { params: { id: w.a.individualDraftId } },
    { params: { id: w.a.paidIndividualId } },
  ]),

  // both kinds by id (user/payout…): A's payouts and files are not found through them either
  'POST /v1/user/payouts': [
    selfScoped('customer', () => ({ body: {} })),
    selfScoped('customer', (w) => ({ body: { filters: { employee_id: w.x.id, kind: 'NPD' } } })),
  ],
  'GET /v1/user/payout/:id': ownerOnly('a', (w) => [
    { params: { id: w.a.npdDraftId } },
    { params: { id: w.a.paidIndividualId } },
  ]),
  'GET /v1/user/payout/:id/file': ownerOnly('a', (w) => ({ params: { id: w.a.npdDraftId } })),
  'GET /v1/user/payout/:id/file/:fileId': ownerOnly('a', (w) => [
    { params: { id: w.a.npdDraftId, fileId: w.a.npdFileId } },
    { params: { id: w.b.individualDraftId, fileId: w.a.individualFileId } },
  ]),

  // the contractor's payouts
  'POST /v1/employee/payouts': [
    selfScoped('employee', () => ({ body: {} })),
    selfScoped('employee', (w) => ({ body: { filters: { customer_id: w.a.id } } })),
  ],
  'POST /v1/employee/individual_payouts': selfScoped('employee', () => ({ body: {} })),
  'POST /v1/employee/all_payouts': selfScoped('employee', () => ({ body: { filters: { kind: 'NPD' } } })),
  'GET /v1/employee/payout/:id': ownerOnly('x', (w) => ({ params: { id: w.a.paidNpdId } })),
  'GET /v1/employee/individual_payout/:id': ownerOnly('x', (w) => ({ params: { id: w.a.paidIndividualId } })),

  // the services catalogue
  [`GET ${apiPaths.services.list}`]: selfScoped('customer'),
  [`POST ${apiPaths.services.one}`]: [
    selfScoped('customer', () => ({
      body: { name: `Своя услуга ${randomUUID()}`, unit_id: PLATFORM_SERVICE_UNIT_ID },
    })),
    // With A's own unit: B cannot use it.
    ownerOnly('a', (w) => ({ body: { name: 'Услуга с чужой единицей', unit_id: w.a.serviceUnitId } }), {
      allow: [400],
    }),
  ],
  'GET /v1/service/:id/': ownerOnly('a', (w) => ({ params: { id: w.a.serviceId } })),
  'PUT /v1/service/:id/': ownerOnly('a', (w) => ({
    params: { id: w.a.serviceId },
    body: { name: 'Переименовано', unit_id: PLATFORM_SERVICE_UNIT_ID },
  })),
  'DELETE /v1/service/:id/': ownerOnly('a', (w) => ({ params: { id: w.a.serviceId } })),
  [`GET ${apiPaths.services.units}`]: selfScoped('customer'),
  [`POST ${apiPaths.services.unit}`]: selfScoped('customer', () => ({
    body: { name: `Своя единица ${randomUUID().slice(0, 8)}`, short_name: 'ед.' },
  })),
};
