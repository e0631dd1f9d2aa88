import { vi } from 'vitest';

/** One answer of the stubbed API: a status with a JSON body, or no answer at all. */
export type FetchAnswer = { status: number; body?: unknown } | 'network-error';

/**
 * The API as a public page's `fetch` sees it (src/public/, which has no axios): one answer per call, in order, each
 * call kept for the test to read; a call past the answers gets a 500.
 */
export function stubFetch(...answers: FetchAnswer[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const answer = answers.shift() ?? { status: 500 };
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}
