/**
 * What a route's HTML copy asks the API to add when it sends the page (apps/api/src/http/route-shell-data.ts
 * reads it from `routes/<who>/<path>.json`, written by vite-plugins/route-shells.ts). The API makes the
 * calls with the visitor's own cookies, puts their answers into the page for the app's first identical
 * calls (lib/http/page-data.ts), and fills the slots' templates in the HTML from those answers.
 */
export type RoutePageCall = {
  method: 'GET' | 'POST';
  /** The API path, exactly as the app calls it. */
  path: string;
  /** The JSON text of the body, exactly as the app sends it. */
  body?: string;
  /** Only for the route's plain address: a query string (page, order, filters) changes the call. */
  plainAddressOnly?: boolean;
};

export type RoutePageData = {
  calls: RoutePageCall[];
  /** The copy is for these people only: the answer of `call` has these field values, else index.html is sent. */
  requires?: { call: number; fields: Record<string, string | number | boolean> };
  /** Text in the copy that is a template (`{field}`), filled from the answer of `call`; emptied when a field equals a value. */
  slots?: { template: string; call: number; emptyWhen?: { field: string; equals: string | number | boolean } }[];
};
