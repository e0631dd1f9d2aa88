/**
 * The support scope: support-only calls (SPEC §7) need `Authorization: Bearer <SUPPORT_API_TOKEN>`.
 * Support staff work from the back office, not from a portal session, so a customer's or
 * contractor's cookie never opens these calls.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { safeEqual } from '../lib/crypto.js';
import { AppError } from '../lib/errors.js';

export function requireSupport(ctx: AppContext) {
  return async (req: FastifyRequest) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token || !safeEqual(token, ctx.config.SUPPORT_API_TOKEN ?? '')) {
      throw new AppError('SUPPORT_ONLY', { message: 'Действие доступно только службе поддержки' });
    }
  };
}
