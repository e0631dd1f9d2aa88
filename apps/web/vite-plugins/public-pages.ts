import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type InlineConfig, type Plugin } from 'vite';
// The contracts' source by its path: the config's loader does not transform a workspace package's TypeScript.
import { matchesRouteAddress } from '../../../packages/contracts/src/paths';
import { ROUTE_COPY_PATHS, ROUTE_COPY_PATHS_WITH_QUERY } from '../src/pwa/route-copy-paths';
import { type ChunkNode, chunkNodesOf, entryClosure } from './chunk-graph';
import { overBudget } from './first-load';
import { buildPageScript } from './page-script';
import { forbiddenPackagesIn, publicPageHtml } from './public-page';

/**
 * The public pages (ADR 016): each an entry of its own on Preact, built apart from the app — none of the app's
 * chunks, its startup group or its plugins — rendered to HTML at build time and hydrated. The result is the copy
 * the API sends a visitor without a session (`routes/visitor/<path>.html`, apps/api/src/app.ts). The build fails
 * when a page's script holds the app's stack (public-page.ts) or grows past its budget (issue 29: /login ≤ 60 KiB).
 */
type PublicPage = { path: string; name: string; render: string; entry: string; budgetKib: number };

const PUBLIC_PAGES: PublicPage[] = [
  {
    path: '/login',
    name: 'login',
    render: 'src/public/login/login-render.tsx',
    entry: 'src/public/login/login-entry.tsx',
    budgetKib: 60,
  },
  {
    // Registration: the company's form and the contractor's (`?role=contractor`, which the invite links carry).
    path: '/login/register',
    name: 'register',
    render: 'src/public/register/register-render.tsx',
    entry: 'src/public/register/register-entry.tsx',
    budgetKib: 60,
  },
  {
    // The knowledge base: one page per address (the list and each article), all on one script (help-render.tsx).
    path: '/help',
    name: 'help',
    render: 'src/public/help/help-render.tsx',
    entry: 'src/public/help/help-entry.ts',
    budgetKib: 60,
  },
  {
    // Access recovery: the request (both tabs), the e-mail link's form and «Проверьте почту», on one script.
    path: '/reset-password',
    name: 'reset-password',
    render: 'src/public/reset-password/reset-password-render.tsx',
    entry: 'src/public/reset-password/reset-password-entry.tsx',
    budgetKib: 60,
  },
  {
    // The letter's e-mail confirmation: without a link, and «Подтверждаем e-mail…» for the letter's address.
    path: '/confirm-password',
    name: 'confirm-email',
    render: 'src/public/confirm-email/confirm-email-render.tsx',
    entry: 'src/public/confirm-email/confirm-email-entry.tsx',
    budgetKib: 60,
  },
  {
    // A colleague's invite (issue 28): one copy for every token, like the company's invite links below.
    path: '/invite/user/[token]',
    name: 'user-invite',
    render: 'src/public/user-invite/user-invite-render.tsx',
    entry: 'src/public/user-invite/user-invite-entry.tsx',
    budgetKib: 60,
  },
  {
    // One copy for every invite link (its `[token]` segment, pwa/route-copy-paths.ts); the page reads the token.
    path: '/invite/[token]',
    name: 'invite',
    render: 'src/public/invite/invite-render.tsx',
    entry: 'src/public/invite/invite-entry.tsx',
    budgetKib: 60,
  },
];

/** Preact's JSX for the public sources (they also say so in a pragma, for the type checker and the tests). */
const preactBuild = (root: string, mode: string): InlineConfig => ({
  root,
  mode,
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
});

type Rendered = {
  address: string;
  /** A view of the address drawn for one value of a query parameter: `<param>=<value>` (apps/api route-copies.ts). */
  variant?: string;
  html: string;
  title: string;
  styles: string;
};

type QueryVariant = { address: string; param: string; value: string };

/**
 * The page's markup, title and CSS from its render module (src/public/<page>/<page>-render.tsx), for each address
 * it draws: its `addresses` when it has several (the knowledge base: the list and each article), else its path.
 */
async function renderPublicPage(root: string, mode: string, page: PublicPage): Promise<Rendered[]> {
  const outDir = path.join(root, 'node_modules/.prerender-public');
  await build({ ...preactBuild(root, mode), build: { ssr: page.render, outDir, emptyOutDir: true, sourcemap: false } });
  const file = path.join(outDir, `${path.basename(page.render, path.extname(page.render))}.js`);
  const module = (await import(`${pathToFileURL(file).href}?t=${Date.now()}`)) as {
    addresses?: string[];
    /** Views an address's query chooses, drawn as well, for the API to send for such an address. */
    queryVariants?: QueryVariant[];
    render: (address: string, search?: string) => string;
    title: string | ((address: string, search?: string) => string);
    styles: string;
  };
  const draw = (address: string, search: string) => ({
    html: module.render(address, search),
    title: typeof module.title === 'string' ? module.title : module.title(address, search),
    styles: module.styles,
  });
  return [
    ...(module.addresses ?? [page.path]).map((address) => ({ address, ...draw(address, '') })),
    ...(module.queryVariants ?? []).map(({ address, param, value }) => ({
      address,
      variant: `${param}=${value}`,
      ...draw(address, `?${new URLSearchParams({ [param]: value })}`),
    })),
  ];
}

/**
 * Listed for the service worker (pwa/route-copy-paths.ts): as itself, by a pattern (`/help/[slug]`), or — a view its
 * query asks for — among the addresses drawn only for a query (the root's e-mail link).
 */
const isListedCopy = ({ address, variant }: Rendered) =>
  ROUTE_COPY_PATHS.some((listed) => listed === address || matchesRouteAddress(listed, address)) ||
  (variant !== undefined && ROUTE_COPY_PATHS_WITH_QUERY.includes(address));

export function publicPages(): Plugin {
  let root = '';
  let outDir = '';
  let mode = 'production';
  let appChunks: ChunkNode[] = [];
  return {
    name: 'vyplaty:public-pages',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
    },
    generateBundle(_, bundle) {
      appChunks = chunkNodesOf(bundle);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const appModules = [...entryClosure(appChunks)];
        const sizes: string[] = [];
        for (const page of PUBLIC_PAGES) {
          const entry = await buildPageScript(
            preactBuild(root, mode),
            outDir,
            `public-${page.name}`,
            path.join(root, page.entry),
          );
          const forbidden = forbiddenPackagesIn(entry.moduleIds);
          if (forbidden.length > 0) {
            throw new Error(`public-pages: ${page.path} тянет стек приложения: ${forbidden.join(', ')} (ADR 016)`);
          }
          const over = overBudget([{ route: page.path, files: [], brotliBytes: entry.brotliBytes }], {
            [page.path]: page.budgetKib,
          });
          if (over.length > 0) throw new Error(`Бюджет первой загрузки превышен:\n${over.join('\n')}`);
          for (const rendered of await renderPublicPage(root, mode, page)) {
            // Else the service worker answers its address with the app's shell after a first visit.
            if (!isListedCopy(rendered)) throw new Error(`public-pages: ${rendered.address} нет в ROUTE_COPY_PATHS`);
            const html = publicPageHtml(index, { ...rendered, script: entry.script, appModules });
            const who = rendered.variant ? `visitor.${rendered.variant}` : 'visitor';
            // The root has no name of its own: `index` (apps/api/src/http/route-copies.ts reads it so).
            const name = rendered.address === '/' ? 'index' : rendered.address.slice(1);
            const file = path.join(outDir, 'routes', who, `${name}.html`);
            mkdirSync(path.dirname(file), { recursive: true });
            writeFileSync(file, html);
          }
          sizes.push(`${page.path} ${(entry.brotliBytes / 1024).toFixed(1)}/${page.budgetKib} KiB`);
        }
        console.info(`public pages (script brotli/budget): ${sizes.join(', ')}`);
      },
    },
  };
}
