/**
 * The bank sandbox alone in its own process, for the shapes where the portal's processes come and go
 * (a worker killed with kill -9 and restarted, two APIs and two workers on one database): they all
 * point at this one bank, so it remembers every payment across their restarts and counts executions
 * over the whole run (the sandbox mounted in a portal process forgets them when that process dies).
 *
 *   npx tsx apps/api/src/integrations/bank/bank.sandbox-server.ts [port]     (BANK_SANDBOX_PORT, 0 = any)
 *   → prints «bank sandbox: http://127.0.0.1:<port>/sandbox/bank»; then start the portal with
 *     BANK_API_URL=<that address> BANK_CLIENT_ID=vyplaty-sandbox BANK_CLIENT_SECRET=sandbox-secret
 *
 * BANK_SANDBOX_DELAY_MS and NOMINAL_ACCOUNT_* are read as the portal reads them.
 */
import Fastify from 'fastify';
import { loadConfig } from '../../config.js';
import { registerBankSandbox } from './bank.sandbox.js';
import { nominalAccountRequisites } from './nominal-account.js';

const config = loadConfig(process.env);
const port = Number(process.argv[2] ?? process.env.BANK_SANDBOX_PORT ?? 0);
const app = Fastify();
registerBankSandbox(app, { delayMs: config.BANK_SANDBOX_DELAY_MS, nominal: nominalAccountRequisites(config) });
await app.listen({ port, host: config.HOST });
const address = app.server.address();
const listening = typeof address === 'object' && address ? address.port : port;
process.stdout.write(`bank sandbox: http://${config.HOST}:${listening}/sandbox/bank\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
