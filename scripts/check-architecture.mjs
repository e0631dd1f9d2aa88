#!/usr/bin/env node
/**
 * `npm run lint` (after Biome): the module rules of CONVENTIONS.md over apps/api/src — module
 * boundaries, no module cycles, repositories private to their module, SQL only in repositories, one
 * way to hold a transaction — and file sizes in the API and the web app. Rules: scripts/architecture/.
 *
 *   node scripts/check-architecture.mjs                  fail only on violations not in the baseline
 *   node scripts/check-architecture.mjs --all            print every violation, fail if there is any
 *   node scripts/check-architecture.mjs --baseline <f>   another baseline (default scripts/architecture-baseline.json)
 *   node scripts/check-architecture.mjs --write-baseline record today's violations as the baseline
 *   node scripts/check-architecture.mjs --root <dir>     check another tree (the tests' fixtures)
 *
 * Each violation prints as `file:line rule: explanation`. The baseline lists the violations known when
 * the check arrived, without line numbers; it only shrinks — fix one, then `--write-baseline`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkArchitecture, compareWithBaseline, formatViolation, keyOf } from './architecture/check.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const root = path.resolve(option('--root') ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const baselineFile = path.resolve(option('--baseline') ?? path.join(root, 'scripts/architecture-baseline.json'));

const started = performance.now();
const violations = checkArchitecture(root);
const took = `${Math.round(performance.now() - started)} ms`;

if (args.includes('--write-baseline')) {
  const baseline = {
    about: 'Known architecture violations (scripts/check-architecture.mjs). Only shrink this list.',
    violations: violations.map(keyOf).sort(),
  };
  mkdirSync(path.dirname(baselineFile), { recursive: true });
  writeFileSync(baselineFile, `${JSON.stringify(baseline, null, 2)}\n`);
  console.log(`architecture: ${violations.length} violations written to ${path.relative(root, baselineFile)}`);
  process.exit(0);
}

if (args.includes('--all') || !existsSync(baselineFile)) {
  for (const violation of violations) console.log(formatViolation(violation));
  console.log(`architecture: ${violations.length} violations (${took})`);
  process.exit(violations.length ? 1 : 0);
}

const baseline = JSON.parse(readFileSync(baselineFile, 'utf8')).violations;
const { fresh, remaining, fixed } = compareWithBaseline(violations, baseline);
for (const violation of fresh) console.log(formatViolation(violation));
if (fixed.length) {
  console.log(`fixed since the baseline (remove with --write-baseline):\n  ${fixed.join('\n  ')}`);
}
console.log(
  `architecture: ${fresh.length} new violations; ${remaining} baseline entries remain, ${fixed.length} fixed (${took})`,
);
process.exit(fresh.length ? 1 : 0);
