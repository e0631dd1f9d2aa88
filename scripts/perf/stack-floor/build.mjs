#!/usr/bin/env node
/**
 * The stack's floor (docs/performance.md, «Sixth pass»): a bare login form on React 19 + MUI 9 (Emotion), with none of
 * the portal's code, built four ways and served the way the portal serves /login: HTML first (a plain copy, or the
 * form's own server markup for the hydrated variants), brotli, the app started after the first paint.
 *
 *   node scripts/perf/stack-floor/build.mjs [--port 3501]     then, for each printed address:
 *   LIGHTHOUSE_DIR=/tmp/lh node scripts/perf/lighthouse.mjs --base http://127.0.0.1:3501 --runs 3 --pages login
 *
 * A measurement of the libraries, not of the portal: it gates nothing and ships nothing.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const at = process.argv.indexOf('--port');
const firstPort = at >= 0 ? Number(process.argv[at + 1]) : 3501;
const out = mkdtempSync(path.join(os.tmpdir(), 'stack-floor-'));
const variants = ['render', 'hydrate', 'router-render', 'router-hydrate'];
const { serverMarkup } = await tsImport('./server-markup.tsx', {
  parentURL: import.meta.url,
  tsconfig: path.join(here, 'tsconfig.json'),
});

/** The portal's copies start the app after the first paint (apps/web/vite-plugins/route-shells.ts); so does this. */
const startAfterPaint = (src) =>
  `<script>requestAnimationFrame(() => setTimeout(() => { const s = document.createElement('script'); s.type = 'module'; s.src = ${JSON.stringify(src)}; document.body.append(s); }, 0));</script>`;

for (const [i, variant] of variants.entries()) {
  const dir = path.join(out, variant);
  await build({
    root: here,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    define: { 'import.meta.env.VITE_FLOOR_VARIANT': JSON.stringify(variant) },
    build: { outDir: dir, emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  });
  const htmlFile = path.join(dir, 'index.html');
  let html = readFileSync(htmlFile, 'utf8');
  const entry = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  html = html.replace(entry[0], '');
  html = html.replace('</body>', `${startAfterPaint(entry[1])}</body>`);
  if (variant.endsWith('hydrate')) {
    const markup = await serverMarkup(variant.startsWith('router'));
    html = html.replace(/<div id="root">[\s\S]*?<\/div><\/div>/, `<div id="root">${markup}</div>`);
  }
  const port = firstPort + i;
  createServer((req, res) => {
    const asked = new URL(req.url, 'http://x').pathname;
    const file = asked.startsWith('/assets/') ? path.join(dir, asked) : null;
    if (file && !existsSync(file)) return res.writeHead(404).end();
    const body = file ? readFileSync(file) : Buffer.from(html);
    res.writeHead(200, {
      'content-type': file ? 'text/javascript' : 'text/html; charset=utf-8',
      'content-encoding': 'br',
      'cache-control': 'no-cache',
    });
    res.end(brotliCompressSync(body));
  }).listen(port, '127.0.0.1');
  console.log(`${variant}: http://127.0.0.1:${port}/login`);
}
