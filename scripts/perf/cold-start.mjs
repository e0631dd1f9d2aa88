#!/usr/bin/env node
/**
 * The API's cold start: from spawning the process to the first 200 of /v1/health, polled every 10 ms. Each variant is
 * a command run in apps/api (NODE_ENV=production, as `npm start`); the variants take turns, round after round, so the
 * machine's load hits them alike. The database is prepared once (a first start migrates and seeds the demo into a
 * scratch DATA_DIR), so every measured start reopens it, as a restart does. Beside the wall time it prints the CPU time
 * the process (and its children) had used by then, from /proc: on a machine shared with other work the wall time
 * swings with the load, the CPU time much less. A measurement, not a test; Linux only.
 *
 *   node scripts/perf/cold-start.mjs [--rounds 5] [--port 3917] [--variants tsx,node]
 *
 * Variants: tsx (`tsx src/main.ts`, the start before issue 23.8), node (`node --enable-source-maps dist/main.js`,
 * `npm start` now; build it first with `npm run build -w apps/api`), node-no-maps (the same without source maps).
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const apiDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../apps/api');
const rounds = Number(option('--rounds', 5));
const port = Number(option('--port', 3917));
const dataDir = path.join(os.tmpdir(), `vp-cold-start-${port}`);
const commands = {
  tsx: [path.join(apiDir, '../../node_modules/.bin/tsx'), 'src/main.ts'],
  node: [process.execPath, '--enable-source-maps', 'dist/main.js'],
  'node-no-maps': [process.execPath, 'dist/main.js'],
};
const variants = option('--variants', 'tsx,node').split(',');
for (const name of variants) if (!commands[name]) throw new Error(`unknown variant ${name}`);

const healthy = () =>
  new Promise((resolve) => {
    const request = get({ host: '127.0.0.1', port, path: '/v1/health', timeout: 1000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
    request.on('timeout', () => request.destroy());
  });

/** utime + stime of the process and its descendants (tsx runs node in a child), in ms, from /proc. */
function treeCpuMs(rootPid) {
  const stats = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // pid (comm) state ppid … utime stime: fields 14 and 15, counted after the command's closing parenthesis.
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.push({ pid: Number(entry), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // The process ended between listing /proc and reading its stat: it has no CPU left to count.
    }
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const s of stats) if (tree.has(s.ppid) && !tree.has(s.pid)) grew = tree.add(s.pid) !== undefined;
  }
  return stats.filter((s) => tree.has(s.pid)).reduce((sum, s) => sum + s.ticks, 0) * 10;
}

/** Milliseconds from spawn to the first healthy answer; the process is then stopped with SIGTERM. */
async function startOnce(name) {
  const [command, ...commandArgs] = commands[name];
  const started = performance.now();
  const child = spawn(command, commandArgs, {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let ms;
  let cpuMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} ended with ${child.exitCode} before answering`);
    if (await healthy()) {
      ms = performance.now() - started;
      cpuMs = treeCpuMs(child.pid);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  child.kill('SIGTERM');
  await exited;
  return { ms, cpuMs };
}

rmSync(dataDir, { recursive: true, force: true });
console.log(`preparing ${dataDir} (migrations and the demo, not measured)…`);
await startOnce(variants[0]);
const times = Object.fromEntries(variants.map((name) => [name, []]));
const cpuTimes = Object.fromEntries(variants.map((name) => [name, []]));
const loadAtStart = os.loadavg()[0];
for (let round = 0; round < rounds; round++) {
  for (const name of round % 2 ? [...variants].reverse() : variants) {
    const { ms, cpuMs } = await startOnce(name);
    times[name].push(ms);
    cpuTimes[name].push(cpuMs);
  }
}
const loadAtEnd = os.loadavg()[0];
rmSync(dataDir, { recursive: true, force: true });
const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${Math.round(sorted[sorted.length >> 1])} ms, range ${Math.round(sorted[0])}–${Math.round(sorted.at(-1))} ms (${values.map(Math.round).join(', ')})`;
};
for (const name of variants) {
  console.log(`${name.padEnd(13)} to the first 200: ${summary(times[name])}`);
  console.log(`${''.padEnd(13)} CPU time by then: ${summary(cpuTimes[name])}`);
}
console.log(`load average ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end`);
