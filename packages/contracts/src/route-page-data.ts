import { z } from 'zod';

/**
 * What a route's HTML copy asks the API to add when it sends the page (ADR 013). The web build writes it
 * beside the copy as `routes/<who>/<path>.json` (apps/web/vite-plugins/route-shells.ts, from a
 * `src/prerender/*` entry's `pageData`); the API reads it (apps/api/src/http/route-shell-data.ts), makes the
 * calls with the visitor's own cookies, puts their answers into the page for the app's first identical calls
 * (apps/web/src/lib/http/page-data.ts), and fills the slots' templates in the HTML from those answers.
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
  /** Text in the copy that is a template (`{field}`), filled from the answer of `call`; emptied when a field equals a value. */
  slots: z
    .array(
      z.object({
        template: z.string().min(1),
        call: z.number().int(),
        emptyWhen: z.object({ field: z.string(), equals: scalar }).optional(),
      }),
    )
    .optional(),
  /**
   * The same page drawn for one kind of answer (its list empty, say), written beside the copy as
   * `<path>.<name>.html`: the API sends the first whose answer of `call` has `field` equal to `equals`, else the copy.
   */
  variants: z
    .array(
      z.object({
        name: z.string().regex(/^[a-z][a-z-]*$/),
        call: z.number().int(),
        when: z.object({ field: z.string(), equals: scalar }),
      }),
    )
    .optional(),
});
export type RoutePageData = z.infer<typeof routePageDataSchema>;

/** One answer the API puts into the page (`<script type="application/json" id="vp-page-data">`): the call, and what it answered. */
export type RoutePageAnswer = { method: string; path: string; body?: string; status: number; data: unknown };

/** `{name}` in a template replaced by the value of that field: the app draws a slot's text, the API fills the copy's, alike. */
export const fillTemplate = (template: string, values: Record<string, unknown>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
