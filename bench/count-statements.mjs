/**
 * Preloaded into the portal processes payouts-settle.ts starts (NODE_OPTIONS=--import …): counts every
 * statement the process sends to PostgreSQL, as the bench counts its own at the driver, and writes the running
 * total to BENCH_STATEMENTS_DIR/<pid> five times a second, so the bench can subtract two readings.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const dir = process.env.BENCH_STATEMENTS_DIR;
if (dir) {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, String(process.pid));
  let total = 0;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (...args) {
    total += 1;
    return query.apply(this, args);
  };
  const write = () => writeFileSync(file, String(total));
  write();
  setInterval(write, 200).unref();
  process.on('exit', write);
}
