import { z } from 'zod';

/**
 * What a logged-in route's HTML copy asks the API for when it sends the page (ADR 013, ADR 017). The web build
 * writes it beside the copy as `routes/<who>/<path>.json` (apps/web/vite-plugins/route-shells.ts, from a
 * `src/prerender/*` copy's `pageData`); the API reads it (apps/api/src/http/route-shell-data.ts), makes the
 * calls with the visitor's own cookies, draws the page with their answers (the build's server module) and puts
 * the answers into the page for the app's first identical calls (apps/web/src/lib/http/page-data.ts).
 */
const scalar = z.union([z.string(), z.number(), z.boolean()]);
export const routePageDataSchema = z.object({
  calls: z.array(
    z.object({
      method: z.enum(['GET', 'POST']),
      /** The API path, exactly as the app calls it. */
      path: z.string().startsWith('/v1/'),
      /** The JSON text of the body, exactly as the app sends it. */
      body: z.string().optional(),
      /** Only for the route's plain address: a query string (page, order, filters) changes the call. */
      plainAddressOnly: z.boolean().optional(),
    }),
  ),
  /** The copy is for these people only: the answer of `call` has these field values, else index.html is sent. */
  requires: z.object({ call: z.number().int(), fields: z.record(z.string(), scalar) }).optional(),
});
export type RoutePageData = z.infer<typeof routePageDataSchema>;

/** One answer the API puts into the page (`<script type="application/json" id="vp-page-data">`): the call, and what it answered. */
export type RoutePageAnswer = { method: string; path: string; body?: string; status: number; data: unknown };
