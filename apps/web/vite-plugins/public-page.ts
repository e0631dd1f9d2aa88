/**
 * The pure parts of the public pages' build (public-pages.ts, ADR 016), tested without a build: what their script
 * must never hold, and their HTML made from the app's index.html.
 */

/** The app's stack, which a public page's script must not pull in (ADR 016; issue 29's build check). */
const FORBIDDEN_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  '@tanstack/react-query',
  'zod',
  '@mui/material',
  '@emotion/react',
  'axios',
] as const;

const packageOf = (moduleId: string): string | null => {
  const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(moduleId.replaceAll('\0', ''));
  return match ? match[1]!.replace('\\', '/') : null;
};

/** The forbidden packages among a public entry's modules, each named once with the first of its modules found. */
export function forbiddenPackagesIn(moduleIds: string[]): string[] {
  const found = new Map<string, string>();
  for (const id of moduleIds) {
    const name = packageOf(id);
    if (name && (FORBIDDEN_PACKAGES as readonly string[]).includes(name) && !found.has(name)) found.set(name, id);
  }
  return [...found.keys()].sort().map((name) => `${name} (${found.get(name)})`);
}

export type PublicPageParts = {
  /** The page's markup, rendered at build time. */
  html: string;
  title: string;
  styles: string;
  /** The public entry's script, from the site root. */
  script: string;
  /** The app's startup files, fetched once the person acts on the page (src/public/start-public-page.ts). */
  appModules: string[];
};

/**
 * A public page's HTML: the app's index.html (its meta, icons, the web manifest) without the app's own script,
 * preloads and styles, with the page drawn into #root, its CSS inline and its own small script.
 */
export function publicPageHtml(index: string, parts: PublicPageParts): string {
  const appScript = /<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/;
  if (!appScript.test(index)) throw new Error('public-pages: the entry script is missing from index.html');
  if (!index.includes('<div id="root"></div>')) throw new Error('public-pages: #root is missing from index.html');
  return index
    .replace(appScript, `<script type="module" src="${parts.script}"></script>`)
    .replace(/\s*<link rel="(?:modulepreload|stylesheet)" crossorigin href="\/assets\/[^"]+">/g, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(parts.title)}</title>`)
    .replace('</head>', `<style>${parts.styles}</style></head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-app-modules="${parts.appModules.map((file) => `/${file}`).join(' ')}">${parts.html}</div>`,
    );
}

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
