import type { Plugin } from 'vite';
import { type BundleChunk, firstLoads, overBudget, type RouteFiles } from './first-load';

/**
 * The app's take-over budget (issue 29): the build fails when what the app downloads to take over a measured
 * logged-in route (its startup file and the route's chunks, brotli) grows past its ceiling, so the first press on a
 * phone cannot get slower unnoticed. The ceilings are the sizes of 2026-12-01 plus ~3 % — a ratchet, lowered as the
 * app gets lighter. It is no longer the pages' first load: their copy comes drawn, with one small script of its own,
 * and the app comes at the first sign of a person (ADR 017; route-shells.ts checks that script against issue 29's
 * 150 KiB). /login is a public page with its own entry and its own check (public-pages.ts: ≤ 60 KiB).
 */
const ROUTES: (RouteFiles & { budgetKib: number })[] = [
  {
    route: '/employees',
    pages: ['src/app/layouts/root-layout.tsx', 'src/features/employees/pages/employees-page.tsx'],
    budgetKib: 301,
  },
  {
    route: '/employee/payments',
    pages: ['src/app/layouts/employee-layout.tsx', 'src/features/payments/pages/employee-payments-page.tsx'],
    budgetKib: 301,
  },
];

export function firstLoadBudget(): Plugin {
  let root = '';
  return {
    name: 'vyplaty:first-load-budget',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_, bundle) {
      const chunks: BundleChunk[] = Object.values(bundle).flatMap((item) =>
        item.type === 'chunk'
          ? [
              {
                file: item.fileName,
                imports: item.imports,
                isEntry: item.isEntry,
                modules: item.moduleIds,
                code: item.code,
              },
            ]
          : [],
      );
      const loads = firstLoads(chunks, root, ROUTES);
      const budgets = Object.fromEntries(ROUTES.map((r) => [r.route, r.budgetKib]));
      const over = overBudget(loads, budgets);
      if (over.length > 0) {
        // Said on its own first: the plugins after this one fail on the output it stopped, and their error comes last.
        console.error(`Бюджет первой загрузки превышен:\n${over.join('\n')}`);
        this.error('Бюджет первой загрузки превышен');
      }
      const line = loads.map((l) => `${l.route} ${(l.brotliBytes / 1024).toFixed(1)}/${budgets[l.route]} KiB`);
      console.info(`app take-over (brotli/budget): ${line.join(', ')}`);
    },
  };
}
