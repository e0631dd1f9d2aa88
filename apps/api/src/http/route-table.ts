/**
 * Routes behind the session declared as data: a row per call — method, path, OpenAPI schema, status and
 * the service call — registered by one loop, instead of the same `app.post(path, { schema }, handler)`
 * block copied for every call. A row's `run` gets the caller's context and the request typed by its
 * own schema (`tableRoute` checks it); what it returns is the answer, with `status` 201 or 204 when the
 * call creates or answers nothing. A row that answers itself (a file, a status chosen by the result)
 * returns the reply it sent.
 */
import type { FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import type { ActorContext, AppContext } from '../context.js';
import type { TypedApp } from '../modules/module.js';
import { actorContextFor } from './request-context.js';

/** A route's schema as the OpenAPI document shows it, without the tags (the table's). */
export type TableRouteSchema = {
  summary: string;
  description?: string;
  consumes?: string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  response: Record<number, z.ZodType>;
};

type Parsed<S, K extends string> = S extends { [key in K]: infer T extends z.ZodType } ? z.output<T> : unknown;

/** The request as the row's schema has parsed it. */
export type TableRequest<S extends TableRouteSchema> = FastifyRequest<{
  Params: Parsed<S, 'params'>;
  Querystring: Parsed<S, 'querystring'>;
  Body: Parsed<S, 'body'>;
}>;

/** What `run` may return: a body one of the row's response schemas accepts, or the reply it sent. */
type Answer<S extends TableRouteSchema> =
  | { [K in keyof S['response']]: z.input<S['response'][K]> }[keyof S['response']]
  | FastifyReply;

export type TableRoute<S extends TableRouteSchema = TableRouteSchema> = {
  method: HTTPMethods;
  url: string;
  schema: S;
  /** 201: created, the result is the body; 204: nothing to say. Else 200 with the result (or what `run` sent). */
  status?: 201 | 204;
  /** Nothing to return with status 204. */
  run(actorCtx: ActorContext, req: TableRequest<S>, reply: FastifyReply): Promise<Answer<S>> | Promise<void>;
};

/** A row of a route table, its `run` checked against its own schema. */
export const tableRoute = <S extends TableRouteSchema>(route: TableRoute<S>): TableRoute =>
  route as unknown as TableRoute;

export function registerRouteTable(app: TypedApp, ctx: AppContext, tags: string[], routes: readonly TableRoute[]) {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      schema: { tags, ...route.schema },
      handler: async (req, reply) => {
        const result = await route.run(actorContextFor(ctx, req), req as TableRequest<TableRouteSchema>, reply);
        if (route.status === 204) return reply.code(204).send(null);
        if (route.status === 201) return reply.code(201).send(result);
        return result;
      },
    });
  }
}
