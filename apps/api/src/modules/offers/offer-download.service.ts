/**
 * user/offer/download (SPEC §7 User: offer/download): the offer the company accepted, as it accepted it
 * (docs/decisions/scope-and-payment-methods.md). The newest edition any of its logins accepted:
 *
 * - accepted by a click (at registration or at the offer gate): that edition's PDF;
 * - accepted with КЭП (offer/sign_kep): a zip of that edition's PDF, the application to join it that the КЭП
 *   signed (made again as of the day it was signed and checked against the hash the evidence row keeps), its
 *   detached signature (.sig, the CMS as it arrived) and the evidence PDF (the same as offer/evidence).
 *
 * Never accepted → 404 «Компания ещё не приняла оферту».
 */
import JSZip from 'jszip';
import type { ActorContext } from '../../context.js';
import { companyOnlyIdOf } from '../../lib/actor-scope.js';
import { sha256 } from '../../lib/crypto.js';
import { AppError, notFound } from '../../lib/errors.js';
import { PDF_MIME_TYPE } from '../../lib/pdf.js';
import { findCustomer } from '../parties/index.js';
import { evidenceOfSubject } from '../signatures/index.js';
import { accessionOf, renderAccessionPdf } from './offer-accession.js';
import { offerEvidenceOf } from './offer-kep.service.js';
import { renderOfferPdf } from './offer-pdf.js';
import { selectCompanyAcceptance, selectCompanyAccountIds, selectCurrentOffer } from './offers.repo.js';

export const OFFER_NOT_ACCEPTED_MESSAGE = 'Компания ещё не приняла оферту';
const APPLICATION = 'Заявление о присоединении к оферте';

/** What the company accepted and how: the edition, and the КЭП signatures of its logins over its application. */
export async function companyOfferAcceptance(ctx: ActorContext, customerId: string) {
  const accepted = await selectCompanyAcceptance(ctx.db, customerId);
  if (!accepted) return undefined;
  const logins = await selectCompanyAccountIds(ctx.db, customerId);
  const subject = { type: 'OFFER', id: accepted.offer.id };
  const rows = (await Promise.all([...logins].map((accountId) => evidenceOfSubject(ctx, subject, accountId)))).flat();
  const kep = rows
    .filter((row) => row.kind === 'KEP' && row.signatureCms)
    .sort((a, b) => a.signedAt.getTime() - b.signedAt.getTime());
  return { ...accepted, kep };
}

export async function acceptedOfferFile(ctx: ActorContext): Promise<{
  file: { name: string; mimeType: string };
  bytes: Buffer;
}> {
  const customerId = companyOnlyIdOf(ctx);
  const accepted = await companyOfferAcceptance(ctx, customerId);
  if (!accepted) throw notFound(OFFER_NOT_ACCEPTED_MESSAGE);
  const { offer, kep } = accepted;
  const offerName = `Оферта, редакция ${offer.version}.pdf`;
  const offerPdf = await renderOfferPdf(offer);
  const signed = kep.at(-1);
  if (!signed) return { file: { name: offerName, mimeType: PDF_MIME_TYPE }, bytes: offerPdf };

  const customer = await findCustomer(ctx, customerId);
  if (!customer) throw new AppError('NOT_FOUND', { message: 'Компания не найдена' });
  const zip = new JSZip();
  const date = signed.signedAt;
  zip.file(offerName, offerPdf, { date });
  // The application of the day it was signed, with the company's requisites of today: the same bytes unless
  // the requisites changed since; then the signature and the evidence (its hashes) stand alone.
  const application = await renderAccessionPdf(offer, accessionOf(offer, { customer }, signed.signedAt));
  if (sha256(application) === signed.documentSha256) {
    zip.file(`${APPLICATION}.pdf`, application, { date });
  } else {
    zip.file(
      'Прочтите.txt',
      `Реквизиты компании изменились после подписания, поэтому «${APPLICATION}» нельзя воспроизвести байт в байт.\r\n` +
        `Подпись (${APPLICATION}.pdf.sig) и хеши подписанного файла — в «Доказательствах подписания».\r\n`,
      { date },
    );
  }
  zip.file(`${APPLICATION}.pdf.sig`, Buffer.from(signed.signatureCms!, 'base64'), { date });
  const evidence = await offerEvidenceOf(ctx, offer, kep);
  zip.file(evidence.file.name, evidence.bytes, { date });
  const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  return { file: { name: `Принятая оферта, редакция ${offer.version}.zip`, mimeType: 'application/zip' }, bytes };
}

/** Whether a login of the company has accepted the offer in force (the nominal account's first condition). */
export async function hasAcceptedCurrentOffer(ctx: ActorContext, customerId: string): Promise<boolean> {
  const [current, accepted] = await Promise.all([
    selectCurrentOffer(ctx.db, ctx.now()),
    selectCompanyAcceptance(ctx.db, customerId),
  ]);
  return Boolean(current && accepted && accepted.offer.id === current.id);
}
