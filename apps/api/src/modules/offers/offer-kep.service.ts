/**
 * The offer accepted with a qualified signature (SPEC §7 Auth others: offer/custom, offer/sign_kep;
 * docs/decisions/signatures.md "Custom offer"). What a КЭП signs is the caller's own application to join
 * the current offer (offer-accession.ts), not the offer's shared text: the signature then names the
 * party and the edition it accepts. POST offer/sign_kep verifies it (modules/signatures: every DOMAIN
 * §6.3 step, the certificate against the caller — the head, a representative with an МЧД, the
 * contractor) and records the acceptance with its evidence in one transaction. Only the current offer
 * is accepted; a refused signature changes nothing. offer/evidence: the evidence PDF of an acceptance.
 */
import type { CustomOffer, KepToSignResponse } from '@vyplaty/contracts';
import type { ActorContext, RequestMeta } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { PDF_MIME_TYPE } from '../../lib/pdf.js';
import { findCustomer, findEmployee } from '../parties/index.js';
import {
  type EvidenceRow,
  evidenceOfSubject,
  kepToSignOf,
  loadSigner,
  renderEvidencePdf,
  signWithKep,
} from '../signatures/index.js';
import { accessionOf, renderAccessionPdf } from './offer-accession.js';
import { insertAcceptance, type OfferRow, selectOfferById } from './offers.repo.js';
import { requireCurrentOffer, toOfferSummary } from './offers.service.js';

export const OFFER_ALREADY_SIGNED = 'Оферта уже подписана КЭП';

async function application(ctx: ActorContext, offerId: string) {
  const offer = await requireCurrentOffer(ctx, offerId);
  const { role, entityId } = ctx.actor;
  const customer = role === 'user' ? await findCustomer(ctx, entityId) : undefined;
  const employee = role === 'employee' ? await findEmployee(ctx, entityId) : undefined;
  const party = customer ? { customer } : employee ? { employee } : null;
  if (!party) throw new AppError('UNAUTHENTICATED', { message: 'Войдите в систему' });
  const accession = accessionOf(offer, party, ctx.now());
  const subject = { type: 'OFFER', id: offer.id };
  const signed = (await evidenceOfSubject(ctx, subject, ctx.actor.accountId)).some((row) => row.kind !== 'SELF_NEP');
  return { offer, accession, subject, signed, pdf: () => renderAccessionPdf(offer, accession) };
}

export async function customOffer(ctx: ActorContext, offerId: string): Promise<CustomOffer> {
  const { offer, accession, signed } = await application(ctx, offerId);
  return { offer: toOfferSummary(offer), ...accession, signed_kep: signed };
}

export async function customOfferPdf(ctx: ActorContext, offerId: string) {
  const { accession, pdf } = await application(ctx, offerId);
  return { file: { name: `${accession.title}.pdf`, mimeType: 'application/pdf' }, bytes: await pdf() };
}

export async function offerKepToSign(ctx: ActorContext, offerId: string): Promise<KepToSignResponse> {
  const { offer, accession, signed, pdf } = await application(ctx, offerId);
  if (signed) throw new AppError('CONFLICT', { message: OFFER_ALREADY_SIGNED });
  const bytes = await pdf();
  return kepToSignOf(offer.id, `${accession.title}.pdf`, bytes);
}

export async function signOfferKep(
  ctx: ActorContext,
  input: { offer_id: string; signature: string; meta: RequestMeta },
): Promise<CustomOffer> {
  const { subject, signed, pdf } = await application(ctx, input.offer_id);
  if (signed) throw new AppError('CONFLICT', { message: OFFER_ALREADY_SIGNED });
  const signer = await loadSigner(ctx);
  await signWithKep(
    ctx,
    { signer, subject, documentBytes: await pdf(), signature: input.signature, meta: input.meta },
    (txCtx) =>
      insertAcceptance(txCtx.db, {
        accountId: signer.accountId,
        offerId: subject.id,
        ip: input.meta.ip,
        userAgent: input.meta.userAgent,
      }),
  );
  return customOffer(ctx, input.offer_id);
}

export const OFFER_NOT_SIGNED = 'Оферта ещё не подписана КЭП';

/**
 * offer/evidence?offer_id=: the evidence PDF of the caller's acceptance of an offer with КЭП (any
 * edition the caller signed, not only the current one). The signed file is the application of the day
 * it was signed: its hashes come from the evidence row, not from a PDF made again today.
 */
export async function offerEvidencePdf(ctx: ActorContext, offerId: string) {
  const offer = isUuid(offerId) ? await selectOfferById(ctx.db, offerId) : undefined;
  if (!offer) throw new AppError('NOT_FOUND', { message: 'Оферта не найдена' });
  const rows = await evidenceOfSubject(ctx, { type: 'OFFER', id: offer.id }, ctx.actor.accountId);
  if (rows.length === 0) throw new AppError('CONFLICT', { message: OFFER_NOT_SIGNED });
  return offerEvidenceOf(ctx, offer, rows);
}

/** The evidence PDF of these signatures of the application to join `offer` (the last one's file hashes). */
export async function offerEvidenceOf(ctx: ActorContext, offer: OfferRow, rows: EvidenceRow[]) {
  const last = rows.at(-1)!;
  const title = 'Заявление о присоединении к оферте';
  const pdf = await renderEvidencePdf({
    title: `${title}: «${offer.title}»`,
    about: [`Редакция ${offer.version}`],
    file: { name: `${title}.pdf`, sha256: last.documentSha256, streebog256: last.documentStreebog256 },
    signatures: rows.map((row) => ({ row })),
    history: rows.map((row) => ({ at: row.signedAt, text: `Оферта принята: ${row.signerName}` })),
    generatedAt: ctx.now(),
  });
  return { file: { name: `Доказательства подписания — ${title}.pdf`, mimeType: PDF_MIME_TYPE }, bytes: pdf };
}
