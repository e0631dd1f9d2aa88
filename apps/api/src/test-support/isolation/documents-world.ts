/**
 * The documents part of the isolation world: A's draft contract to X (with an appendix), a contract
 * awaiting X's signature linked to A's paid payout, a generation batch of two drafts, and its
 * responsible person's КЭП certificate (certificate/representative); the same kinds of thing for B.
 * Ids are kept here for the cases (documents-cases.ts).
 */
import {
  apiPaths,
  type Document,
  type GenerateAttachmentsResponse,
  pathWithId,
  type Representative,
  type RepresentativeCertificate,
} from '@vyplaty/contracts';
import { expect } from 'vitest';
import { SERVICES_CONTRACT_TEMPLATE_ID } from '../../db/seed/document-templates.js';
import { makeCertificate } from '../../lib/signature-crypto/test-pki.js';
import { type TestServer, waitFor } from '../test-server.js';
import { type Company, type Contractor, sendForm } from './world.js';

const PDF_HEAD = '%PDF-1.4\n1 0 obj <<>> endobj\n';
/** The smallest whole PDF: header, an xref table that startxref points at, the end marker. */
export const PDF = Buffer.from(
  `${PDF_HEAD}xref\n0 1\n0000000000 65535 f \ntrailer <<>>\nstartxref\n${PDF_HEAD.length}\n%%EOF\n`,
);

export const docs = { draftId: '', awaitingId: '', appendixId: '', batchId: '', certificateId: '' };

/** A personal КЭП of the company's responsible person (their ИНН and СНИЛС), base64 DER. */
export async function personCertificate(company: Company): Promise<string> {
  const person = await company.client.get<Representative>(
    pathWithId(apiPaths.representatives.one, company.representativeId),
  );
  const fio = `${person.body.last_name} ${person.body.first_name}`;
  const certificate = makeCertificate({ fio, inn: person.body.inn, snils: person.body.snils.replace(/\D/g, '') });
  return Buffer.from(certificate).toString('base64');
}

async function contract(company: Company, contractor: Contractor, extra: Record<string, unknown> = {}) {
  const res = await company.client.post<Document>(apiPaths.documents.create, {
    template_id: SERVICES_CONTRACT_TEMPLATE_ID,
    employee_id: contractor.id,
    fields: { services: 'Доставка', price: '1000', start_date: '2026-01-01', end_date: '2026-01-31' },
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export async function addDocumentsData(
  _server: TestServer,
  w: { a: Company; b: Company; x: Contractor; y: Contractor },
) {
  for (const [company, contractor] of [
    [w.b, w.y],
    [w.a, w.x],
  ] as const) {
    const draft = await contract(company, contractor);
    const appendix = await sendForm(company.client, 'POST', pathWithId(apiPaths.documents.attachments, draft.id), {
      file: { name: 'приложение.pdf', bytes: PDF },
    });
    expect(appendix.status).toBe(201);
    const awaiting = await contract(company, contractor, { signers: 'CONTRACTOR', payout_id: company.paidNpdId });
    const sent = await company.client.post<Document>(pathWithId(apiPaths.documents.send, awaiting.id), {});
    expect(sent.body.status).toBe('AWAIT_SIGN_EMPLOYEE');
    const one = await contract(company, contractor);
    const two = await contract(company, contractor);
    const batch = await company.client.post<GenerateAttachmentsResponse>(apiPaths.documents.generate, {
      document_ids: [one.id, two.id],
    });
    expect(batch.status).toBe(200);
    await waitFor(async () => {
      const progress = await company.client.get<GenerateAttachmentsResponse>(
        apiPaths.documents.generateBatch.replace(':batchId', batch.body.batch_id!),
      );
      return progress.body.done === 2 ? true : undefined;
    }, 'the batch generated');
    const certificate = await company.client.post<RepresentativeCertificate>(apiPaths.certificates.representative, {
      representative_id: company.representativeId,
      certificate: await personCertificate(company),
    });
    expect(certificate.status, JSON.stringify(certificate.body)).toBe(201);
    Object.assign(docs, {
      certificateId: certificate.body.id,
      draftId: draft.id,
      awaitingId: awaiting.id,
      appendixId: ((await appendix.json()) as { id: string }).id,
      batchId: batch.body.batch_id!,
    });
  }
}
