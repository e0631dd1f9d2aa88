/**
 * The whole architecture check over one repository root: parse the API (and bench, which may reach the
 * API's modules only through their public faces), run every rule, return the violations sorted.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { checkFileSize } from './file-size.mjs';
import { checkImports } from './import-rules.mjs';
import { checkCycles } from './module-cycles.mjs';
import { API_SRC, listSourceFiles, MODULES, parseFile } from './source-files.mjs';
import { checkTransactions } from './transaction-rule.mjs';

/** A violation's identity without its line number, so edits above it do not make it "new". */
export const keyOf = (v) =>
  v.rule === 'module-cycle' ? `module-cycle: ${v.detail}` : `${v.rule} ${v.file}: ${v.detail}`;

export function checkArchitecture(root) {
  const apiFiles = listSourceFiles(root, API_SRC);
  const parsedApi = apiFiles.map((file) => parseFile(root, file));
  const parsedBench = listSourceFiles(root, 'bench').map((file) => parseFile(root, file));
  const violations = [];
  for (const parsed of [...parsedApi, ...parsedBench]) {
    for (const error of parsed.errors) {
      violations.push({
        file: parsed.file,
        line: parsed.lineOf(error.labels?.[0]?.start ?? 0),
        rule: 'parse',
        detail: 'does not parse',
        message: `does not parse: ${error.message}`,
      });
    }
    violations.push(...checkImports(parsed));
  }
  for (const parsed of parsedApi) violations.push(...checkTransactions(parsed));
  violations.push(...checkCycles(parsedApi));
  violations.push(...checkPublicFaces(root));
  for (const file of [...apiFiles, ...listSourceFiles(root, 'apps/web/src')]) {
    violations.push(...checkFileSize(root, file));
  }
  return violations.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.rule.localeCompare(b.rule));
}

/**
 * Splits violations against a baseline (a list of keys, repeated as often as the violation occurs):
 * `fresh` are not covered by it, `remaining` baseline keys still occur, `fixed` no longer do.
 */
export function compareWithBaseline(violations, baselineKeys) {
  const left = new Map();
  for (const key of baselineKeys) left.set(key, (left.get(key) ?? 0) + 1);
  const fresh = [];
  let remaining = 0;
  for (const violation of violations) {
    const key = keyOf(violation);
    if (left.get(key) > 0) {
      left.set(key, left.get(key) - 1);
      remaining++;
    } else {
      fresh.push(violation);
    }
  }
  const fixed = [...left.entries()].flatMap(([key, count]) => Array(count).fill(key));
  return { fresh, remaining, fixed };
}

export const formatViolation = (v) => `${v.file}:${v.line} ${v.rule}: ${v.message}`;

/** Every module folder has its public face, `index.ts`: the only file other modules may import. */
function checkPublicFaces(root) {
  const dir = path.join(root, MODULES);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !existsSync(path.join(dir, entry.name, 'index.ts')))
    .map((entry) => ({
      file: `${MODULES}/${entry.name}`,
      line: 1,
      rule: 'public-face',
      detail: 'has no index.ts',
      message: `module ${entry.name} has no public face: add ${MODULES}/${entry.name}/index.ts exporting what other modules may use`,
    }));
}
