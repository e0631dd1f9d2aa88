import { describe, expect, it } from 'vitest';
import { forbiddenPackagesIn, publicPageHtml } from './public-page';

describe('a public page’s script (ADR 016)', () => {
  it('names each of the app’s packages it pulls in, with a module that brought it', () => {
    const modules = [
      '/app/src/public/login/login-entry.tsx',
      '/app/node_modules/preact/dist/preact.module.js',
      '/app/node_modules/react/cjs/react.production.js',
      '/app/node_modules/react/index.js',
      '/app/node_modules/react-router/dist/production/index.mjs',
      '/app/node_modules/@tanstack/react-query/build/modern/index.js',
      '/app/node_modules/zod/v4/classic/schemas.js',
      '\0/app/node_modules/axios/index.js?commonjs-proxy',
    ];
    expect(forbiddenPackagesIn(modules)).toEqual([
      '@tanstack/react-query (/app/node_modules/@tanstack/react-query/build/modern/index.js)',
      'axios (\0/app/node_modules/axios/index.js?commonjs-proxy)',
      'react (/app/node_modules/react/cjs/react.production.js)',
      'react-router (/app/node_modules/react-router/dist/production/index.mjs)',
      'zod (/app/node_modules/zod/v4/classic/schemas.js)',
    ]);
  });

  it('passes Preact, its renderer and the project’s own sources', () => {
    expect(
      forbiddenPackagesIn([
        '/app/node_modules/preact/hooks/dist/hooks.module.js',
        '/app/node_modules/preact-render-to-string/dist/index.module.js',
        '/app/packages/contracts/src/paths.ts',
        '/app/src/lib/safe-redirect.ts',
        '/app/node_modules/react-is-not-a-package-name/x.js',
      ]),
    ).toEqual([]);
  });
});

const INDEX = `<!doctype html>
<html lang="ru">
  <head>
    <title>Выплаты и документы</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-x.js">
    <link rel="stylesheet" crossorigin href="/assets/index-y.css">
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('a public page’s HTML', () => {
  const html = publicPageHtml(INDEX, {
    html: '<main>Вход</main>',
    title: 'Вход — Выплаты & документы',
    styles: 'body{margin:0}',
    script: '/assets/public-login-1.js',
    appModules: ['assets/index-abc.js', 'assets/rolldown-runtime-x.js'],
  });

  it('loads its own script instead of the app’s, and nothing else of the app before the person types', () => {
    expect(html).toContain('<script type="module" src="/assets/public-login-1.js"></script>');
    expect(html).not.toContain('src="/assets/index-abc.js"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<div id="root" data-app-modules="/assets/index-abc.js /assets/rolldown-runtime-x.js">');
  });

  it('carries the page drawn, its styles inline, its title, and the web manifest', () => {
    expect(html).toContain('<main>Вход</main></div>');
    expect(html).toContain('<style>body{margin:0}</style></head>');
    expect(html).toContain('<title>Вход — Выплаты &amp; документы</title>');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  it('refuses an index.html it does not understand, rather than send a page without its script', () => {
    expect(() =>
      publicPageHtml(INDEX.replace(/<script[^>]*><\/script>/, ''), {
        html: '',
        title: '',
        styles: '',
        script: '',
        appModules: [],
      }),
    ).toThrow(/entry script is missing/);
  });
});
