import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { ROUTE_COPY_PATHS } from '../src/pwa/route-copy-paths';
import { type ChunkNode, chunkNodesOf, entryClosure, holdersOf, staticClosure } from './chunk-graph';
import { overBudget } from './first-load';
import { buildPageScript } from './page-script';
import { forbiddenPackagesIn } from './public-page';

/**
 * A logged-in route's own copy of index.html, for the first visit on a slow phone (ADR 013, ADR 017). The API sends
 * `routes/session/<path>.html` instead of index.html to the people it is for, with the page drawn into it for them:
 * it makes the page's first calls (`pageData`, written beside the copy as `<path>.json`) with the visitor's cookies
 * and draws the page with the answers by the build's server module (src/prerender/route-copies.server.tsx, built
 * here into `server/`; apps/api/src/http/route-shell-data.ts). `pages` names the chunks of its pages, asked for
 * beside the startup file after the first paint instead of after that file has run.
 */
type RouteShell = {
  who: 'session';
  path: string;
  /** Source files (from apps/web) whose chunks, and what they import, the route needs. */
  pages?: string[];
};

const SHELLS: RouteShell[] = [
  {
    who: 'session',
    path: '/employees',
    pages: [
      'src/app/layouts/root-layout.tsx',
      'src/features/employees/pages/employees-page.tsx',
      'src/features/employees/pages/employees-list.ts',
    ],
  },
  {
    who: 'session',
    path: '/employee/payments',
    pages: ['src/app/layouts/employee-layout.tsx', 'src/features/payments/pages/employee-payments-page.tsx'],
  },
];

/** The chunk files a route needs besides the startup file: its pages' chunks and their static imports. */
const chunkClosure = (chunks: ChunkNode[], root: string, pages: string[]): string[] => {
  const startup = entryClosure(chunks);
  const route = staticClosure(chunks, holdersOf(chunks, root, pages, 'route-shells'));
  return [...route].filter((file) => !startup.has(file));
};

/** What the web build's server module gives the build: each copy's address and what the API asks for it. */
type ServerModule = { routeCopies: { address: string; pageData: unknown }[] };

/**
 * The server module (src/prerender/route-copies.server.tsx) built with Vite's own pipeline (same aliases and JSX)
 * into `server/route-copies.js` of the build, which the API never serves: the API loads it and draws each copy
 * with the visitor's answers (ADR 017). It ships with the copies it draws, in the same folder.
 */
async function buildServerModule(root: string, outDir: string): Promise<ServerModule> {
  const serverDir = path.join(outDir, 'server');
  await build({
    root,
    logLevel: 'warn',
    publicDir: false,
    build: {
      ssr: 'src/prerender/route-copies.server.tsx',
      outDir: serverDir,
      emptyOutDir: true,
      sourcemap: false,
      rollupOptions: { output: { entryFileNames: 'route-copies.js' } },
    },
  });
  return (await import(pathToFileURL(path.join(serverDir, 'route-copies.js')).href)) as ServerModule;
}

/**
 * A logged-in page's first load is its copy's one script (the app comes at the first sign of a person, ADR 017):
 * issue 29's ceiling for a logged-in page, and none of the app's stack in it.
 */
const COPY_SCRIPT_BUDGET_KIB = 150;

/** The copies' one script (src/route-copy/route-copy-entry.ts) into the app's assets/, named by its content. */
async function buildCopyScript(root: string, outDir: string): Promise<string> {
  const config = { root, configFile: false as const, logLevel: 'warn' as const, publicDir: false as const };
  const built = await buildPageScript(
    config,
    outDir,
    'route-copy',
    path.join(root, 'src/route-copy/route-copy-entry.ts'),
  );
  const forbidden = forbiddenPackagesIn(built.moduleIds);
  if (forbidden.length > 0)
    throw new Error(`route-shells: скрипт копии тянет стек приложения: ${forbidden.join(', ')}`);
  const { brotliBytes } = built;
  const over = overBudget(
    SHELLS.map((shell) => ({ route: shell.path, files: [], brotliBytes })),
    Object.fromEntries(SHELLS.map((shell) => [shell.path, COPY_SCRIPT_BUDGET_KIB])),
  );
  if (over.length > 0) throw new Error(`Бюджет первой загрузки превышен:\n${over.join('\n')}`);
  console.info(
    `route copies' script (brotli/budget): ${(brotliBytes / 1024).toFixed(1)}/${COPY_SCRIPT_BUDGET_KIB} KiB`,
  );
  return built.script;
}

/**
 * A page drawn from HTML needs the app's script only to take over, so the copy's own small script asks for the
 * startup file after the first paint instead of beside the HTML (src/route-copy/route-copy-entry.ts): on a slow link
 * the page is on screen without waiting for it, and Lighthouse's simulation does not count it as blocking the first
 * paint. The startup file and the route's chunks are written on #root for that script to read.
 */
function asCopyShell(html: string, copyScript: string, preloads: string[]): string {
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(html);
  if (!entry) throw new Error('route-shells: the entry script is missing from index.html');
  const modules = preloads.map((file) => `/${file}`).join(' ');
  return html
    .replace(entry[0], `<script type="module" src="${copyScript}"></script>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered data-app-entry="${entry[1]}" data-app-modules="${modules}"></div>`,
    );
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
        const server = await buildServerModule(root, outDir);
        const copyScript = await buildCopyScript(root, outDir);
        for (const shell of SHELLS) {
          // Else the service worker answers its address with the app's shell after a first visit.
          if (!ROUTE_COPY_PATHS.includes(shell.path))
            throw new Error(`route-shells: ${shell.path} нет в ROUTE_COPY_PATHS`);
          const copy = server.routeCopies.find(({ address }) => address === shell.path);
          if (!copy) throw new Error(`route-shells: ${shell.path} нет в route-copies.server.tsx`);
          // Drawn already: its scripts would only share the slow link with the startup file.
          const html = asCopyShell(index, copyScript, chunkClosure(chunks, root, shell.pages ?? []));
          // The page's shell: the API draws the page into #root with the visitor's answers (ADR 017).
          const file = path.join(outDir, 'routes', shell.who, `${shell.path.slice(1)}.html`);
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, html);
          writeFileSync(file.replace(/\.html$/, '.json'), JSON.stringify(copy.pageData));
        }
        console.info(`route-shells: ${SHELLS.map((s) => `${s.who}${s.path}`).join(', ')}`);
      },
    },
  };
}
