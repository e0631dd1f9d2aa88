/**
 * scripts/build-output.mjs on a small tree in a temp folder, with a stand-in for Vite that writes what it writes
 * (hashed assets, an index.html naming them, a route copy): two portals side by side keep their pages' scripts
 * through a second build, and a build of unchanged inputs does nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildOnce, inputStamp, STAMP_FILE } from './build-output.mjs';

const made = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A checkout with one source file; returns its paths and a build that counts its runs. */
function checkout() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'build-output-'));
  made.push(root);
  mkdirSync(path.join(root, 'src'));
  writeFileSync(path.join(root, 'src/app.js'), 'console.log("первая");\n');
  writeFileSync(path.join(root, 'lockfile.json'), '{}\n');
  const runs = { count: 0 };
  /** Like Vite: the entry's name carries a hash of its content; index.html names it. */
  const build = async (folder) => {
    runs.count += 1;
    const source = readFileSync(path.join(root, 'src/app.js'), 'utf8');
    const name = `index-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
    mkdirSync(path.join(folder, 'assets'), { recursive: true });
    writeFileSync(path.join(folder, 'assets', name), source);
    writeFileSync(path.join(folder, 'index.html'), `<script src="/assets/${name}"></script>`);
    if (source.includes('первая')) {
      mkdirSync(path.join(folder, 'routes'), { recursive: true });
      writeFileSync(path.join(folder, 'routes/login.html'), 'копия');
    }
  };
  const outDir = path.join(root, 'dist');
  const run = () =>
    buildOnce({
      outDir,
      stamp: inputStamp(root, ['src', 'lockfile.json', 'missing.env']),
      complete: 'index.html',
      scratchDir: path.join(root, 'node_modules/.build'),
      build,
    });
  /** The script a portal started now would serve in its page (it keeps index.html in memory). */
  const servedScript = () => readFileSync(path.join(outDir, 'index.html'), 'utf8').match(/\/assets\/([^"]+)/)?.[1];
  return { root, outDir, runs, run, servedScript };
}

describe('build-output', () => {
  it('skips a second build when nothing changed', async () => {
    const { outDir, runs, run } = checkout();
    expect((await run()).skipped).toBe(false);
    const before = readdirSync(path.join(outDir, 'assets'));
    expect((await run()).skipped).toBe(true);
    expect(runs.count).toBe(1);
    expect(readdirSync(path.join(outDir, 'assets'))).toEqual(before);
    expect(existsSync(path.join(outDir, STAMP_FILE))).toBe(true);
  });

  it('keeps the first build’s assets when a second portal builds changed sources', async () => {
    const { root, outDir, run, servedScript } = checkout();
    await run();
    const firstPortal = servedScript();
    writeFileSync(path.join(root, 'src/app.js'), 'console.log("вторая");\n');
    expect((await run()).skipped).toBe(false);
    const secondPortal = servedScript();
    expect(secondPortal).not.toBe(firstPortal);
    // The first portal's page still gets its script; the second's gets its own.
    expect(readFileSync(path.join(outDir, 'assets', firstPortal), 'utf8')).toContain('первая');
    expect(readFileSync(path.join(outDir, 'assets', secondPortal), 'utf8')).toContain('вторая');
    // A shell file the new build no longer writes is gone; the scratch folder is removed.
    expect(existsSync(path.join(outDir, 'routes/login.html'))).toBe(false);
    expect(readdirSync(path.join(root, 'node_modules/.build'))).toEqual([]);
  });

  it('rebuilds when an input changes back, and when the output was removed', async () => {
    const { root, outDir, runs, run } = checkout();
    await run();
    writeFileSync(path.join(root, 'lockfile.json'), '{"a":1}\n');
    await run();
    writeFileSync(path.join(root, 'lockfile.json'), '{}\n');
    expect((await run()).skipped).toBe(false);
    rmSync(path.join(outDir, 'index.html'));
    expect((await run()).skipped).toBe(false);
    expect(runs.count).toBe(4);
  });

  it('leaves the output as it was when the build fails', async () => {
    const { root, outDir, run, servedScript } = checkout();
    await run();
    const served = servedScript();
    writeFileSync(path.join(root, 'src/app.js'), 'сломано');
    const failing = buildOnce({
      outDir,
      stamp: inputStamp(root, ['src']),
      complete: 'index.html',
      scratchDir: path.join(root, 'node_modules/.build'),
      build: async () => {
        throw new Error('ошибка сборки');
      },
    });
    await expect(failing).rejects.toThrow('ошибка сборки');
    expect(servedScript()).toBe(served);
    expect(existsSync(path.join(outDir, 'assets', served))).toBe(true);
  });
});
