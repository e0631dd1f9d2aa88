import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type BundleChunk, brotliSize, firstLoads, overBudget } from './first-load';

const ROOT = '/app';
const chunk = (
  file: string,
  modules: string[],
  imports: string[] = [],
  isEntry = false,
  bytes = 2000,
): BundleChunk => ({
  file,
  imports,
  isEntry,
  modules: modules.map((m) => `${ROOT}/${m}`),
  // Random text: brotli keeps ~3/4 of it, so each chunk weighs several KiB compressed.
  code: randomBytes(bytes).toString('base64'),
});

const bundle = [
  chunk('index.js', ['src/main.tsx'], ['runtime.js'], true),
  chunk('runtime.js', ['runtime']),
  chunk('layout.js', ['src/app/layouts/root-layout.tsx'], ['shared.js']),
  chunk('shared.js', ['src/components/table.tsx']),
  chunk('employees.js', ['src/features/employees/pages/employees-page.tsx'], ['shared.js', 'zod.js']),
  chunk('zod.js', ['node_modules/zod/index.js']),
  chunk('other.js', ['src/features/other/pages/other-page.tsx']),
];

describe('a route’s first load', () => {
  it('is the entry with its static imports plus each layout’s and page’s chunk with theirs, each file once', () => {
    const [load] = firstLoads(bundle, ROOT, [
      {
        route: '/employees',
        pages: ['src/app/layouts/root-layout.tsx', 'src/features/employees/pages/employees-page.tsx'],
      },
    ]);
    expect(load!.files.sort()).toEqual(['employees.js', 'index.js', 'layout.js', 'runtime.js', 'shared.js', 'zod.js']);
    const expected = ['index.js', 'runtime.js', 'layout.js', 'shared.js', 'employees.js', 'zod.js']
      .map((file) => brotliSize(bundle.find((c) => c.file === file)!.code))
      .reduce((a, b) => a + b, 0);
    expect(load!.brotliBytes).toBe(expected);
    expect(load!.files).not.toContain('other.js');
  });

  it('refuses a page the bundle does not hold (a budget of a page that is gone)', () => {
    expect(() =>
      firstLoads(bundle, ROOT, [{ route: '/gone', pages: ['src/features/gone/pages/gone-page.tsx'] }]),
    ).toThrow(/no chunk holds src\/features\/gone/);
  });
});

describe('the budget', () => {
  const loads = firstLoads(bundle, ROOT, [
    { route: '/employees', pages: ['src/features/employees/pages/employees-page.tsx'] },
    { route: '/other', pages: ['src/features/other/pages/other-page.tsx'] },
  ]);
  const kib = (route: string) => loads.find((l) => l.route === route)!.brotliBytes / 1024;

  it('passes a route at or under its ceiling', () => {
    expect(
      overBudget(loads, { '/employees': Math.ceil(kib('/employees')), '/other': Math.ceil(kib('/other')) }),
    ).toEqual([]);
  });

  it('names the route that grew past its ceiling, with both figures', () => {
    const over = overBudget(loads, { '/employees': Math.floor(kib('/employees')) - 1, '/other': 100 });
    expect(over).toHaveLength(1);
    expect(over[0]).toMatch(/^\/employees: первая загрузка [\d.]+ КиБ \(brotli\) больше бюджета \d+ КиБ$/);
  });

  it('refuses a measured route without a budget', () => {
    expect(overBudget(loads, { '/employees': 1000 })).toEqual(['/other: нет бюджета первой загрузки']);
  });
});
