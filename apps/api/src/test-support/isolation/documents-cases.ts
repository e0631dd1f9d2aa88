/**
 * Isolation cases of documents: B and Y read, change, sign, reject, download and link nothing of A's and
 * X's documents; a document of A answers B (and Y) like an unknown one, and the company-only calls
 * refuse the contractor's role.
 */
import { apiPaths } from '@vyplaty/contracts';
import { SERVICES_CONTRACT_TEMPLATE_ID } from '../../db/seed/document-templates.js';
import { type CaseTable, ownerOnly, selfScoped } from './cases.js';
import { docs, PDF, personCertificate } from './documents-world.js';

const both = { anyRole: true };
const draft = () => ({ params: { id: docs.draftId } });
const awaiting = () => ({ params: { id: docs.awaitingId } });
const appendix = () => ({ params: { id: docs.draftId, attachmentId: docs.appendixId } });
const p = apiPaths.documents;
const fields = { services: 'Чужое', price: '1000', start_date: '2026-01-01', end_date: '2026-01-31' };

export const documentCases: CaseTable = {
  [`GET ${p.templates}`]: selfScoped('customer'),
  [`POST ${p.create}`]: ownerOnly(
    'a',
    (w) => [
      { body: { template_id: SERVICES_CONTRACT_TEMPLATE_ID, employee_id: w.x.id, fields } },
      // B's own contractor with A's payout: the payout is not found.
      { body: { template_id: SERVICES_CONTRACT_TEMPLATE_ID, employee_id: w.y.id, payout_id: w.a.paidNpdId, fields } },
    ],
    { allow: [400] },
  ),
  // B asking for an act of A's payout: the payout is not found (400 on payout_id), nothing made.
  [`POST ${p.act}`]: ownerOnly('a', (w) => ({ body: { payout_id: w.a.paidNpdId } }), { allow: [400] }),
  [`POST ${p.upload}`]: ownerOnly(
    'a',
    (w) => ({
      form: {
        fields: { employee_id: w.x.id, kind: 'ACT', subkind_id: '6f1c2d0e-0a1b-4c3d-8e01-000000000102', title: 'Акт' },
        file: { name: 'акт.pdf', bytes: PDF },
      },
    }),
    { allow: [400] },
  ),
  [`PUT ${p.one}`]: ownerOnly('a', () => ({ ...draft(), body: { title: 'Чужое' } })),
  [`DELETE ${p.one}`]: ownerOnly('a', draft),
  [`POST ${p.list}`]: [
    selfScoped('customer', () => ({ body: {} })),
    selfScoped('customer', (w) => ({ body: { filters: { employee_id: w.x.id } } })),
  ],
  [`GET ${p.companyOne}`]: ownerOnly('a', () => [draft(), awaiting()]),
  [`GET ${p.history}`]: ownerOnly('a', () => [draft(), awaiting()], both),
  [`GET ${p.evidence}`]: ownerOnly('a', () => [draft(), awaiting()], both),
  [`GET ${p.attachments}`]: ownerOnly('a', () => [draft(), awaiting()], both),
  [`POST ${p.attachments}`]: ownerOnly('a', () => ({ ...draft(), form: { file: { name: 'чужой.pdf', bytes: PDF } } })),
  [`GET ${p.attachment}`]: ownerOnly('a', appendix, both),
  [`PATCH ${p.attachment}`]: ownerOnly('a', () => ({ ...appendix(), body: { name: 'переименовано.pdf' } })),
  [`DELETE ${p.attachment}`]: ownerOnly('a', appendix),
  [`POST ${p.generate}`]: ownerOnly('a', () => [
    { body: { document_ids: [docs.draftId] } },
    { body: { document_ids: [docs.draftId, docs.awaitingId] } },
  ]),
  [`GET ${p.generateBatch}`]: ownerOnly('a', () => ({ params: { batchId: docs.batchId } })),
  [`POST ${p.send}`]: ownerOnly('a', draft),
  [`POST ${p.signSelfNepSendCode}`]: ownerOnly('a', awaiting, both),
  [`POST ${p.signSelfNep}`]: ownerOnly('a', () => ({ ...awaiting(), body: { code: '123456' } }), both),
  [`GET ${p.signKep}`]: ownerOnly('a', awaiting, both),
  // A's document is not found before any signature is read: the garbage signature is never verified.
  [`POST ${p.signKep}`]: ownerOnly('a', () => ({ ...awaiting(), body: { signature: 'MIIBAAAA' } }), both),
  // A's document is not found before anything is sent to Госключ.
  [`POST ${p.signGoskey}`]: ownerOnly('a', () => ({ ...awaiting(), body: { kind: 'UKEP_GOSKEY' } }), both),
  // Company-only: the responsible persons who could sign A's document in Госключ are not B's to see.
  [`GET ${p.signGoskeyRepresentatives}`]: ownerOnly('a', awaiting),
  [`POST ${p.reject}`]: ownerOnly('a', () => ({ ...awaiting(), body: { reason: 'Чужой' } }), both),
  [`POST ${p.terminate}`]: ownerOnly('a', () => ({ ...awaiting(), body: { reason: 'Чужой' } })),
  [`POST ${p.signLink}`]: ownerOnly('a', awaiting),
  // Company-only: B learns neither what A's letter would carry nor the contractor's e-mail, and sends nothing.
  [`GET ${p.sendToEmail}`]: ownerOnly('a', () => [draft(), awaiting()]),
  [`POST ${p.sendToEmail}`]: ownerOnly('a', () => ({ ...awaiting(), body: { email: 'stranger@example.ru' } })),
  [`GET ${p.download}`]: ownerOnly('a', () => [draft(), awaiting()], both),
  [`POST ${p.link}`]: ownerOnly('a', (w) => ({ ...draft(), body: { payout_id: w.a.paidNpdId } })),
  [`DELETE ${p.unlink}`]: ownerOnly('a', (w) => ({ params: { id: docs.awaitingId, payoutId: w.a.paidNpdId } })),
  [`POST ${p.employeeList}`]: [
    selfScoped('employee', () => ({ body: {} })),
    selfScoped('employee', (w) => ({ body: { filters: { customer_id: w.a.id } } })),
  ],
  [`POST ${p.readyForSign}`]: selfScoped('employee', () => ({ body: {} })),
  [`GET ${p.employeeOne}`]: ownerOnly('x', awaiting),
  // Certificates are the caller's own; registering refuses a broken one before touching anything.
  [`GET ${apiPaths.certificates.list}`]: selfScoped('any'),
  [`POST ${apiPaths.certificates.list}`]: selfScoped('any', () => ({ body: { certificate: 'не сертификат' } }), {
    allow: [400],
  }),
  // A's certificate (its responsible person's) is unknown to B and to Y: certificates are the account's.
  [`PUT ${apiPaths.certificates.one}`]: ownerOnly(
    'a',
    () => ({ params: { id: docs.certificateId }, body: { name: 'Чужое' } }),
    both,
  ),
  [`GET ${apiPaths.certificates.representative}`]: selfScoped('customer'),
  // B registering a certificate of A's person (their real ИНН/СНИЛС): the person is not found; Y is refused by role.
  [`POST ${apiPaths.certificates.representative}`]: ownerOnly('a', async (w) => ({
    body: { representative_id: w.a.representativeId, certificate: await personCertificate(w.a) },
  })),
};
