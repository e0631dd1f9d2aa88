/**
 * The architecture check on small fixture trees written to a temp folder: each rule fires on the
 * mistake it exists for, a tree that follows the rules passes, and the baseline lets only known
 * violations through.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkArchitecture, formatViolation } from './check.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cli = path.join(repoRoot, 'scripts/check-architecture.mjs');
const made = [];

/** Writes `files` ({ relative path: text }) into a fresh folder and returns it. */
function tree(files) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'arch-check-'));
  made.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => {
  for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
});

const M = 'apps/api/src/modules';
const lines = (root) => checkArchitecture(root).map(formatViolation);

/** A tree that follows every rule: a service asks another module's face, SQL stays in the repo. */
const cleanTree = {
  [`${M}/index.ts`]: "import { aModule } from './a/a.module.js';\nexport const modules = [aModule];\n",
  [`${M}/a/index.ts`]: "export { listA } from './a.service.js';\n",
  [`${M}/a/a.module.ts`]: "import { listA } from './a.service.js';\nexport const aModule = { name: 'a', listA };\n",
  [`${M}/a/a.service.ts`]: [
    "import { inTransaction, type TxContext } from '../../db/transaction.js';",
    "import { countB } from '../b/index.js';",
    "import type { ARow } from './a.repo.js';",
    "import { selectA } from './a.repo.js';",
    'export async function listA(ctx: { db: unknown }): Promise<ARow[]> {',
    '  return inTransaction(ctx, async (txCtx: TxContext) => {',
    '    await countB(txCtx);',
    '    return selectA(txCtx.db);',
    '  });',
    '}',
    '',
  ].join('\n'),
  [`${M}/a/a.repo.ts`]: [
    "import { eq } from 'drizzle-orm';",
    "import { rowsA } from '../../db/schema/index.js';",
    'export type ARow = { id: string };',
    'export const selectA = async (db: unknown): Promise<ARow[]> => [eq(rowsA, db) as never];',
    '',
  ].join('\n'),
  [`${M}/b/index.ts`]: "export { countB } from './b.service.js';\nexport type { BRow } from './b.repo.js';\n",
  [`${M}/b/b.service.ts`]: 'export const countB = async (_ctx: unknown) => 1;\n',
  [`${M}/b/b.repo.ts`]: "import type { SQL } from 'drizzle-orm';\nexport type BRow = { id: string; where?: SQL };\n",
  'apps/api/src/db/schema/index.ts': 'export const rowsA = {};\n',
  'apps/api/src/db/transaction.ts':
    'export type TxContext = { db: unknown };\nexport const inTransaction = <T>(ctx: { db: any }, work: (tx: TxContext) => Promise<T>) => ctx.db.transaction(() => work(ctx));\n',
  'apps/api/src/app.ts': "import { modules } from './modules/index.js';\nexport const app = { modules };\n",
  'apps/web/src/components/small.tsx': 'export const Small = () => null;\n',
};

describe('a tree that follows the rules', () => {
  it('passes with no violations', () => {
    expect(lines(tree(cleanTree))).toEqual([]);
  });
});

describe('module-boundary', () => {
  it("refuses another module's inner file, inside modules and outside them, but not in tests", () => {
    const root = tree({
      ...cleanTree,
      [`${M}/a/a.jobs.ts`]: "import { countB } from '../b/b.service.js';\nexport const job = countB;\n",
      'apps/api/src/db/seed/demo.ts':
        "import { countB } from '../../modules/b/b.service.js';\nexport const seed = countB;\n",
      [`${M}/a/a.test.ts`]: "import { countB } from '../b/b.service.js';\nexport const t = countB;\n",
      [`${M}/a/a-test-helpers.ts`]: "import { countB } from '../b/b.service.js';\nexport const h = countB;\n",
    });
    expect(lines(root)).toEqual([
      "apps/api/src/db/seed/demo.ts:1 module-boundary: code outside the modules imports apps/api/src/modules/b/b.service.ts; import it from modules/b/index.ts (the module's public face)",
      `${M}/a/a.jobs.ts:1 module-boundary: module a imports ${M}/b/b.service.ts; import it from modules/b/index.ts (the module's public face)`,
    ]);
  });

  it('counts a type-only import of an inner file too', () => {
    const root = tree({
      ...cleanTree,
      [`${M}/a/a.types.ts`]: "import type { BRow } from '../b/b.repo.js';\nexport type A = BRow;\n",
    });
    expect(lines(root)).toEqual([
      `${M}/a/a.types.ts:1 repo-owner: ${M}/b/b.repo.ts is the repository of module b; ask that module's public face (modules/b/index.ts) instead`,
    ]);
  });
});

describe('module-cycle', () => {
  it('prints a cycle of three modules once, from its first module', () => {
    const root = tree({
      ...cleanTree,
      [`${M}/b/b.service.ts`]:
        "import { c } from '../c/index.js';\nexport const countB = async (_ctx: unknown) => c;\n",
      [`${M}/c/index.ts`]: "import { listA } from '../a/index.js';\nexport const c = listA;\n",
      [`${M}/a/index.ts`]: "export { listA } from './a.service.js';\n",
    });
    const cycles = lines(root).filter((line) => line.includes('module-cycle'));
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toMatch(/^apps\/api\/src\/modules\/a\/a\.service\.ts:2 module-cycle: a → b → c → a \(/);
  });

  it('counts an import type as an edge', () => {
    const root = tree({
      ...cleanTree,
      [`${M}/b/index.ts`]:
        "import type { ARow } from '../a/index.js';\nexport const countB = async (_ctx: unknown): Promise<ARow[]> => [];\n",
      [`${M}/a/index.ts`]: "export type { ARow } from './a.repo.js';\n",
    });
    expect(lines(root).filter((line) => line.includes('module-cycle'))).toEqual([
      `${M}/a/a.service.ts:2 module-cycle: a → b → a (a → b at ${M}/a/a.service.ts:2; b → a at ${M}/b/index.ts:1)`,
    ]);
  });

  it('ignores an edge made only by a test file', () => {
    const root = tree({
      ...cleanTree,
      [`${M}/b/b.test.ts`]: "import { listA } from '../a/a.service.js';\nexport const t = listA;\n",
    });
    expect(lines(root)).toEqual([]);
  });
});

describe('repo-owner and sql-outside-repo', () => {
  it("refuses another module's repository and SQL in a service", () => {
    const root = tree({
      ...cleanTree,
      [`${M}/b/b.service.ts`]: [
        "import { and, type SQL } from 'drizzle-orm';",
        "import { rowsA } from '../../db/schema/index.js';",
        "import { selectA } from '../a/a.repo.js';",
        'export const countB = async (_ctx: unknown): Promise<SQL | unknown> => [and(), rowsA, selectA];',
        '',
      ].join('\n'),
    });
    // b → a here closes a cycle with a → b; that rule has its own tests.
    expect(lines(root).filter((line) => !line.includes('module-cycle'))).toEqual([
      `${M}/b/b.service.ts:1 sql-outside-repo: imports and from drizzle-orm: SQL belongs in the module's *.repo.ts`,
      `${M}/b/b.service.ts:2 sql-outside-repo: imports rowsA from apps/api/src/db/schema/index.ts: tables are queried only in *.repo.ts (type-only imports of row types are fine)`,
      `${M}/b/b.service.ts:3 repo-owner: ${M}/a/a.repo.ts is the repository of module a; ask that module's public face (modules/a/index.ts) instead`,
    ]);
  });

  it('allows type-only imports of drizzle types and schema tables', () => {
    const root = tree({
      ...cleanTree,
      [`${M}/b/b.present.ts`]:
        "import type { SQL } from 'drizzle-orm';\nimport type { rowsA } from '../../db/schema/index.js';\nexport type P = [SQL, typeof rowsA];\n",
    });
    expect(lines(root)).toEqual([]);
  });
});

describe('transaction', () => {
  const service = (body) => ({
    ...cleanTree,
    [`${M}/a/a.service.ts`]: [
      "import { inTransaction } from '../../db/transaction.js';",
      "import { selectA } from './a.repo.js';",
      ...body,
      '',
    ].join('\n'),
  });

  it('refuses the outer context inside the callback, also in a nested arrow', () => {
    const root = tree(
      service([
        'export const f = (ctx: any) =>',
        '  inTransaction(ctx, async (txCtx) => {',
        '    await selectA(ctx.db);',
        '    return [1].map(async () => selectA({ ...txCtx, now: ctx.now }));',
        '  });',
      ]),
    );
    const outer = `outer context ctx used inside the inTransaction callback; use the callback's transaction context so the transaction is the only database handle in scope`;
    expect(lines(root)).toEqual([
      `${M}/a/a.service.ts:5 transaction: ${outer}`,
      `${M}/a/a.service.ts:6 transaction: ${outer}`,
    ]);
  });

  it('allows property names like txCtx.ctx and a nested parameter of the same name', () => {
    const root = tree(
      service([
        'export const f = (ctx: any) =>',
        '  inTransaction(ctx, async (txCtx: any) => selectA({ ctx: txCtx.ctx, run: (ctx: any) => ctx }));',
      ]),
    );
    expect(lines(root)).toEqual([]);
  });

  it('refuses .transaction( outside db/transaction.ts', () => {
    const root = tree(service(['export const f = (ctx: any) => ctx.db.transaction(async (tx: any) => selectA(tx));']));
    expect(lines(root)).toEqual([
      `${M}/a/a.service.ts:3 transaction: calls .transaction( directly; use inTransaction(ctx, async (txCtx) => …) from db/transaction.ts`,
    ]);
  });
});

describe('file-size', () => {
  const long = (count, first = '// a long file') => `${first}\n${'export const x = 1;\n'.repeat(count - 1)}`;

  it('lists an API file over 300 lines and a component over 200, unless the first line gives a reason', () => {
    const root = tree({
      ...cleanTree,
      [`${M}/a/a.big.ts`]: long(301),
      [`${M}/a/a.fine.ts`]: long(300),
      [`${M}/a/a.reasoned.ts`]: long(400, '// size: one table of the FNS error codes'),
      [`${M}/a/a.test.ts`]: long(900),
      'apps/web/src/components/big.tsx': long(201),
      'apps/web/src/lib/helpers.ts': long(250),
    });
    expect(lines(root)).toEqual([
      `${M}/a/a.big.ts:1 file-size: 301 lines, over 300; split it by use case, or state why on the first line: // size: <reason>`,
      'apps/web/src/components/big.tsx:1 file-size: 201 lines, over 200; split it by use case, or state why on the first line: // size: <reason>',
    ]);
  });
});

describe('the command', () => {
  const run = (root, ...args) => spawnSync(process.execPath, [cli, '--root', root, ...args], { encoding: 'utf8' });

  it('fails only on violations missing from the baseline and tells how many entries remain', () => {
    const root = tree({
      ...cleanTree,
      [`${M}/a/a.jobs.ts`]: "import { countB } from '../b/b.service.js';\nexport const job = countB;\n",
    });
    expect(run(root, '--write-baseline').status).toBe(0);
    const known = run(root);
    expect(known.status).toBe(0);
    expect(known.stdout).toContain('0 new violations; 1 baseline entries remain, 0 fixed');

    mkdirSync(path.join(root, `${M}/c`));
    writeFileSync(path.join(root, `${M}/c/index.ts`), 'export {};\n');
    writeFileSync(
      path.join(root, `${M}/c/c.jobs.ts`),
      "import { listA } from '../a/a.service.js';\nexport const j = listA;\n",
    );
    const fresh = run(root);
    expect(fresh.status).toBe(1);
    expect(fresh.stdout.trim().split('\n')).toEqual([
      `${M}/c/c.jobs.ts:1 module-boundary: module c imports ${M}/a/a.service.ts; import it from modules/a/index.ts (the module's public face)`,
      expect.stringMatching(/^architecture: 1 new violations; 1 baseline entries remain, 0 fixed \(\d+ ms\)$/),
    ]);

    rmSync(path.join(root, `${M}/a/a.jobs.ts`));
    expect(run(root).stdout).toContain(`module-boundary ${M}/a/a.jobs.ts: imports ${M}/b/b.service.ts`);
    expect(run(root).stdout).toContain('1 new violations; 0 baseline entries remain, 1 fixed');

    writeFileSync(
      path.join(root, `${M}/a/a.jobs.ts`),
      "import { countB } from '../b/b.service.js';\nexport const job = countB;\n",
    );
    const all = run(root, '--all');
    expect(all.status).toBe(1);
    expect(all.stdout).toContain(`${M}/a/a.jobs.ts:1 module-boundary`);
  });

  it('checks this repository in well under 5 seconds', () => {
    const started = performance.now();
    checkArchitecture(repoRoot);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('a module folder without index.ts has no public face', () => {
    const root = tree({ ...cleanTree, [`${M}/c/c.service.ts`]: 'export const c = 1;\n' });
    expect(lines(root)).toEqual([
      `${M}/c:1 public-face: module c has no public face: add ${M}/c/index.ts exporting what other modules may use`,
    ]);
  });
});
