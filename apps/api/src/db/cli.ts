/** `npm run db:migrate | db:seed | db:reset` on the configured database (PGlite under DATA_DIR by default). */
import { rmSync } from 'node:fs';
import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { runMigrations } from './migrate.js';
import { seedDemo } from './seed/demo.js';
import { ensureCurrentOffer } from './seed/offers.js';

const command = process.argv[2];
const config = loadConfig();

if (command === 'reset') {
  if (config.DATABASE_URL) {
    console.error('db:reset only clears the embedded database; drop a PostgreSQL database yourself.');
    process.exit(1);
  }
  rmSync(config.DATA_DIR, { recursive: true, force: true });
  console.log(`removed ${config.DATA_DIR}`);
  process.exit(0);
}

const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR,
});
await runMigrations(database);
await ensureCurrentOffer(database.db);
if (command === 'seed') {
  const isSeeded = await seedDemo(database.db, config.APP_ENV);
  console.log(isSeeded ? 'demo data created' : 'the database already has accounts: demo seed skipped');
} else if (command !== 'migrate') {
  console.error('usage: cli.ts migrate | seed | reset');
  process.exitCode = 1;
}
await database.close();
