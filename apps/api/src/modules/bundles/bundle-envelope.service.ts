/**
 * The contractor's envelopes (issue 27 slice 2): each bundle with documents sent to them is one envelope — the
 * company, the documents addressed to them with what awaits them, the signing term — signed whole with one ПЭП
 * code (documents' `signBundleWithCode`: one code bound to the list of the documents' hashes, each document then
 * signed as a single document). Another contractor's envelope, or a bundle with nothing sent to them, is 404.
 */
import {
  BUNDLE_NOT_FOUND_MESSAGE,
  type BundleSignResponse,
  type EmployeeEnvelope,
  type EmployeeEnvelopeSummary,
  type EmployeeEnvelopesResponse,
  type SentCodeResponse,
} from '@vyplaty/contracts';
import type { ActorContext, RequestMeta } from '../../context.js';
import { employeeIdOf } from '../../lib/actor-scope.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import {
  awaitsParty,
  bundleDocumentsOf,
  mainFilesOf,
  sendBundleSignCode,
  signBundleWithCode,
} from '../documents/index.js';
import { tellSignedBundles } from './bundle-signed.js';
import { type EnvelopeRow, selectEnvelopes } from './bundle-signing.repo.js';
import { isPastExpiry } from './bundle-view.js';

const CONTRACTOR_ONLY = 'Конверты с документами доступны исполнителю';

/** The signing term has passed while something still awaits the contractor. */

const summaryOf = (row: EnvelopeRow, now: Date): EmployeeEnvelopeSummary => ({
  id: row.id,
  name: row.name,
  number: row.number,
  company: { id: row.customerId, name: row.companyName },
  documents: Number(row.documents),
  awaiting: Number(row.awaiting),
  signed: Number(row.signed),
  expires_at: row.expiresAt?.toISOString() ?? null,
  expired: Number(row.awaiting) > 0 && isPastExpiry(row.expiresAt, now),
});

export async function employeeEnvelopes(ctx: ActorContext): Promise<EmployeeEnvelopesResponse> {
  const employeeId = employeeIdOf(ctx, CONTRACTOR_ONLY);
  const rows = await selectEnvelopes(ctx.db, employeeId);
  return { items: rows.map((row) => summaryOf(row, ctx.now())) };
}

/** The contractor's envelope of this bundle, or 404. */
async function ownEnvelope(ctx: ActorContext, id: string): Promise<EnvelopeRow> {
  const employeeId = employeeIdOf(ctx, CONTRACTOR_ONLY);
  const [row] = isUuid(id) ? await selectEnvelopes(ctx.db, employeeId, id) : [];
  if (!row) throw notFound(BUNDLE_NOT_FOUND_MESSAGE);
  return row;
}

export async function employeeEnvelope(ctx: ActorContext, id: string): Promise<EmployeeEnvelope> {
  const envelope = await ownEnvelope(ctx, id);
  const docs = await bundleDocumentsOf(ctx, envelope.id);
  const files = await mainFilesOf(
    ctx,
    docs.map(({ doc }) => doc.id),
  );
  const now = ctx.now();
  return {
    ...summaryOf(envelope, now),
    items: docs.map(({ doc }) => {
      const awaiting = awaitsParty(doc, 'CONTRACTOR');
      const file = files.get(doc.id);
      return {
        id: doc.id,
        number: doc.number,
        title: doc.title,
        status: doc.status,
        awaiting_me: awaiting,
        signed_by_me: doc.employeeSignatureId !== null,
        expired: awaiting && isPastExpiry(envelope.expiresAt, now),
        file_id: file?.fileId ?? null,
        file_name: file?.name ?? null,
      };
    }),
  };
}

export async function sendEnvelopeCode(ctx: ActorContext, id: string): Promise<SentCodeResponse> {
  const envelope = await ownEnvelope(ctx, id);
  return sendBundleSignCode(ctx, envelope.id, `документы от ${envelope.companyName}`);
}

export async function signEnvelope(
  ctx: ActorContext,
  id: string,
  input: { code: string; meta: RequestMeta },
): Promise<BundleSignResponse> {
  const envelope = await ownEnvelope(ctx, id);
  const items = await signBundleWithCode(ctx, { bundleId: envelope.id, ...input });
  const signed = items.filter((r) => r.ok).length;
  if (signed > 0) await tellSignedBundles(ctx, { customerId: envelope.customerId, bundleId: envelope.id });
  return { items, signed, failed: items.length - signed };
}
