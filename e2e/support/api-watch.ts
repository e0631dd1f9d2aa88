/**
 * What the portal answered while a journey ran, for the journey's failure report: every API call that
 * failed (status ≥ 400, or no answer at all), every call slower than two seconds, and the calls still
 * waiting for an answer. A
 * journey that waits in vain for a text then says whether the call behind it failed, hung, or never
 * went — the difference between a race in the page and a slow or failing server.
 */
import type { BrowserContext, Request } from '@playwright/test';

const SLOW_MS = 2000;

export type ApiWatch = { report: () => string[]; watch: (context: BrowserContext) => void };

export function apiWatch(): ApiWatch {
  const lines: string[] = [];
  const pending = new Map<Request, string>();
  const started = Date.now();
  const at = () => `+${((Date.now() - started) / 1000).toFixed(1)} s`;
  const name = (request: Request) => `${request.method()} ${new URL(request.url()).pathname}`;
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/v1/');
  const watch = (context: BrowserContext) => {
    context.on('request', (request) => {
      if (isApi(request)) pending.set(request, at());
    });
    context.on('requestfinished', (request) => {
      if (!isApi(request)) return;
      pending.delete(request);
      void request
        .response()
        .then(async (response) => {
          const { requestStart, responseEnd } = request.timing();
          const took = responseEnd - requestStart;
          const status = response?.status() ?? 0;
          if (status < 400 && took < SLOW_MS) return;
          const body =
            status >= 400
              ? ` ${(await response?.text().catch((e: Error) => `(the body could not be read: ${e.message})`))?.slice(0, 300)}`
              : '';
          lines.push(`${at()} ${name(request)} → ${status} in ${Math.round(took)} ms${body}`);
        })
        .catch((error: Error) =>
          lines.push(`${at()} ${name(request)}: the answer could not be read (${error.message})`),
        );
    });
    context.on('requestfailed', (request) => {
      pending.delete(request);
      if (isApi(request)) lines.push(`${at()} ${name(request)} failed: ${request.failure()?.errorText ?? 'no answer'}`);
    });
  };
  const report = () => [
    ...lines,
    ...[...pending].map(([request, since]) => `${since} ${name(request)}: no answer yet`),
  ];
  return { report, watch };
}
