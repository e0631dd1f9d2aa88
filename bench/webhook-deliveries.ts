/**
 * `npm run bench`, webhook deliveries (issue 30): 10,000 events (BENCH_WEBHOOK_EVENTS) to one endpoint pointed at a
 * local node:http receiver, on PGlite and (with BENCH_DATABASE_URL) PostgreSQL. The changes are emitted as the
 * modules emit them — `emitWebhookEvents` inside a transaction, 100 events a transaction — while the job workers
 * (JOB_CONCURRENCY 8, polling every 50 ms) already deliver; the receiver checks every signature and notes when each
 * event id first arrived. Figures: deliveries per second (all events from the first commit to the last arrival)
 * and the delay from the commit of an event's transaction to its arrival (p50, p95, max).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/webhook-deliveries.ts
 *
 * Replaces its marked section of docs/performance.md.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { WEBHOOK_TOLERANCE_SECONDS } from '@vyplaty/contracts';
import { webhookEndpoints, webhookEvents } from '../apps/api/src/db/schema/index.js';
import { createCustomer, DEMO_PASSWORD } from '../apps/api/src/db/seed/demo.js';
import { inTransaction } from '../apps/api/src/db/transaction.js';
import { createFieldCipher } from '../apps/api/src/lib/field-cipher.js';
import { emitWebhookEvents, newWebhookSecret, verifyWebhookSignature } from '../apps/api/src/modules/webhooks/index.js';
import { type Engine, loadNote, ms, onBothEngines, percentiles, startApi, writeSection } from './bench-support.js';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 10_000);
const PGLITE_EVENTS = Number(process.env.BENCH_PGLITE_WEBHOOK_EVENTS ?? EVENTS);
const PER_TRANSACTION = 100;
const APP_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

type Figures = {
  events: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  max: number;
  bad: number;
};

function startReceiver(secret: string) {
  const firstSeen = new Map<string, number>();
  let bad = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      const now = Date.now();
      const ok = verifyWebhookSignature(
        req.headers['x-vyplaty-signature'] as string | undefined,
        body,
        secret,
        Math.floor(now / 1000),
        WEBHOOK_TOLERANCE_SECONDS,
      );
      if (!ok) bad += 1;
      const id = req.headers['x-vyplaty-event-id'] as string;
      if (!firstSeen.has(id)) firstSeen.set(id, now);
      res.writeHead(ok ? 200 : 400).end();
    });
  });
  return {
    firstSeen,
    bad: () => bad,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/in`)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function measure(database: Parameters<typeof startApi>[0], engine: Engine): Promise<Figures> {
  const events = engine === 'PGlite' ? PGLITE_EVENTS : EVENTS;
  const { runtime } = await startApi(database, {
    APP_SECRET,
    JOB_POLL_SECONDS: '0.05',
    JOB_CONCURRENCY: '8',
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
  });
  const secret = newWebhookSecret();
  const receiver = startReceiver(secret);
  const url = await receiver.listen();
  try {
    const ctx = runtime.ctx;
    const { customer, account } = await createCustomer(ctx.db, {
      email: `webhooks-${randomUUID()}@bench.ru`,
      inn: '7707083893',
      organisationName: 'ООО "Вебхуки"',
      password: DEMO_PASSWORD,
    });
    const id = randomUUID();
    await ctx.db.insert(webhookEndpoints).values({
      id,
      customerId: customer.id,
      url,
      events: ['balance.credited'],
      secretEncrypted: createFieldCipher(APP_SECRET, 'webhooks/secret').encrypt(secret, id),
      createdBy: account.id,
    });
    const committedAt = new Map<string, number>();
    const started = Date.now();
    for (let done = 0; done < events; done += PER_TRANSACTION) {
      const ids = Array.from({ length: Math.min(PER_TRANSACTION, events - done) }, () => randomUUID());
      await inTransaction(ctx, (txCtx) =>
        emitWebhookEvents(txCtx, {
          customerId: customer.id,
          type: 'balance.credited',
          data: ids.map((operationId) => ({ amount: '1500.00', operation_id: operationId })),
        }),
      );
      const at = Date.now();
      for (const operationId of ids) committedAt.set(operationId, at);
    }
    const deadline = Date.now() + 30 * 60_000;
    while (receiver.firstSeen.size < events && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (receiver.firstSeen.size < events) throw new Error(`only ${receiver.firstSeen.size} of ${events} arrived`);
    const seconds = (Math.max(...receiver.firstSeen.values()) - started) / 1000;
    // The receiver knows event ids; the commit time is the operation's: map one to the other through the bodies.
    const delays = await delaysOf(ctx.db, committedAt, receiver.firstSeen);
    const t = percentiles(delays);
    const figures = {
      events,
      seconds: Math.round(seconds * 10) / 10,
      perSecond: Math.round(events / seconds),
      p50: t.p50,
      p95: t.p95,
      max: Math.max(...delays),
      bad: receiver.bad(),
    };
    console.log(engine, figures);
    return figures;
  } finally {
    await receiver.close();
    await runtime.close();
  }
}

/** Each event's delay: its arrival minus the commit of the transaction that wrote its operation id. */
async function delaysOf(
  db: Parameters<typeof startApi>[0]['db'],
  committedAt: Map<string, number>,
  firstSeen: Map<string, number>,
): Promise<number[]> {
  const rows = await db.select({ id: webhookEvents.id, body: webhookEvents.body }).from(webhookEvents);
  const delays: number[] = [];
  for (const row of rows) {
    const operationId = (JSON.parse(row.body) as { data: { operation_id: string } }).data.operation_id;
    const committed = committedAt.get(operationId);
    const arrived = firstSeen.get(row.id);
    if (committed !== undefined && arrived !== undefined) delays.push(arrived - committed);
  }
  return delays;
}

const loadAtStart = os.loadavg()[0] ?? 0;
const { onPglite, onPostgres } = await onBothEngines(measure);
const line = (engine: string, f: Figures | undefined) =>
  f
    ? `| ${engine} | ${f.events} | ${f.seconds} s | ${f.perSecond} | ${ms(f.p50, 0)} ms | ${ms(f.p95, 0)} ms | ${ms(f.max, 0)} ms | ${f.bad} |`
    : `| ${engine} | — | — | — | — | — | — | — |`;
writeSection(
  'webhook-deliveries',
  `## Webhook deliveries (issue 30)

Measured by \`node --import tsx bench/webhook-deliveries.ts\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${loadNote(loadAtStart)}.
Events \`balance.credited\` to one endpoint at a local node:http receiver that checks each signature; emitted by
\`emitWebhookEvents\` inside transactions of ${PER_TRANSACTION} events (the outbox: event, delivery and job rows with the
change) while the workers deliver (JOB_CONCURRENCY 8, polling every 50 ms; each delivery is one job: a read
transaction, the signed POST, a transaction recording the attempt). Delay: from the commit of the event's
transaction to its first arrival at the receiver.

| engine | events | wall time | deliveries/s | delay p50 | delay p95 | max | bad signatures |
|---|---|---|---|---|---|---|---|
${line('PGlite', onPglite)}
${line('PostgreSQL', onPostgres)}

Reading: a delivery costs two short transactions and a job claim besides its HTTP request, so the rate is the job
queue's — PGlite runs one statement at a time, so its workers queue behind each other; on PostgreSQL the eight
workers overlap. The delays are the backlog's: the 10,000 events are emitted as one burst, faster than they are delivered, so
the later ones wait for those before them (the delay of one event alone is a poll, ≤ 50 ms, plus its request).`,
);
process.exit(0);
