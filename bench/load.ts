/**
 * A small load generator in the spirit of autocannon: `connections` keep-alive sockets on loopback,
 * each sending the next GET as soon as the previous answer is complete, for `seconds`. Runs in a
 * worker thread (bench/load-worker.mjs, plain JS: its own event loop), so the server under test keeps the main one to itself. Answers
 * must carry Content-Length (Fastify's JSON and static files do); anything else fails loudly.
 */
import { Worker } from 'node:worker_threads';

export type LoadOptions = { port: number; path: string; connections: number; seconds: number };
export type LoadResult = { requests: number; perSecond: number; statuses: Record<number, number> };

/** Runs the load in a worker thread and returns what it counted. */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), { workerData: options });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}
