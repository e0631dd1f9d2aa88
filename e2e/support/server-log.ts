/**
 * The portal's log during one journey (global-setup.ts writes it to E2E_SERVER_LOG at LOG_LEVEL=warn):
 * `serverLogFrom()` marks where the journey starts; `linesSince(mark)` is what the portal wrote since —
 * the server's half of a failure report.
 */
import { readFileSync, statSync } from 'node:fs';

const file = () => process.env.E2E_SERVER_LOG;

export function serverLogFrom(): number {
  const path = file();
  return path ? statSync(path).size : 0;
}

export function linesSince(mark: number, limit = 40): string[] {
  const path = file();
  if (!path) return ['(no server log: E2E_SERVER_LOG is not set)'];
  const lines = readFileSync(path).subarray(mark).toString('utf8').split('\n').filter(Boolean);
  return lines.length > limit ? [`(${lines.length - limit} earlier lines left out)`, ...lines.slice(-limit)] : lines;
}
