#!/usr/bin/env node
/**
 * What each route downloads: builds the web app into a scratch folder with Vite's manifest and prints
 * the entry (every page needs it) and, for each lazily loaded page file, the chunks it adds on top,
 * raw and as brotli (the copy the portal sends). A measurement, not a test.
 *
 *   node scripts/perf/route-chunks.mjs [--out /tmp/route-chunks] [--page login-page]
 *
 * --page prints the chunks of the page files whose path contains the text, with the source modules
 * inside each (from the source maps), to see why a chunk is there.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const webDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web');
const outDir = path.resolve(option('--out', '/tmp/route-chunks'));
const pageFilter = option('--page');

const build = spawnSync('npx', ['vite', 'build', '--manifest', '--outDir', outDir, '--emptyOutDir'], {
  cwd: webDir,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) throw new Error(`Сборка не удалась (код ${build.status})`);

const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
const sizeOf = (file) => (existsSync(file) ? statSync(file).size : 0);
const sizes = (key) => {
  const file = path.join(outDir, manifest[key].file);
  // Small files have no .br copy: the plain file is what goes over the wire.
  return { raw: sizeOf(file), br: sizeOf(`${file}.br`) || sizeOf(file) };
};
/** The chunk and every chunk it imports statically: what has to arrive before it runs. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const total = (keys) =>
  [...keys].reduce((sum, key) => ({ raw: sum.raw + sizes(key).raw, br: sum.br + sizes(key).br }), { raw: 0, br: 0 });
const chunkName = (key) => path.basename(manifest[key].file);

/** Source modules in a chunk by size, from its source map (node_modules grouped by package). */
function modulesOf(key) {
  const mapFile = path.join(outDir, `${manifest[key].file}.map`);
  if (!existsSync(mapFile)) return [];
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const bySource = new Map();
  map.sources.forEach((source, i) => {
    const name = source.includes('node_modules/')
      ? source.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1')
      : source.replace(/^.*?apps\/web\//, '');
    bySource.set(name, (bySource.get(name) ?? 0) + (map.sourcesContent?.[i]?.length ?? 0));
  });
  return [...bySource].sort((a, b) => b[1] - a[1]).map(([name, size]) => `${name} ${kib(size)}`);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = closure(entryKey);
const entrySize = total(entry);
console.log(`entry (every route): ${kib(entrySize.raw)}, brotli ${kib(entrySize.br)}, ${entry.size} files`);
console.log(`  ${[...entry].map(chunkName).join(' ')}`);

const pages = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry && (key.includes('/pages/') || key.includes('/layouts/')))
  .sort();
for (const key of pages) {
  const own = [...closure(key)].filter((k) => !entry.has(k));
  const size = total(own);
  console.log(
    `${key.replace(/^src\/features\//, '')}: +${kib(size.raw)}, brotli +${kib(size.br)}, ${own.length} files`,
  );
  if (pageFilter && key.includes(pageFilter)) {
    for (const k of own)
      console.log(`    ${chunkName(k)} ${kib(sizes(k).raw)}: ${modulesOf(k).slice(0, 8).join(', ')}`);
  }
}
