/**
 * The company signs a bundle in bulk (issue 27 slice 2; docs/decisions/bundles.md «Signing in bulk»): the summary
 * before signing, КЭП of many documents, Госключ for all of them, one ПЭП code for all of them. The documents are
 * signed by modules/documents, each as a single document; this file checks the bundle (the company's, not still
 * generating), sends its drafts first, gathers a result per document and tells the company once all are signed.
 */
import {
  BUNDLE_STILL_GENERATING,
  type BundleGoskeyState,
  type BundleKepToSignRequest,
  type BundleKepToSignResponse,
  type BundleSignGoskeyRequest,
  type BundleSignKepRequest,
  type BundleSignResponse,
  type BundleSignResult,
  type BundleSignSummary,
  kopecksToRubles,
  type SentCodeResponse,
} from '@vyplaty/contracts';
import type { ActorContext, RequestMeta } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import {
  bundleGoskeyStateOf,
  bundleKepToSign,
  bundleSignSummaryOf,
  sendBundleDrafts,
  sendBundleSignCode,
  signBundleGoskey,
  signBundleKep,
  signBundleWithCode,
} from '../documents/index.js';
import { tellSignedBundles } from './bundle-signed.js';
import type { BundleRecord } from './bundles.repo.js';
import { ownBundle } from './bundles.service.js';

/** The company's bundle, refused with 409 while its documents are being generated. */
async function signableBundle(ctx: ActorContext, id: string): Promise<BundleRecord> {
  const bundle = await ownBundle(ctx, id);
  if (bundle.status === 'PROCESSING') throw new AppError('CONFLICT', { message: BUNDLE_STILL_GENERATING });
  return bundle;
}

/** Results in the order asked, the drafts that could not be sent first; then the company told if all is signed. */
async function answer(
  ctx: ActorContext,
  bundle: BundleRecord,
  results: BundleSignResult[],
): Promise<BundleSignResponse> {
  if (results.some((r) => r.ok)) await tellSignedBundles(ctx, { customerId: bundle.customerId, bundleId: bundle.id });
  const signed = results.filter((r) => r.ok).length;
  return { items: results, signed, failed: results.length - signed };
}

export async function bundleSignSummary(ctx: ActorContext, id: string): Promise<BundleSignSummary> {
  const bundle = await ownBundle(ctx, id);
  const summary = await bundleSignSummaryOf(ctx, bundle.id, bundle.templateId);
  return {
    documents: summary.documents,
    drafts: summary.drafts,
    contractors: summary.contractors,
    sum: summary.sumKopecks === null ? null : kopecksToRubles(summary.sumKopecks),
    sum_field: summary.sumField,
    generating: bundle.status === 'PROCESSING',
  };
}

export async function bundleKepDocuments(
  ctx: ActorContext,
  id: string,
  query: Required<Pick<BundleKepToSignRequest, 'page' | 'page_size'>>,
): Promise<BundleKepToSignResponse> {
  const bundle = await signableBundle(ctx, id);
  const page = Number(query.page);
  const size = Number(query.page_size);
  return bundleKepToSign(ctx, bundle.id, { offset: (page - 1) * size, limit: size });
}

export async function signBundleWithKep(
  ctx: ActorContext,
  id: string,
  input: BundleSignKepRequest,
  meta: RequestMeta,
): Promise<BundleSignResponse> {
  const bundle = await signableBundle(ctx, id);
  const unsent = await sendBundleDrafts(ctx, bundle.id);
  const results = await signBundleKep(ctx, bundle.id, input.signatures, meta);
  return answer(ctx, bundle, [
    ...unsent,
    ...results.filter((r) => !unsent.some((u) => u.document_id === r.document_id)),
  ]);
}

export async function signBundleWithGoskey(
  ctx: ActorContext,
  id: string,
  input: BundleSignGoskeyRequest,
): Promise<BundleSignResponse> {
  const bundle = await signableBundle(ctx, id);
  const unsent = await sendBundleDrafts(ctx, bundle.id);
  const results = await signBundleGoskey(ctx, bundle.id, {
    kind: input.kind,
    ...(input.representative_id ? { representativeId: input.representative_id } : {}),
  });
  return answer(ctx, bundle, [...unsent, ...results]);
}

export async function bundleGoskeyState(ctx: ActorContext, id: string): Promise<BundleGoskeyState> {
  const bundle = await ownBundle(ctx, id);
  return bundleGoskeyStateOf(ctx, bundle.id);
}

export async function sendBundleCode(ctx: ActorContext, id: string): Promise<SentCodeResponse> {
  const bundle = await signableBundle(ctx, id);
  await sendBundleDrafts(ctx, bundle.id);
  return sendBundleSignCode(ctx, bundle.id, `пакет документов № ${bundle.number} «${bundle.name}»`);
}

export async function signBundleWithNep(
  ctx: ActorContext,
  id: string,
  input: { code: string; meta: RequestMeta },
): Promise<BundleSignResponse> {
  const bundle = await signableBundle(ctx, id);
  const results = await signBundleWithCode(ctx, { bundleId: bundle.id, ...input });
  return answer(ctx, bundle, results);
}
