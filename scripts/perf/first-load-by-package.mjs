#!/usr/bin/env node
/**
 * What a logged-in page's first-load script is made of, by package: the startup files of index.html and the route's
 * modules its HTML copy fetches after the first paint (vite-plugins/route-shells.ts), every byte traced back through
 * the build's source maps; each group's code then compressed with brotli on its own. A reading of the build, not a
 * test (the first-load budget is vite-plugins/first-load-budget.ts). docs/performance.md «Thirteenth pass».
 *
 *   npm run build -w apps/web && node scripts/perf/first-load-by-package.mjs [--dist apps/web/dist]
 *       [--copies session/employees,session/employee/payments]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';
import { option, ownerOf } from './measure-support.mjs';

const distDir = path.resolve(option('--dist', 'apps/web/dist'));
const copies = option('--copies', 'session/employees,session/employee/payments').split(',');

/** Packages read together: the UI kit with what it brings, React, and the stack's other fixed parts. */
const GROUPS = [
  [
    'MUI with Emotion and Popper',
    /^(@mui\/|@emotion\/|stylis|@popperjs\/|hoist-non-react-statics|react-transition-group|clsx|prop-types|react-is)/,
  ],
  ['React and React DOM', /^(react-dom|react|scheduler)$/],
  ['react-router', /^react-router$/],
  ['TanStack Query', /^@tanstack\//],
  ['zod', /^zod$/],
  ['axios', /^axios$/],
  ['the contracts', /^@vyplaty\/contracts$/],
  ['react-toastify', /^react-toastify$/],
];
const groupOf = (owner) => GROUPS.find(([, pattern]) => pattern.test(owner))?.[0] ?? "the app's own code and the rest";

const read = (file) => readFileSync(path.join(distDir, file), 'utf8');
const KiB = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The scripts a visitor's first load of the copy runs: index.html's startup files and the copy's preloads. */
function firstLoadFiles(copy) {
  const html = read(`routes/${copy}.html`);
  const afterPaint = html.match(/src="\/(assets\/after-paint-[^"]+\.js)"/)?.[1];
  if (!afterPaint) throw new Error(`routes/${copy}.html: no after-paint script`);
  const preloads = JSON.parse(read(afterPaint).match(/const preloads = (\[[^\]]*\])/)?.[1] ?? '[]');
  const startup = [...read('index.html').matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  return [...new Set([...startup, ...preloads.map((href) => href.slice(1))])];
}

for (const copy of copies) {
  const files = firstLoadFiles(copy);
  const codeByGroup = new Map();
  let served = 0;
  let minified = 0;
  for (const file of files) {
    const code = read(file);
    served += brotliCompressSync(code).length;
    minified += code.length;
    if (!existsSync(path.join(distDir, `${file}.map`))) {
      // The bundler's runtime has no map of its own.
      const group = groupOf('');
      codeByGroup.set(group, (codeByGroup.get(group) ?? '') + code);
      continue;
    }
    const lines = code.split('\n');
    const segments = [];
    eachMapping(new TraceMap(read(`${file}.map`)), (segment) => segments.push(segment));
    segments.forEach((segment, i) => {
      const next = segments[i + 1];
      const line = lines[segment.generatedLine - 1] ?? '';
      const end = next?.generatedLine === segment.generatedLine ? next.generatedColumn : line.length;
      const group = groupOf(segment.source ? ownerOf(segment.source) : '');
      codeByGroup.set(group, (codeByGroup.get(group) ?? '') + line.slice(segment.generatedColumn, end));
    });
  }
  console.log(
    `/${copy.replace(/^[^/]+\//, '')}: ${files.length} files, ${KiB(minified)} minified, ${KiB(served)} brotli`,
  );
  for (const [group, code] of [...codeByGroup].sort((a, b) => b[1].length - a[1].length)) {
    console.log(
      `  ${group.padEnd(34)} ${KiB(code.length).padStart(10)} ${KiB(brotliCompressSync(code).length).padStart(10)}`,
    );
  }
}
