import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { ROUTE_COPY_PATHS } from '../src/pwa/route-copy-paths';
import { type ChunkNode, chunkNodesOf, entryClosure, holdersOf, staticClosure } from './chunk-graph';

/**
 * A route's own copy of index.html, for the first visit on a slow phone. The API sends
 * `routes/<who>/<path>.html` instead of index.html when it exists, `who` being `visitor` (no session
 * cookie) or `session` (apps/api/src/app.ts). The copy carries the page itself as HTML (`ssr`,
 * src/prerender/*.tsx), drawn before any script has arrived; `pages` names the chunks of its pages, asked
 * for beside the startup file after the first paint instead of after that file has run. A page whose
 * HTML depends on who is looking says what the API adds when it sends the copy (the entry's `pageData`,
 * written beside the copy as `<path>.json`; apps/api/src/http/route-shell-data.ts), and may have the page drawn
 * for one kind of answer as well (`pageData.variants`, the entry's `variants`: an empty list drawn as empty).
 */
type RouteShell = {
  who: 'visitor' | 'session';
  path: string;
  /** An SSR entry whose `render()` returns the page's HTML. */
  ssr: string;
  /** Source files (from apps/web) whose chunks, and what they import, the route needs. */
  pages?: string[];
};

const SHELLS: RouteShell[] = [
  {
    who: 'session',
    path: '/employees',
    ssr: 'src/prerender/employees-shell.tsx',
    pages: [
      'src/app/layouts/root-layout.tsx',
      'src/features/employees/pages/employees-page.tsx',
      'src/features/employees/pages/employees-list.ts',
    ],
  },
  {
    who: 'session',
    path: '/employee/payments',
    ssr: 'src/prerender/employee-payments-shell.tsx',
    pages: ['src/app/layouts/employee-layout.tsx', 'src/features/payments/pages/employee-payments-page.tsx'],
  },
];

/** The chunk files a route needs besides the startup file: its pages' chunks and their static imports. */
const chunkClosure = (chunks: ChunkNode[], root: string, pages: string[]): string[] => {
  const startup = entryClosure(chunks);
  const route = staticClosure(chunks, holdersOf(chunks, root, pages, 'route-shells'));
  return [...route].filter((file) => !startup.has(file));
};

type RenderedHtml = { html: string; head: string; title: string | null };
type RenderedPage = RenderedHtml & {
  pageData: { variants?: { name: string }[] } | undefined;
  /** The same page drawn for one kind of answer, by the variant's name (`pageData.variants`). */
  variants: Map<string, RenderedHtml>;
};

/** React's HTML of a page as the copy holds it: fields read-only, the title and Emotion's styles taken out. */
function asCopy(rendered: string): RenderedHtml {
  const styles: string[] = [];
  let title: string | null = null;
  const html = rendered
    // The copy's fields take no typing: the app draws its own form over the copy, and what was typed
    // into the copy would be lost then (browser tests, too, wait for a field they can fill).
    .replaceAll('<input ', '<input readonly ')
    // React 19 writes the page's <title> where the component is; index.html has its own in <head>.
    .replace(/<title>([^<]*)<\/title>/, (_, text: string) => {
      title = text;
      return '';
    })
    // Emotion writes each component's <style> beside it; in <head> instead, so that sibling selectors
    // (MUI's `label + .MuiInput-root`) match as in the app. Its browser cache adopts them from there.
    .replace(/<style data-emotion="[^"]*">[\s\S]*?<\/style>/g, (tag) => {
      styles.push(tag);
      return '';
    });
  return { html, head: styles.join(''), title };
}

/** Renders an SSR entry with Vite's own pipeline (same aliases and JSX), in production mode. */
async function renderPage(root: string, entry: string): Promise<RenderedPage> {
  const outDir = path.join(root, 'node_modules/.prerender');
  await build({
    root,
    logLevel: 'warn',
    publicDir: false,
    build: { ssr: entry, outDir, emptyOutDir: true, sourcemap: false },
  });
  const file = path.join(outDir, `${path.basename(entry, path.extname(entry))}.js`);
  const module = (await import(`${pathToFileURL(file).href}?t=${Date.now()}`)) as {
    render: () => string;
    /** What the API adds when it sends the copy (`RoutePageData` of @vyplaty/contracts); written beside it. */
    pageData?: RenderedPage['pageData'];
    /** `render` for each of `pageData.variants`, by name. */
    variants?: Record<string, () => string>;
  };
  const variants = new Map<string, RenderedHtml>();
  for (const { name } of module.pageData?.variants ?? []) {
    const render = module.variants?.[name];
    if (!render) throw new Error(`route-shells: ${entry} не рисует вариант «${name}» из pageData.variants`);
    variants.set(name, asCopy(render()));
  }
  return { ...asCopy(module.render()), pageData: module.pageData, variants };
}

/**
 * A page drawn from HTML needs its script only to take over, so the startup file is asked for after the
 * first paint instead of beside the HTML: on a slow link the form is on screen without waiting for it, and
 * Lighthouse's simulation no longer counts the script as blocking the first paint whenever, on this
 * machine's loopback, it happened to arrive before Chromium painted. The copy gets a few bytes' loader
 * (an asset named by its content, allowed by the CSP like every script of ours) in place of the entry's tag;
 * a hidden tab, which paints nothing, starts it after half a second.
 */
function startAfterFirstPaint(html: string, outDir: string, preloads: string[]): string {
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(html);
  if (!entry) throw new Error('route-shells: the entry script is missing from index.html');
  const loader = [
    '// vite-plugins/route-shells.ts: the page is drawn from its HTML; the app takes over after the first paint.',
    'let started = false;',
    // A failed load (a deploy replaced the files) reloads the page once, as lib/chunk-reload.ts does in the app.
    'const reloadOnce = () => {',
    "  const last = Number(sessionStorage.getItem('chunkReloadAt') ?? 0);",
    '  if (Date.now() - last < 10000) return;',
    "  sessionStorage.setItem('chunkReloadAt', String(Date.now()));",
    '  location.reload();',
    '};',
    // The route's own chunks download beside the startup file, not after it has run and matched the route.
    `const preloads = ${JSON.stringify(preloads.map((file) => `/${file}`))};`,
    'const preload = (href) => {',
    "  const link = document.createElement('link');",
    "  link.rel = 'modulepreload';",
    '  link.href = href;',
    '  document.head.append(link);',
    '};',
    // One link per task: inserting ~60 links at once held the main thread for ~100 ms on this machine.
    'const preloadNext = () => { const href = preloads.shift(); if (href) { preload(href); setTimeout(preloadNext, 0); } };',
    `const start = () => { if (!started) { started = true; import(${JSON.stringify(entry[1])}).catch(reloadOnce); preloadNext(); } };`,
    'requestAnimationFrame(() => setTimeout(start, 0));',
    'setTimeout(start, 500);',
    '',
  ].join('\n');
  const name = `assets/after-paint-${createHash('sha256').update(loader).digest('hex').slice(0, 10)}.js`;
  writeFileSync(path.join(outDir, name), loader);
  return html.replace(entry[0], `<script type="module" src="/${name}"></script>`);
}

export function routeShells(): Plugin {
  let root = '';
  let outDir = '';
  let chunks: ChunkNode[] = [];
  return {
    name: 'vyplaty:route-shells',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_, bundle) {
      chunks = chunkNodesOf(bundle);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        for (const shell of SHELLS) {
          // Else the service worker answers its address with the app's shell after a first visit.
          if (!ROUTE_COPY_PATHS.includes(shell.path))
            throw new Error(`route-shells: ${shell.path} нет в ROUTE_COPY_PATHS`);
          // Drawn already: its scripts would only share the slow link with the startup file.
          const page = await renderPage(root, shell.ssr);
          const shellHtml = startAfterFirstPaint(index, outDir, chunkClosure(chunks, root, shell.pages ?? []));
          const write = (who: string, copy: RenderedHtml) => {
            let html = shellHtml
              .replace('</head>', `${copy.head}</head>`)
              .replace('<div id="root"></div>', `<div id="root" data-prerendered>${copy.html}</div>`);
            if (copy.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${copy.title}</title>`);
            const file = path.join(outDir, 'routes', who, `${shell.path.slice(1)}.html`);
            mkdirSync(path.dirname(file), { recursive: true });
            writeFileSync(file, html);
            return file;
          };
          const file = write(shell.who, page);
          if (page.pageData) writeFileSync(file.replace(/\.html$/, '.json'), JSON.stringify(page.pageData));
          // Under routes/<who>.<variant>/, which no address leads to: the API picks one by the page's answers.
          for (const [name, variant] of page.variants) write(`${shell.who}.${name}`, variant);
        }
        console.info(`route-shells: ${SHELLS.map((s) => `${s.who}${s.path}`).join(', ')}`);
      },
    },
  };
}
