/**
 * A build that never pulls files from under a running portal, and is skipped when nothing it reads has changed
 * (issue 24.10: two portals side by side in one checkout, each `npm start` building first).
 *
 * - The build writes into a fresh folder of its own (`node_modules/.build/<pid>-…`, same disk as the output), never
 *   into the output itself.
 * - Its files then enter the output one by one with rename (atomic per file): first `assets/` — hashed names, so a new
 *   name never replaces what a running page asks for, and the previous builds' assets stay — then the other files
 *   (index.html, sw.js, the manifests, route copies). A running portal holds those in memory (apps/api/src/http/
 *   shell-files.ts) and reads only `assets/` from disk, so every page it has served keeps its scripts.
 * - Last, a stamp of the inputs (SHA-256 of every input file's path and content, plus the settings that change the
 *   output) is written beside them; the next build with the same stamp and a complete output does nothing.
 *
 * Old assets are never deleted here (a portal may serve a page of any earlier build): `rm -rf` the output when no
 * portal runs to reclaim the space.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const STAMP_FILE = '.build-stamp';
const ASSETS = 'assets';

/** Every file under `entry` (a file or a folder), sorted, skipping node_modules and dot-folders. */
function filesUnder(entry) {
  if (!existsSync(entry)) return [];
  if (statSync(entry).isFile()) return [entry];
  const found = [];
  for (const item of readdirSync(entry, { withFileTypes: true })) {
    if (item.name === 'node_modules' || (item.isDirectory() && item.name.startsWith('.'))) continue;
    const full = path.join(entry, item.name);
    if (item.isDirectory()) found.push(...filesUnder(full));
    else if (item.isFile()) found.push(full);
  }
  return found.sort();
}

/**
 * The inputs' stamp: `inputs` are paths relative to `root` (files or folders; a missing one counts as missing),
 * `settings` anything else the output depends on (environment values).
 */
export function inputStamp(root, inputs, settings = {}) {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(Object.entries(settings).sort(([a], [b]) => a.localeCompare(b))));
  for (const input of inputs) {
    const files = filesUnder(path.join(root, input));
    if (files.length === 0) hash.update(`\0missing:${input}`);
    for (const file of files) {
      hash.update(`\0${path.relative(root, file).split(path.sep).join('/')}\0`);
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/** Moves `from`'s files into `to`: `assets/` files are added beside the old ones (never removed), the rest replaced. */
export function installBuild(from, to) {
  mkdirSync(to, { recursive: true });
  const built = filesUnder(from).map((file) => path.relative(from, file));
  const isAsset = (relative) => relative.split(path.sep)[0] === ASSETS;
  // Assets first: the new index.html must never be in place before the files it names.
  for (const relative of [...built.filter(isAsset), ...built.filter((f) => !isAsset(f))]) {
    const target = path.join(to, relative);
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(path.join(from, relative), target);
  }
  // A file of an earlier build outside assets/ that this build no longer writes (a route copy dropped) goes.
  const current = new Set(built);
  for (const file of filesUnder(to)) {
    const relative = path.relative(to, file);
    if (!isAsset(relative) && relative !== STAMP_FILE && !current.has(relative)) rmSync(file, { force: true });
  }
}

/**
 * Builds into a fresh folder and installs the result into `outDir`, unless `outDir` already holds a complete build
 * (its `complete` file) of the same stamp, or `force`. `build(folder)` writes the output into `folder`.
 * Returns `{ skipped, stamp }`.
 */
export async function buildOnce({ outDir, stamp, complete, scratchDir, build, force = false }) {
  const stampFile = path.join(outDir, STAMP_FILE);
  if (
    !force &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8').trim() === stamp &&
    existsSync(path.join(outDir, complete))
  ) {
    return { skipped: true, stamp };
  }
  mkdirSync(scratchDir, { recursive: true });
  const folder = path.join(scratchDir, `${process.pid}-${Date.now().toString(36)}`);
  rmSync(folder, { recursive: true, force: true });
  try {
    await build(folder);
    if (!existsSync(path.join(folder, complete))) throw new Error(`the build wrote no ${complete} into ${folder}`);
    // Written before the files move: a build interrupted halfway through the move is not taken for a complete one.
    rmSync(stampFile, { force: true });
    installBuild(folder, outDir);
    writeFileSync(`${stampFile}.${process.pid}.tmp`, `${stamp}\n`);
    renameSync(`${stampFile}.${process.pid}.tmp`, stampFile);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return { skipped: false, stamp };
}
