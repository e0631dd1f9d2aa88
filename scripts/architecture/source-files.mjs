/**
 * The files the architecture check reads: walking the tree, telling tests from sources, parsing with
 * oxc-parser and resolving each import to a file of the repository (posix paths relative to the root).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'oxc-parser';

export const API_SRC = 'apps/api/src';
export const MODULES = `${API_SRC}/modules`;

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data']);

/** Every .ts / .tsx file under `dir` (relative to `root`), sorted; a missing folder gives none. */
export function listSourceFiles(root, dir) {
  const found = [];
  const visit = (rel) => {
    const abs = path.join(root, rel);
    if (!existsSync(abs)) return;
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) visit(child);
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        found.push(child);
      }
    }
  };
  visit(dir);
  return found.sort();
}

/** `*.test.ts(x)`: tests, exempt from every rule but transactions. */
export const isTestFile = (file) => /\.test\.tsx?$/.test(file);

/** Test files and the helpers only tests use (`*test-helpers*`, `*.test-support.ts`). */
export const isTestCode = (file) =>
  isTestFile(file) || path.posix.basename(file).includes('test-helpers') || file.endsWith('.test-support.ts');

/** The module a file belongs to (`apps/api/src/modules/<m>/…`), or null for files outside every module. */
export function moduleOf(file) {
  if (!file.startsWith(`${MODULES}/`)) return null;
  const rest = file.slice(MODULES.length + 1).split('/');
  return rest.length > 1 ? rest[0] : null;
}

/** A module's public face: `modules/<m>/index.ts`. */
export const isPublicFace = (file) =>
  moduleOf(file) !== null && /^[^/]+\/index\.ts$/.test(file.slice(MODULES.length + 1));

/** Offsets → 1-based line numbers. */
export function lineIndex(text) {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
}

/** Where a relative specifier points: the .ts file behind `./x.js`, `./x` or `./dir`; null for packages. */
export function resolveImport(root, fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  const bare = target.replace(/\.(m?js|jsx)$/, '');
  const candidates = [`${bare}.ts`, `${bare}.tsx`, target, `${target}/index.ts`, `${target}/index.tsx`];
  return candidates.find((candidate) => existsSync(path.join(root, candidate))) ?? `${bare}.ts`;
}

/**
 * One parsed file: its text, AST, line lookup and its imports — static imports, re-exports and
 * `import()` with a literal path — each `{ specifier, target, line, typeOnly, names }`.
 */
export function parseFile(root, file) {
  const text = readFileSync(path.join(root, file), 'utf8');
  const result = parseSync(file, text, { sourceType: 'module' });
  const lineOf = lineIndex(text);
  const imports = [];
  const add = (specifier, start, entries) => {
    const names = entries.map((entry) => ({
      name: entry.importName?.name ?? entry.localName?.value ?? entry.localName?.name ?? '*',
      typeOnly: entry.isType,
    }));
    imports.push({
      specifier,
      target: resolveImport(root, file, specifier),
      line: lineOf(start),
      // A side-effect import (no names) loads the module, so it is a value import.
      typeOnly: names.length > 0 && names.every((n) => n.typeOnly),
      names,
    });
  };
  for (const entry of result.module.staticImports) add(entry.moduleRequest.value, entry.start, entry.entries);
  for (const exported of result.module.staticExports) {
    const reexports = exported.entries.filter((entry) => entry.moduleRequest);
    if (reexports.length) add(reexports[0].moduleRequest.value, exported.start, reexports);
  }
  for (const dynamic of result.module.dynamicImports) {
    const literal = text.slice(dynamic.moduleRequest.start, dynamic.moduleRequest.end);
    const match = /^(['"`])([^'"`$]*)\1$/.exec(literal);
    if (match) add(match[2], dynamic.start, [{ importName: { name: '*' }, isType: false }]);
  }
  return { file, text, program: result.program, errors: result.errors, lineOf, imports };
}
