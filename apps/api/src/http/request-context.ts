/** Builds the service context for a request, and reads who is calling. */
import type { FastifyRequest } from 'fastify';
import type { ActorContext, AppContext, RequestMeta } from '../context.js';
import { unauthenticated } from '../lib/errors.js';

export const requestMeta = (req: FastifyRequest): RequestMeta => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
});

export const contextFor = (app: AppContext, req: FastifyRequest): AppContext => ({ ...app, log: req.log });

export function actorContextFor(app: AppContext, req: FastifyRequest): ActorContext {
  if (!req.actor) throw unauthenticated();
  return { ...app, log: req.log, actor: req.actor };
}
