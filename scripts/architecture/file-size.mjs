/**
 * file-size: no source file over the size CONVENTIONS.md names — 300 lines in the API and for plain
 * .ts in the web app, 200 for React components (.tsx) — unless its first line states why:
 * `// size: <reason>`. Tests, sandbox data, migrations and fixtures are data or checks, not design.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const API_LIMIT = 300;
const COMPONENT_LIMIT = 200;
const EXEMPT = [/\.test\.tsx?$/, /\.sandbox-data\//, /\/migrations\//, /\/fixtures\//];
const REASON = /^\/\/\s*size:\s*\S/;

export const sizeLimitOf = (file) =>
  file.startsWith('apps/web/') && file.endsWith('.tsx') ? COMPONENT_LIMIT : API_LIMIT;

export function checkFileSize(root, file) {
  if (EXEMPT.some((pattern) => pattern.test(file))) return [];
  const text = readFileSync(path.join(root, file), 'utf8');
  const lines = text.split('\n');
  const count = lines.at(-1) === '' ? lines.length - 1 : lines.length;
  const limit = sizeLimitOf(file);
  if (count <= limit || REASON.test(lines[0])) return [];
  return [
    {
      file,
      line: 1,
      rule: 'file-size',
      detail: `over ${limit} lines`,
      message: `${count} lines, over ${limit}; split it by use case, or state why on the first line: // size: <reason>`,
    },
  ];
}
