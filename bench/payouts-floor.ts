/**
 * The floor under bench/payouts-settle.ts (issue 14): how long the external calls of 10,000 НПД payouts take
 * alone, with no database work — the project's own clients (integrations/bank, integrations/fns) against the
 * project's own sandboxes, the calls each payout makes on its way to DONE with its receipt:
 *
 *   bank   POST /v1/payments (sendPayment)              payouts.execute
 *   bank   GET  /v1/payments/{id} (getPayment → DONE)   payouts.poll
 *   FNS    SendMessage PostIncomeRequestV2              fns.register-incomes (through the request runner)
 *   FNS    GetMessage → COMPLETED with the receipt      right after, as the request runner polls (the sandbox
 *                                                       without its delay answers the first poll)
 *
 * and, once per contractor (the execute batch's «fresh FNS data», PAYOUT_FNS_FRESH_SECONDS = 30: once in a
 * 15-second run), refreshTaxpayer's messages: GetTaxpayerStatus, GetTaxpayerRestrictions and GetIncomeForPeriod
 * for every month of the year so far, each a SendMessage and a GetMessage.
 *
 * Each kind of call runs for all payouts with `concurrency` in flight (the batch jobs: 8 per job, 3 jobs at
 * once = 24), in four shapes: the sandboxes on a whole portal's port in this process (what payouts-settle.ts
 * runs: client and server share one core), that portal in its own process, and the two sandboxes alone on a
 * bare Fastify (no portal hooks), here and in their own process. Prints a table; writes nothing.
 *
 *   node --import tsx bench/payouts-floor.ts
 *
 * BENCH_FLOOR_PAYOUTS (10,000), BENCH_FLOOR_CONCURRENCY (8,24,32), BENCH_FLOOR_SHAPES (by index, e.g. 0,1).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { inn12WithCheckDigits } from '@vyplaty/contracts';
import Fastify from 'fastify';
import { loadConfig } from '../apps/api/src/config.js';
import { openDatabase } from '../apps/api/src/db/client.js';
import { createBankClient } from '../apps/api/src/integrations/bank/bank.client.js';
import {
  BANK_SANDBOX_CLIENT_ID,
  BANK_SANDBOX_CLIENT_SECRET,
  registerBankSandbox,
} from '../apps/api/src/integrations/bank/bank.sandbox.js';
import type { BankClient } from '../apps/api/src/integrations/bank/bank.types.js';
import { nominalAccountRequisites } from '../apps/api/src/integrations/bank/nominal-account.js';
import { createFnsClient } from '../apps/api/src/integrations/fns/fns.client.js';
import {
  FNS_SANDBOX_MASTER_TOKEN,
  FNS_SANDBOX_USER_TOKEN,
  registerFnsSandbox,
} from '../apps/api/src/integrations/fns/fns.sandbox.js';
import { FNS_PERMISSIONS, type FnsClient } from '../apps/api/src/integrations/fns/fns.types.js';
import { eachAtMost } from '../apps/api/src/lib/pipeline.js';
import { startApi } from './bench-support.js';
import { accountFor, BIK } from './payout-parties.js';

const PAYOUTS = Number(process.env.BENCH_FLOOR_PAYOUTS ?? 10_000);
const CONCURRENCY = (process.env.BENCH_FLOOR_CONCURRENCY ?? '8,24,32').split(',').map(Number);
const CONTRACTORS = 50;
/** The sandboxes answer at once, as in payouts-settle.ts: the figure is the calls' own cost. */
const SANDBOX_ENV = { BANK_SANDBOX_DELAY_MS: '0', FNS_SANDBOX_MESSAGE_DELAY_MS: '0' };

/** `lean`: the clients' fetch replaced by node:http on a keep-alive agent (leanFetch): the same requests on the wire. */
type Shape = { name: string; serve: 'portal' | 'bare'; apart: boolean; lean?: boolean };
const SHAPES: Shape[] = [
  { name: 'portal, sandboxes on its port, same process (payouts-settle.ts)', serve: 'portal', apart: false },
  { name: 'portal in its own process', serve: 'portal', apart: true },
  { name: 'bank + FNS sandboxes alone (bare Fastify), same process', serve: 'bare', apart: false },
  { name: 'bank + FNS sandboxes alone, own process', serve: 'bare', apart: true },
  {
    name: 'sandboxes alone, own process; clients on node:http instead of fetch',
    serve: 'bare',
    apart: true,
    lean: true,
  },
];

/**
 * A fetch for the floor's lean shape: node:http with a keep-alive agent, the answer read whole — what the
 * clients use of a Response (status, ok, text, json, body.cancel) and nothing of WHATWG streams. The request
 * on the wire is the same (method, headers, body; the clients' timeout signal honoured).
 */
const leanAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
async function leanFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const url = new URL(String(input));
  const body = typeof init.body === 'string' ? init.body : undefined;
  const headers = {
    ...(init.headers as Record<string, string>),
    ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
  };
  const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      url,
      { method: init.method ?? 'GET', headers, agent: leanAgent, signal: init.signal ?? undefined },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
  return {
    status: answer.status,
    ok: answer.status >= 200 && answer.status < 300,
    text: async () => answer.text,
    json: async () => JSON.parse(answer.text),
    body: { cancel: async () => {} },
  } as unknown as Response;
}

/** A server hosting both sandboxes; `close` stops it (and its process). */
type Host = { baseUrl: string; close: () => Promise<void> };

async function serveHere(serve: Shape['serve']): Promise<Host> {
  if (serve === 'portal') {
    const database = await openDatabase({});
    const { runtime, baseUrl } = await startApi(database, { ...SANDBOX_ENV, JOB_WORKERS: 'false' });
    return {
      baseUrl,
      close: async () => {
        await runtime.close();
        await database.close();
      },
    };
  }
  const config = loadConfig({ APP_ENV: 'test', ...SANDBOX_ENV });
  const app = Fastify();
  registerBankSandbox(app, { delayMs: 0, nominal: nominalAccountRequisites(config) });
  registerFnsSandbox(app, { messageDelayMs: 0 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => app.close(),
  };
}

/** The same server in a child process (this file with `serve <kind>`), its address read from its stdout. */
async function serveApart(serve: Shape['serve']): Promise<Host> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), 'serve', serve],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`bench: the sandbox process ended (${code})`)));
  });
  return {
    baseUrl,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.stdin!.end();
      }),
  };
}

/** The clients as runtime-clients.ts makes them for the sandboxes (createBank, createFns). */
function clientsFor(baseUrl: string): { bank: BankClient; fns: FnsClient } {
  const sandbox = `${baseUrl}/sandbox`;
  return {
    bank: createBankClient({
      baseUrl: () => `${sandbox}/bank`,
      clientId: BANK_SANDBOX_CLIENT_ID,
      clientSecret: BANK_SANDBOX_CLIENT_SECRET,
    }),
    fns: createFnsClient({
      serviceUrl: () => `${sandbox}/fns/ais3/smz/SmzIntegrationService`,
      authUrl: () => `${sandbox}/fns/open-api/AuthService/0.1`,
      masterToken: FNS_SANDBOX_MASTER_TOKEN,
      userToken: FNS_SANDBOX_USER_TOKEN,
    }),
  };
}

async function control(baseUrl: string, path: string, body: unknown = {}) {
  const res = await fetch(`${baseUrl}/sandbox/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`bench: ${path} answered ${res.status}: ${await res.text()}`);
}

/** Both sandboxes reset; the contractors registered with FNS and connected to the platform (bound, every permission). */
async function prepare(baseUrl: string, fns: FnsClient) {
  await control(baseUrl, 'bank/control/reset');
  await control(baseUrl, 'fns/control/reset');
  await control(baseUrl, 'fns/control', { auto_approve_ms: 0 });
  const inns = Array.from({ length: CONTRACTORS }, (_, i) => inn12WithCheckDigits(`529${String(i).padStart(7, '0')}`));
  for (const [i, inn] of inns.entries()) {
    await control(baseUrl, 'fns/control/taxpayers', {
      inn,
      first_name: `Семён${i}`,
      second_name: 'Нагрузкин',
      phone: `79939${String(i).padStart(6, '0')}`,
      registered: true,
    });
    const bind = await receiveNow(
      fns,
      'PostBindPartnerWithInn',
      await fns.send('PostBindPartnerWithInn', { inn, permissions: [...FNS_PERMISSIONS] }),
    );
    const status = await receiveNow(
      fns,
      'GetBindPartnerStatus',
      await fns.send('GetBindPartnerStatus', { id: bind.id }),
    );
    if (status.result !== 'COMPLETED') throw new Error(`bench: ${inn} not bound (${status.result})`);
  }
  return inns;
}

/** GetMessage once: the sandbox without its delay has the answer by the first poll (as register-incomes polls at once). */
async function receiveNow<M extends Parameters<FnsClient['receive']>[0]>(fns: FnsClient, method: M, messageId: string) {
  const state = await fns.receive(method, messageId);
  if (state.status !== 'COMPLETED') throw new Error(`bench: ${method} still processing`);
  return state.response;
}

type Stage = { name: string; calls: number; ms: number };

async function timedStage(name: string, calls: number, run: () => Promise<void>): Promise<Stage> {
  const started = performance.now();
  await run();
  return { name, calls, ms: performance.now() - started };
}

/** One run: every call of PAYOUTS payouts, stage by stage, `concurrency` in flight. */
async function measureFloor(baseUrl: string, concurrency: number) {
  const { bank, fns } = clientsFor(baseUrl);
  const inns = await prepare(baseUrl, fns);
  // Tokens fetched before the clock starts (each client caches its own for an hour).
  await bank.getPayment(randomUUID());
  const payouts = Array.from({ length: PAYOUTS }, (_, i) => ({ id: randomUUID(), contractor: i % CONTRACTORS }));
  const month = new Date().getMonth() + 1;
  const year = new Date().getFullYear();
  const stages: Stage[] = [];

  // The execute batch's fresh FNS data, once per contractor: status and restrictions side by side, then the months.
  stages.push(
    await timedStage('FNS refresh per contractor (status, restrictions, months)', CONTRACTORS * (2 + month) * 2, () =>
      eachAtMost(Math.max(1, Math.floor(concurrency / 4)), inns, async (inn) => {
        const ask = async <M extends 'GetTaxpayerStatus' | 'GetTaxpayerRestrictions' | 'GetIncomeForPeriod'>(
          method: M,
          request: Parameters<FnsClient['send']>[1],
        ) => receiveNow(fns, method, await fns.send(method, request as never));
        await Promise.all([ask('GetTaxpayerStatus', { inn }), ask('GetTaxpayerRestrictions', { inn })]);
        await eachAtMost(
          4,
          Array.from({ length: month }, (_, m) => m + 1),
          async (m) => {
            await ask('GetIncomeForPeriod', { inn, taxPeriodId: `${year}${String(m).padStart(2, '0')}` });
          },
        );
      }),
    ),
  );
  stages.push(
    await timedStage('bank sendPayment', PAYOUTS, () =>
      eachAtMost(concurrency, payouts, async (p) => {
        await bank.sendPayment({
          paymentId: p.id,
          amountKopecks: 100_00n,
          recipient: {
            kind: 'ACCOUNT',
            accountNumber: accountFor(p.contractor),
            bik: BIK,
            name: `Нагрузкин Семён${p.contractor}`,
            inn: inns[p.contractor]!,
          },
          purpose: `Оплата услуг самозанятого по выплате №${p.contractor + 1} от ООО «Нагрузка»: Доставка документов. Без НДС`,
        });
      }),
    ),
  );
  stages.push(
    await timedStage('bank getPayment', PAYOUTS, () =>
      eachAtMost(concurrency, payouts, async (p) => {
        const status = await bank.getPayment(p.id);
        if (status.status !== 'DONE') throw new Error(`bench: payment ${p.id} ${status.status}`);
      }),
    ),
  );
  // Each receipt's message polled right after it is sent, as the request runner does (the sandbox, like FNS,
  // keeps a bounded number of messages: sending all first would lose the oldest).
  const now = new Date();
  stages.push(
    await timedStage('FNS SendMessage + GetMessage PostIncomeRequestV2', PAYOUTS * 2, () =>
      eachAtMost(concurrency, payouts, async (p) => {
        const messageId = await fns.send('PostIncomeRequestV2', {
          inn: inns[p.contractor]!,
          requestTime: now.toISOString(),
          operationTime: now.toISOString(),
          incomeType: 'FROM_LEGAL_ENTITY',
          customerInn: '7707083893',
          customerOrganization: 'ООО «Нагрузка»',
          services: [{ name: 'Доставка документов', amountKopecks: 100_00n, quantity: 1 }],
          totalAmountKopecks: 100_00n,
          operationUniqueId: p.id,
        });
        const receipt = await receiveNow(fns, 'PostIncomeRequestV2', messageId);
        if (!receipt.receiptId) throw new Error('bench: no receipt');
      }),
    ),
  );
  return stages;
}

const perSecond = (calls: number, ms: number) => Math.round((calls / ms) * 1000);

async function main() {
  const chosen = process.env.BENCH_FLOOR_SHAPES?.split(',').map(Number);
  const loadAtStart = os.loadavg()[0]!;
  const lines: string[] = [];
  for (const [index, shape] of SHAPES.entries()) {
    if (chosen && !chosen.includes(index)) continue;
    const host = shape.apart ? await serveApart(shape.serve) : await serveHere(shape.serve);
    const realFetch = globalThis.fetch;
    if (shape.lean) globalThis.fetch = leanFetch as typeof fetch;
    try {
      for (const concurrency of CONCURRENCY) {
        const stages = await measureFloor(host.baseUrl, concurrency);
        const perPayout = stages.slice(1);
        const callsMs = perPayout.reduce((sum, s) => sum + s.ms, 0);
        const calls = perPayout.reduce((sum, s) => sum + s.calls, 0);
        const totalMs = callsMs + stages[0]!.ms;
        const detail = stages.map((s) => `${s.name} ${perSecond(s.calls, s.ms)}/s`).join('; ');
        const line = `| ${shape.name} | ${concurrency} | ${perSecond(calls, callsMs)} | ${(callsMs / 1000).toFixed(1)} | ${(stages[0]!.ms / 1000).toFixed(1)} | ${(totalMs / 1000).toFixed(1)} | ${Math.round((PAYOUTS / totalMs) * 1000)} |`;
        console.log(line);
        console.log(`  ${detail}`);
        lines.push(line);
      }
    } finally {
      globalThis.fetch = realFetch;
      await host.close();
    }
  }
  console.log(
    `\n${PAYOUTS.toLocaleString('en-US')} payouts, ${CONTRACTORS} contractors; load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end (${os.cpus().length} cores)\n`,
  );
  console.log(
    '| shape | in flight | calls/s (4 a payout) | 4 calls × payouts, s | refresh, s | total, s | payouts/s |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const line of lines) console.log(line);
}

if (process.argv[2] === 'serve') {
  // The child of serveApart: a host until its stdin closes.
  const host = await serveHere(process.argv[3] === 'portal' ? 'portal' : 'bare');
  process.stdout.write(`listening ${host.baseUrl}\n`);
  process.stdin.resume();
  process.stdin.once('end', () => {
    void host.close().then(() => process.exit(0));
  });
} else {
  await main();
}
