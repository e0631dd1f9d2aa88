/**
 * A migrated, seeded database template made once per test run: a PGlite data-dir dump on disk, or a
 * PostgreSQL template database when TEST_DATABASE_URL is set. Each test file starts from a copy,
 * because a fresh PGlite takes seconds to initialise.
 */
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { seedDemo } from '../db/seed/demo.js';
import { ensureDocumentTemplates } from '../db/seed/document-templates.js';
import { ensureCurrentOffer } from '../db/seed/offers.js';

export type TemplateRef =
  | { kind: 'pglite'; dumpFile: string }
  | { kind: 'postgres'; serverUrl: string; templateName: string };

async function prepare(database: Database) {
  await runMigrations(database);
  await ensureCurrentOffer(database.db);
  await ensureDocumentTemplates(database.db);
  await seedDemo(database.db, 'test');
}

export const withDatabase = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export async function createTemplate(): Promise<TemplateRef> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const templateName = `vp_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${templateName}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, templateName) });
    await prepare(database);
    await database.close();
    return { kind: 'postgres', serverUrl, templateName };
  }
  const database = await openDatabase({});
  await prepare(database);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const dumpFile = path.join(os.tmpdir(), `vp-template-${process.pid}-${Date.now()}.tar`);
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  return { kind: 'pglite', dumpFile };
}

/**
 * The databases of one test run are named after its template (vp_t_<run>_…), so a run drops only its
 * own: two runs on one server (two checkouts, CI beside a developer) never drop each other's.
 */
const runDatabaseName = (ref: { templateName: string }) =>
  `vp_t_${ref.templateName.replace(/^vp_tpl_/, '')}_${randomBytes(6).toString('hex')}`;

/** Drops every database this run made, then its template. */
export async function dropTemplate(ref: TemplateRef) {
  if (ref.kind !== 'postgres') return;
  const admin = new pg.Client({ connectionString: ref.serverUrl });
  await admin.connect();
  const run = ref.templateName.replace(/^vp_tpl_/, '');
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like $1 or datname = $2`,
    [`vp\\_t\\_${run}\\_%`, ref.templateName],
  );
  for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
  await admin.end();
}

/** A private copy of the template for one test file. */
export async function openFromTemplate(ref: TemplateRef): Promise<Database & { drop(): Promise<void> }> {
  if (ref.kind === 'pglite') {
    const blob = new Blob([await readFile(ref.dumpFile)]);
    const database = await openDatabase({ loadDataDir: blob });
    return { ...database, drop: async () => {} };
  }
  const name = runDatabaseName(ref);
  const admin = new pg.Client({ connectionString: ref.serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${ref.templateName}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabase(ref.serverUrl, name) });
  return {
    ...database,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: ref.serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** An empty database (no migrations, no seed), as `npm start` finds on a fresh DATA_DIR: the runtime prepares it. */
export async function openFresh(ref: TemplateRef): Promise<Database & { drop(): Promise<void> }> {
  if (ref.kind === 'pglite') return { ...(await openDatabase({})), drop: async () => {} };
  const name = runDatabaseName(ref);
  const admin = new pg.Client({ connectionString: ref.serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabase(ref.serverUrl, name) });
  return {
    ...database,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: ref.serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
