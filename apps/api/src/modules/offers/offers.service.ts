/** The current platform offer: reading it, its PDF, accepting it. */
import type { OfferContent, OfferSummary } from '@vyplaty/contracts';
import type { ActorContext, AppContext, RequestMeta } from '../../context.js';
import type { TxContext } from '../../db/transaction.js';
import { AppError, notFound } from '../../lib/errors.js';
import { renderOfferPdf } from './offer-pdf.js';
import {
  insertAcceptance,
  type OfferRow,
  selectCurrentOffer,
  selectHasAccepted,
  selectOfferById,
} from './offers.repo.js';

export const toOfferSummary = (offer: OfferRow): OfferSummary => ({
  id: offer.id,
  version: offer.version,
  title: offer.title,
  published_at: offer.publishedAt.toISOString(),
});

export async function getCurrentOffer(ctx: AppContext): Promise<OfferRow> {
  const offer = await selectCurrentOffer(ctx.db, ctx.now());
  if (!offer) throw new AppError('INTERNAL', { message: 'Оферта платформы не опубликована' });
  return offer;
}

async function getOffer(ctx: AppContext, offerId: string | undefined): Promise<OfferRow> {
  if (!offerId) return getCurrentOffer(ctx);
  const offer = await selectOfferById(ctx.db, offerId);
  if (!offer) throw notFound('Оферта не найдена');
  return offer;
}

export async function getOfferContent(ctx: AppContext, offerId: string | undefined): Promise<OfferContent> {
  const offer = await getOffer(ctx, offerId);
  return { ...toOfferSummary(offer), text: offer.text };
}

export async function getOfferPdf(ctx: AppContext, offerId: string | undefined) {
  const offer = await getOffer(ctx, offerId);
  return { fileName: `offer-${offer.version}.pdf`, content: await renderOfferPdf(offer) };
}

/** The offer the account still has to accept, if any (sent as `user_offer` at login). */
export async function findPendingOffer(ctx: AppContext, accountId: string): Promise<OfferSummary | undefined> {
  const offer = await selectCurrentOffer(ctx.db, ctx.now());
  if (!offer || (await selectHasAccepted(ctx.db, accountId, offer.id))) return undefined;
  return toOfferSummary(offer);
}

/**
 * The offer a person accepts must be the current one: accepting an outdated version would record
 * consent to terms no longer in force.
 */
export async function requireCurrentOffer(ctx: AppContext, offerId: string): Promise<OfferRow> {
  const offer = await getCurrentOffer(ctx);
  if (offer.id !== offerId) {
    throw new AppError('CONSENT_REQUIRED', {
      message: 'Редакция оферты изменилась, обновите страницу и примите её снова',
      fields: { offer_id: 'Примите актуальную оферту' },
    });
  }
  return offer;
}

export async function acceptOffer(ctx: ActorContext, offerId: string, meta: RequestMeta) {
  await requireCurrentOffer(ctx, offerId);
  await insertAcceptance(ctx.db, { accountId: ctx.actor.accountId, offerId, ip: meta.ip, userAgent: meta.userAgent });
}

/** The acceptance of offer `offerId` by a new account, in the registration's transaction. */
export const recordOfferAcceptance = (
  txCtx: TxContext,
  input: { accountId: string; offerId: string; ip: string | undefined; userAgent: string | undefined },
) => insertAcceptance(txCtx.db, input);
